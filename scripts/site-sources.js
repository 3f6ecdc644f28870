// @ts-check
/**
 * What the site's build reads, in one list: `npm start` rebuilds when one of them changed, and the
 * tests and the bench build throw-away copies of exactly these.
 */
import { existsSync } from "node:fs";
import { cp, mkdtemp, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export const SITE_SOURCES = [
  "site",
  "public",
  "art",
  "widgets",
  "core",
  "drawings",
  ".eleventy.js",
  "vite.embed.config.ts",
  "package.json",
  "tsconfig.json",
];

/** The code that builds them: a change to it makes the next `npm start` build again too. */
export const BUILD_CODE = ["scripts", "deploy/nginx-config.js", "server/headers.js"];

/**
 * Copies the site's sources into a new temporary folder (named after `prefix`) that shares this
 * checkout's `node_modules`, so a test or the bench can change content and build without touching
 * the repository. Returns the folder.
 * @param {string} prefix
 */
export async function copySite(prefix) {
  const root = path.resolve(".");
  const copy = await mkdtemp(path.join(tmpdir(), prefix));
  for (const entry of SITE_SOURCES) {
    // A checkout without one of them (art/ before any master is committed) builds without it.
    if (!existsSync(path.join(root, entry))) continue;
    await cp(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  await symlink(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}
