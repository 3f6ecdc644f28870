// @ts-check
/**
 * Publishing a build: every build goes to a folder of its own under `.builds/`, and `dist` is a
 * symlink to the current one. Swapping the link is a single rename, so a reader of `dist` sees the
 * old build or the new one, never a half-written mix.
 */
import { lstat, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";

export const BUILDS = ".builds";

/** A new, unused build folder name under `buildsDir`; its name starts with the time it began. */
export function newBuildDir(buildsDir = BUILDS) {
  return path.join(buildsDir, `${Date.now()}-${process.pid}`);
}

/** The time (ms) the build `link` points to was started, or null when there is none. */
export async function currentBuildStart(link = "dist") {
  try {
    const target = await readlink(link);
    const started = Number(path.basename(target).split("-")[0]);
    return Number.isFinite(started) ? started : null;
  } catch {
    return null;
  }
}

/**
 * Points `link` at `buildDir` atomically (a new link renamed over the old one), then removes all
 * builds but this one and the one before it: a visitor whose page came from the previous build
 * can still fetch its hashed assets, and a response being sent from it is never cut short.
 * @param {string} buildDir
 */
export async function publish(buildDir, link = "dist") {
  const linkDir = path.dirname(path.resolve(link));
  const target = path.relative(linkDir, path.resolve(buildDir));
  const previous = await readlink(link).catch(() => null);
  const stat = await lstat(link).catch(() => null);
  if (stat && !stat.isSymbolicLink()) {
    // A folder left by an older layout cannot be replaced by a link in one step: move it aside.
    await rename(link, path.join(path.dirname(buildDir), `0-legacy-${Date.now()}`));
  }
  const temporary = `${path.resolve(link)}.${process.pid}.tmp`;
  await rm(temporary, { force: true });
  await symlink(target, temporary, "dir");
  await rename(temporary, link);

  const buildsDir = path.dirname(path.resolve(buildDir));
  const keep = new Set(
    [target, previous].filter(Boolean).map((entry) => path.resolve(linkDir, String(entry))),
  );
  for (const entry of await readdir(buildsDir)) {
    const full = path.join(buildsDir, entry);
    if (!keep.has(full)) await rm(full, { recursive: true, force: true });
  }
}
