import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { compileServer } from "../scripts/compile-server.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server compiled for this run, as `npm start` compiles it. */
    serverBundle: string;
  }
}

/**
 * Compiles the server once for the whole run, as `npm start` does, for the tests that start it in
 * a process of its own: each such start is then plain Node reading one file (about half a second),
 * not the TypeScript sources compiled on the way in (about a second and a half).
 */
export default async function setup(project: TestProject) {
  // Inside the repository, so the bundle finds the runtime packages in node_modules, as
  // build/server.js does.
  const cache = path.resolve("node_modules/.cache");
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, "test-server-"));
  await compileServer(path.join(dir, "server.js"));
  project.provide("serverBundle", path.join(dir, "server.js"));
  return () => rm(dir, { recursive: true, force: true });
}
