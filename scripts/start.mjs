// `npm start`: builds the product when the build is missing or older than the sources, then serves the
// built client and the API on one port.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const outputs = ["dist/server/main.js", "dist/client/index.html"];
const inputs = ["src", "package-lock.json", "vite.config.ts"];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/** The client carries VITE_GA_MEASUREMENT_ID from its build: another value needs another build. */
function builtWithOtherSettings() {
  try {
    const info = JSON.parse(readFileSync("dist/client/build-info.json", "utf8"));
    return (info.gaMeasurementId ?? null) !== (process.env.VITE_GA_MEASUREMENT_ID || null);
  } catch {
    return true;
  }
}

const built = outputs.every((f) => existsSync(f));
const stale =
  built &&
  (Math.max(...inputs.map(newest)) > Math.min(...outputs.map((f) => statSync(f).mtimeMs)) || builtWithOtherSettings());
if (!built || stale) {
  console.log(built ? "Sources changed since the last build: building..." : "First start: building...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../dist/server/main.js");
