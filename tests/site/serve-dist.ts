import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "../server.ts";

/**
 * Serves the built `dist` with the server `npm start` runs, for the file's tests, on a port and a
 * data folder of its own: started before the file's first test, stopped after its last. Returns
 * the origin to request, read once the server is up.
 */
export function serveDist(): () => string {
  let server: RunningServer | undefined;
  let temp = "";
  beforeAll(async () => {
    temp = await mkdtemp(path.join(tmpdir(), "served-dist-"));
    server = await startServer({
      SITE_ROOT: path.resolve("dist"),
      DATA_DIR: path.join(temp, "data"),
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await rm(temp, { recursive: true, force: true });
  });
  return () => `http://127.0.0.1:${server!.port}`;
}
