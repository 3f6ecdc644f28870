import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy in front of a Postgres server that can lose the answer to a COMMIT: armed with
 * `loseNextCommitReply(marker)`, it passes on the next COMMIT of a transaction whose statements
 * contained `marker` (say "INSERT INTO leads"), lets the database commit it, and then drops the
 * connection instead of passing the reply back. The client sees its connection end mid-COMMIT,
 * as it would when the network fails at that moment, while the database has kept everything.
 */
export async function startLostCommitProxy(target: { host: string; port: number }) {
  let armed: string | undefined;
  let lost = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    /** This connection's transaction contained the marker since its last COMMIT. */
    let marked = false;
    /** Its COMMIT was passed on: the next reply is dropped with the connection. */
    let cutting = false;
    client.on("data", (chunk: Buffer) => {
      if (armed && chunk.includes(armed)) marked = true;
      if (chunk.includes("COMMIT\0")) {
        if (armed && marked) {
          armed = undefined;
          cutting = true;
        }
        marked = false;
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (!cutting) return void client.write(chunk);
      lost += 1;
      client.destroy();
      upstream.destroy();
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Loses the reply to the next COMMIT of a transaction that sent `marker`. */
    loseNextCommitReply(marker: string) {
      armed = marker;
    },
    /** How many COMMIT replies were lost so far. */
    lost: () => lost,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
