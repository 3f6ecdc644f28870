// @ts-check
/**
 * `npm start`: serves the site locally. Builds first only when there is no build yet or a source
 * file changed since the current build began; the server is recompiled every time (it takes
 * milliseconds) so it always matches its source.
 */
import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { buildSite } from "./build.js";
import { compileServer } from "./compile-server.js";
import { currentBuildStart } from "./publish.js";
import { BUILD_CODE, SITE_SOURCES } from "./site-sources.js";

/** Everything the site build reads, the code it runs and the locked dependencies it builds with. */
const INPUTS = [...SITE_SOURCES, ...BUILD_CODE, "package-lock.json"];

/** The newest modification time (ms) of a file under `entry`. */
async function newest(/** @type {string} */ entry) {
  const info = await stat(entry).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const child of await readdir(entry))
    latest = Math.max(latest, await newest(path.join(entry, child)));
  return latest;
}

const started = await currentBuildStart();
const changed = Math.max(...(await Promise.all(INPUTS.map(newest))));
if (started === null || !existsSync("dist/index.html") || changed > started) {
  await buildSite();
} else {
  console.log("The build in dist is up to date (npm run build rebuilds it).");
  await compileServer();
}
await import(path.resolve("build/server.js"));
