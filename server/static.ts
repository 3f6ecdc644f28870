import { realpathSync } from "node:fs";
import { formAnswers as ANSWERS } from "../core/content/words.ts";
import { open, readFile, readdir, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { lookup } from "mrmime";
import parseRange from "range-parser";
import { headersFor, parseHeaders, type HeaderRule } from "./headers.js";

/** One way a file can be sent: as it is, or a brotli or gzip copy written beside it. */
interface Variant {
  encoding: "br" | "gzip" | null;
  file: string;
  size: number;
  etag: string;
  /** The bytes, for a file small enough to keep in memory; null to stream it from disk. */
  body: Buffer | null;
}

/** A file of a build, with everything its answers need, worked out once when the build loads. */
interface Entry {
  /** Content-Type, Last-Modified, Accept-Ranges and Vary: the same for every answer. */
  headers: [string, string][];
  mtime: number;
  /** Identity first, then the compressed copies. */
  variants: Variant[];
}

/** One complete build of the site: its folder, its `_headers` rules, its files and 404 page. */
export interface SiteBuild {
  dir: string;
  rules: HeaderRule[];
  notFoundPage: Buffer;
  /** Files by path relative to the build, `/` separated. */
  files: Map<string, Entry>;
  /** Folders (relative, no trailing slash), to send a folder's path to its slash. */
  folders: Set<string>;
  /** The `_headers` headers for a path, worked out once per path and kept. */
  headersFor(pathname: string): [string, string][];
}

/** Files up to this size are kept in memory, until the build holds this much in all. */
const IN_MEMORY_FILE = 256 * 1024;
const IN_MEMORY_TOTAL = 64 * 1024 * 1024;
/** Paths whose headers are remembered per build (unknown paths too, so the list is capped). */
const REMEMBERED_PATHS = 10_000;

const TEXT = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

function contentType(file: string) {
  const type = lookup(file) ?? "application/octet-stream";
  return TEXT.test(type) ? `${type}; charset=utf-8` : type;
}

async function walk(dir: string, prefix = ""): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(relative + "/", ...(await walk(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** Reads a build once: every file's headers, ETags and compressed copies, small files' bytes. */
async function loadBuild(dir: string): Promise<SiteBuild> {
  const source = await readFile(path.join(dir, "_headers"), "utf8").catch(() => "");
  const rules = parseHeaders(source);
  const listing = await walk(dir);
  const folders = new Set(listing.filter((f) => f.endsWith("/")).map((f) => f.slice(0, -1)));
  const names = new Set(listing.filter((f) => !f.endsWith("/")));
  const files = new Map<string, Entry>();
  let held = 0;
  const variant = async (
    file: string,
    encoding: Variant["encoding"],
    mtime: number,
  ): Promise<Variant | null> => {
    const info = await stat(path.join(dir, file)).catch(() => null);
    if (!info?.isFile()) return null;
    const tag = `${info.size.toString(16)}-${mtime.toString(16)}${encoding ? `-${encoding}` : ""}`;
    let body: Buffer | null = null;
    if (info.size <= IN_MEMORY_FILE && held + info.size <= IN_MEMORY_TOTAL) {
      body = await readFile(path.join(dir, file));
      held += body.length;
    }
    return { encoding, file, size: info.size, etag: `W/"${tag}"`, body };
  };
  for (const file of names) {
    if (/\.(br|gz)$/.test(file) && names.has(file.replace(/\.(br|gz)$/, ""))) continue;
    const info = await stat(path.join(dir, file)).catch(() => null);
    if (!info) continue;
    const mtime = info.mtime.getTime();
    const identity = await variant(file, null, mtime);
    if (!identity) continue;
    const variants = [identity];
    for (const [suffix, encoding] of [
      ["br", "br"],
      ["gz", "gzip"],
    ] as const)
      if (names.has(`${file}.${suffix}`)) {
        const copy = await variant(`${file}.${suffix}`, encoding, mtime);
        if (copy) variants.push(copy);
      }
    const headers: [string, string][] = [
      ["Content-Type", contentType(file)],
      ["Last-Modified", info.mtime.toUTCString()],
      ["Accept-Ranges", "bytes"],
    ];
    if (variants.length > 1) headers.push(["Vary", "Accept-Encoding"]);
    files.set(file, { headers, mtime, variants });
  }
  const notFoundPage =
    files.get("404.html")?.variants[0]?.body ??
    (await readFile(path.join(dir, "404.html")).catch(() => null)) ??
    Buffer.from(
      `<!doctype html><title>${ANSWERS.http.notFound}</title><h1>${ANSWERS.http.notFound}</h1>`,
    );

  const remembered = new Map<string, [string, string][]>();
  return {
    dir,
    rules,
    notFoundPage,
    files,
    folders,
    headersFor(pathname) {
      let headers = remembered.get(pathname);
      if (!headers) {
        headers = [...headersFor(rules, pathname)];
        if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
        remembered.set(pathname, headers);
      }
      return headers;
    },
  };
}

/**
 * Finds the build to serve for each request. `root` may be a symlink that a build swaps
 * atomically; it is resolved on every request (one cheap system call), so a running server
 * moves to a new build at once and one request never mixes two. A build folder never changes
 * once published, so what is read from it is kept, per folder.
 */
export function createBuildResolver(root: string) {
  const builds = new Map<string, Promise<SiteBuild>>();
  const load = (dir: string): Promise<SiteBuild> => {
    let build = builds.get(dir);
    if (!build) {
      build = loadBuild(dir);
      builds.set(dir, build);
      build.catch(() => builds.delete(dir));
      // Only the newest few builds are ever resolved; forget the rest.
      for (const key of [...builds.keys()].slice(0, -4)) builds.delete(key);
    }
    return build;
  };
  const resolve = async (): Promise<SiteBuild> => {
    for (let attempt = 1; ; attempt++) {
      let dir = "";
      try {
        dir = realpathSync.native(root);
        return await load(dir);
      } catch (error) {
        // Two swaps in quick succession can remove a build while it is being read (or just
        // after the link was read): read the one the link points to now instead.
        if (attempt < 5 && currentDir() !== dir) continue;
        throw error;
      }
    }
  };
  const currentDir = () => {
    try {
      return realpathSync.native(root);
    } catch {
      return null;
    }
  };
  /** True while `build` is still the one `root` points to. */
  const isCurrent = (build: SiteBuild) => currentDir() === build.dir;
  return { resolve, isCurrent };
}

/** The copy to send for `Accept-Encoding`: brotli, else gzip, else the file itself. */
function chooseVariant(req: IncomingMessage, entry: Entry): Variant {
  const identity = entry.variants[0]!;
  const accept = req.headers["accept-encoding"];
  if (entry.variants.length === 1 || !accept || req.headers.range) return identity;
  const accepted = new Set<string>();
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.find((param) => param.trim().startsWith("q="));
    if (name && !(q && Number(q.trim().slice(2)) === 0)) accepted.add(name.trim());
  }
  for (const encoding of ["br", "gzip"] as const) {
    const found = entry.variants.find((candidate) => candidate.encoding === encoding);
    if (found && (accepted.has(encoding) || accepted.has("*"))) return found;
  }
  return identity;
}

function isFresh(req: IncomingMessage, etag: string, mtime: number) {
  const noneMatch = req.headers["if-none-match"];
  if (noneMatch) {
    const own = etag.replace(/^W\//, "");
    return noneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === own);
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(mtime / 1000) * 1000 <= since;
}

/** True when an `If-Range` validator still matches, so a range may be served. */
function rangeStillValid(req: IncomingMessage, etag: string, mtime: number) {
  const ifRange = String(req.headers["if-range"] ?? "");
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.replace(/^W\//, "") === etag.replace(/^W\//, "");
  return Math.floor(mtime / 1000) * 1000 <= Date.parse(ifRange);
}

/** What a path names in a build: a file to send, a page's other spelling, or nothing. */
function locate(
  build: SiteBuild,
  pathname: string,
): { entry: Entry; file: string } | { redirect: string } | "folder" | null {
  const relative = pathname.slice(1);
  const found = (file: string) => {
    const entry = build.files.get(file);
    return entry ? { entry, file } : null;
  };
  if (relative === "" || relative.endsWith("/")) {
    const page = found(`${relative}index.html`);
    if (page) return page;
    // `/about/` for `about.html`: the page's own address has no slash.
    const bare = relative.slice(0, -1);
    if (bare && build.files.has(`${bare}.html`)) return { redirect: `/${bare}` };
    return null;
  }
  if (relative.endsWith(".html") && build.files.has(relative)) {
    // `/about.html` is `/about`; `/blog/index.html` is `/blog/`.
    const page = relative.slice(0, -".html".length);
    if (page === "index") return { redirect: "/" };
    if (page.endsWith("/index")) return { redirect: `/${page.slice(0, -"index".length)}` };
    return { redirect: `/${page}` };
  }
  const direct = found(relative) ?? found(`${relative}.html`) ?? found(`${relative}/index.html`);
  if (direct) return direct;
  return build.folders.has(relative) ? "folder" : null;
}

function queryOf(req: IncomingMessage) {
  const at = req.url?.indexOf("?") ?? -1;
  return at < 0 ? "" : req.url!.slice(at);
}

/**
 * Serves `pathname` (decoded, normalised) from a build with clean URLs: `/about` is `about`,
 * `about.html` or `about/index.html`, `/about/` is `about/index.html`; a page named another way
 * (`/about/` or `/about.html` for `about.html`) is sent to its own address with one permanent
 * redirect, and a folder with no page of its own to its slash ("folder", left to the caller).
 * Sends the brotli or gzip copy written at build time when the client accepts it; supports HEAD,
 * ETag / Last-Modified revalidation (304) and single byte ranges (206, 416 when unsatisfiable).
 * Says "missing" when nothing matches and leaves that answer to the caller.
 */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  build: SiteBuild,
  pathname: string,
): Promise<"served" | "missing" | "folder"> {
  const located = locate(build, pathname);
  if (located === "folder") return "folder";
  if (!located) return "missing";
  if ("redirect" in located) {
    res.statusCode = 308;
    res.setHeader("Location", `${encodeURI(located.redirect)}${queryOf(req)}`);
    res.end();
    return "served";
  }
  return sendEntry(req, res, build, located.entry, 200);
}

/** The 404 page with status 404, compressed as any page is. */
export function serveNotFound(req: IncomingMessage, res: ServerResponse, build: SiteBuild | null) {
  const entry = build?.files.get("404.html");
  res.setHeader("Cache-Control", "no-cache");
  if (build && entry) return sendEntry(req, res, build, entry, 404);
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  const page = build?.notFoundPage ?? Buffer.from(ANSWERS.http.notFound);
  res.setHeader("Content-Length", String(page.length));
  res.end(req.method === "HEAD" ? undefined : page);
  return Promise.resolve("served" as const);
}

async function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  build: SiteBuild,
  entry: Entry,
  status: 200 | 404,
): Promise<"served" | "missing"> {
  const chosen = chooseVariant(req, entry);
  const { size, etag } = chosen;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);
  res.statusCode = status;
  if (status === 200) {
    res.setHeader("ETag", etag);
    if (isFresh(req, etag, entry.mtime)) {
      res.statusCode = 304;
      res.removeHeader("Content-Type");
      res.removeHeader("Content-Encoding");
      res.end();
      return "served";
    }
  }

  let start = 0;
  let end = size - 1;
  const rangeHeader = req.headers.range;
  if (status === 200 && rangeHeader && rangeStillValid(req, etag, entry.mtime)) {
    const ranges = parseRange(size, rangeHeader, { combine: true });
    if (ranges === -1) {
      res.statusCode = 416;
      res.setHeader("Content-Range", `bytes */${size}`);
      res.removeHeader("Content-Type");
      res.end();
      return "served";
    }
    // A malformed header, another unit or several ranges: the whole file, which is always allowed.
    if (ranges !== -2 && ranges.type === "bytes" && ranges.length === 1) {
      start = ranges[0]!.start;
      end = ranges[0]!.end;
      res.statusCode = 206;
      res.setHeader("Content-Range", `bytes ${start}-${end}/${size}`);
    }
  }

  const length = size === 0 ? 0 : end - start + 1;
  res.setHeader("Content-Length", String(length));
  if (req.method === "HEAD" || length === 0) {
    res.end();
    return "served";
  }
  if (chosen.body) {
    res.end(start === 0 && end === size - 1 ? chosen.body : chosen.body.subarray(start, end + 1));
    return "served";
  }
  // A large file is streamed from one open handle; a build removed meanwhile has no file left.
  const handle = await open(path.join(build.dir, chosen.file), "r").catch(() => null);
  if (!handle) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    return "missing";
  }
  const stream = handle.createReadStream({ start, end, autoClose: true });
  stream.on("error", () => res.destroy());
  res.on("close", () => stream.destroy());
  stream.pipe(res);
  return "served";
}
