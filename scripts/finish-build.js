// @ts-check
/**
 * The last step of a build, once every file is in place: adds each kind of file's Cache-Control
 * to `_headers`, writes nginx's form of the whole file beside it, and writes brotli and gzip
 * copies of text files (`main.css.br`, `main.css.gz`) for `npm run serve` and nginx to send as
 * they are.
 */
import { appendFile, readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { HEADERS_FILE, nginxHeaders } from "../deploy/nginx-config.js";
import { parseHeaders } from "../server/headers.js";

/** A year, never revalidated: the name changes when the content does. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and other files whose name stays while their content changes: ask every time. */
export const REVALIDATE = "no-cache";

/**
 * Cache-Control blocks for the files of a build (paths relative to it, `/` separated), written
 * so that no path matches two of them under the hosts' rules (`*` matches anything, `/` too;
 * every matching block applies): one block per top-level folder, one per file beside them.
 * - `assets/*` (hashed names) and released embed versions (`embed/v1.2.0/*`): a year, immutable;
 * - the moving embed script: an hour; the embed manifest: five minutes;
 * - fonts: a year; images: a day;
 * - pages, in any other folder or at the top (`about.html` as `/about`): revalidate.
 * @param {string[]} files
 * @returns {[pattern: string, cacheControl: string][]}
 */
export function cacheBlocks(files) {
  /** @type {Map<string, string>} */
  const blocks = new Map();
  const FOLDERS = /** @type {Record<string, string>} */ ({
    assets: IMMUTABLE,
    fonts: "public, max-age=31536000",
    images: "public, max-age=86400",
  });
  const EMBED = /** @type {Record<string, string>} */ ({
    "consultation-form.js": "public, max-age=3600",
    "manifest.json": "public, max-age=300",
  });
  for (const file of files) {
    const parts = file.split("/");
    const top = /** @type {string} */ (parts[0]);
    if (top.startsWith(".") || top.startsWith("_") || /\.(br|gz)$/.test(file)) continue;
    if (parts.length === 1) {
      const page = top === "index.html" ? "/" : `/${top.replace(/\.html$/, "")}`;
      blocks.set(page, REVALIDATE);
    } else if (top === "embed") {
      if (parts.length === 2) blocks.set(`/${file}`, EMBED[parts[1] ?? ""] ?? REVALIDATE);
      else blocks.set(`/embed/${parts[1]}/*`, /^v\d/.test(parts[1] ?? "") ? IMMUTABLE : REVALIDATE);
    } else blocks.set(`/${top}/*`, FOLDERS[top] ?? REVALIDATE);
  }
  return [...blocks].sort(([a], [b]) => a.localeCompare(b));
}

/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|map|webmanifest)$/;

/** Every file under `dir`, relative to it. */
async function walk(/** @type {string} */ dir, prefix = "") {
  /** @type {string[]} */
  const files = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await walk(dir, relative)));
    else files.push(relative);
  }
  return files;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Finishes the build in `dir`: the cache blocks of `_headers`, then the compressed copies. */
export async function finishBuild(/** @type {string} */ dir) {
  const files = await walk(dir);
  const blocks = cacheBlocks(files)
    .map(([pattern, value]) => `${pattern}\n  Cache-Control: ${value}\n`)
    .join("\n");
  const headers = path.join(dir, "_headers");
  const before = await readFile(headers, "utf8").catch(() => "");
  await appendFile(headers, `${before.endsWith("\n\n") ? "" : "\n"}${blocks}`);
  const rules = parseHeaders(await readFile(headers, "utf8"));
  await writeFile(path.join(dir, HEADERS_FILE), nginxHeaders(rules));

  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    if ((await stat(full)).size < 1024) continue;
    const bytes = await readFile(full);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipped(bytes, { level: 9 }),
    ]);
    // A copy is kept only when it saves something; the server falls back to the file itself.
    if (br.length < bytes.length) await writeFile(`${full}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${full}.gz`, gz);
  }
}
