// `npm run dev`: the API restarts on change (tsx watch) and Vite serves the client with hot reload on
// PORT (default 5000), forwarding /api to the API.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "5000";
const apiPort = process.env.API_PORT ?? "5001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    // the browser talks to Vite's port, so that is the address the API must accept requests from
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", CLIENT_DIR: "", PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  }),
  spawn("npx", ["vite", "--port", port, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => {
  stop();
  process.exitCode = code ?? 0;
});
