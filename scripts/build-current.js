// @ts-check
/**
 * Whether `dist` holds a build of the sources as they are now: there is a build, and no file the
 * build reads, no code it runs and no locked dependency changed since that build began.
 */
import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
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

/** True when `dist` is a build of the current sources. */
export async function buildIsCurrent() {
  const started = await currentBuildStart();
  if (started === null || !existsSync("dist/index.html")) return false;
  const changed = Math.max(...(await Promise.all(INPUTS.map(newest))));
  return changed <= started;
}
