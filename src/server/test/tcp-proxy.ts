import net from "node:net";

/**
 * A loopback TCP forwarder that can be cut and restored on the same port: from the server's side the
 * database disappears (connections reset, new ones refused) and comes back, as in a database restart.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let held: Array<() => void> | undefined;
  const forward = (to: net.Socket, chunk: Buffer) => {
    if (held) held.push(() => to.write(chunk));
    else to.write(chunk);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on("close", () => sockets.delete(sock));
          sock.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        // bytes are handed on one chunk at a time, so a stall can hold them back in either direction
        client.on("data", (chunk) => forward(upstream, chunk));
        upstream.on("data", (chunk) => forward(client, chunk));
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        const address = s.address();
        if (address && typeof address === "object") port = address.port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      for (const sock of sockets) sock.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    restore: listen,
    /** The database stops answering without going away: connections stay open, nothing gets through. */
    stall() {
      held ??= [];
    },
    /** Everything held back is delivered, in order, and traffic flows again. */
    resume() {
      const pending = held ?? [];
      held = undefined;
      for (const deliver of pending) deliver();
    },
    async close() {
      for (const sock of sockets) sock.destroy();
      if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
  };
}
