// @ts-check
/**
 * `npm start`: serves the site locally. Builds first only when there is no build yet or a source
 * file changed since the current build began (waiting for a build already running in this folder,
 * which may leave nothing to do); the server is recompiled every time (it takes milliseconds) so it
 * always matches its source.
 */
import path from "node:path";
import { buildSite } from "./build.js";

await buildSite({ unlessCurrent: true });
await import(path.resolve("build/server.js"));
