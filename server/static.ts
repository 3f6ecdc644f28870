import { open, readFile, realpath, type FileHandle } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { lookup } from "mrmime";
import parseRange from "range-parser";
import { parseHeaders, type HeaderRule } from "./headers.ts";

/** One complete build of the site: its folder, its `_headers` rules and its 404 page. */
export interface SiteBuild {
  dir: string;
  rules: HeaderRule[];
  notFoundPage: Buffer;
}

/**
 * Finds the build to serve for each request. `root` may be a symlink that a build swaps
 * atomically; it is resolved on every request, so a running server moves to a new build at once
 * and one request never mixes two. A build folder never changes once published, so what is read
 * from it is kept, per folder.
 */
export function createBuildResolver(root: string) {
  const builds = new Map<string, Promise<SiteBuild>>();
  const load = async (dir: string): Promise<SiteBuild> => {
    const headers = await readFile(path.join(dir, "_headers"), "utf8").catch(() => "");
    const notFoundPage = await readFile(path.join(dir, "404.html")).catch(() =>
      Buffer.from("<!doctype html><title>Not found</title><h1>Not found</h1>"),
    );
    return { dir, rules: parseHeaders(headers), notFoundPage };
  };
  const resolve = async (): Promise<SiteBuild> => {
    const dir = await realpath(root);
    let build = builds.get(dir);
    if (!build) {
      build = load(dir);
      builds.set(dir, build);
      build.catch(() => builds.delete(dir));
      // Only the newest few builds are ever resolved; forget the rest.
      for (const key of [...builds.keys()].slice(0, -4)) builds.delete(key);
    }
    return build;
  };
  /** True while `build` is still the one `root` points to. */
  const isCurrent = async (build: SiteBuild) =>
    (await realpath(root).catch(() => null)) === build.dir;
  return { resolve, isCurrent };
}

const TEXT = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

function contentType(file: string) {
  const type = lookup(file) ?? "application/octet-stream";
  return TEXT.test(type) ? `${type}; charset=utf-8` : type;
}

/** Opens the first candidate that is a regular file; reports a folder so the caller can redirect. */
async function openFirst(
  dir: string,
  candidates: string[],
): Promise<{ handle: FileHandle; file: string; size: number; mtime: Date } | "folder" | null> {
  let folder = false;
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    let handle: FileHandle;
    try {
      handle = await open(file, "r");
    } catch {
      continue;
    }
    // Size and bytes both come from this one open file, so a file replaced meanwhile is never mixed in.
    const stat = await handle.stat().catch(() => null);
    if (stat?.isFile()) return { handle, file, size: stat.size, mtime: stat.mtime };
    await handle.close().catch(() => undefined);
    if (stat?.isDirectory() && candidate === candidates[0]) folder = true;
  }
  return folder ? "folder" : null;
}

function isFresh(req: IncomingMessage, etag: string, mtime: Date) {
  const noneMatch = req.headers["if-none-match"];
  if (noneMatch) {
    return noneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === etag.replace(/^W\//, ""));
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** True when an `If-Range` validator still matches, so a range may be served. */
function rangeStillValid(req: IncomingMessage, etag: string, mtime: Date) {
  const ifRange = String(req.headers["if-range"] ?? "");
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.replace(/^W\//, "") === etag.replace(/^W\//, "");
  return Math.floor(mtime.getTime() / 1000) * 1000 <= Date.parse(ifRange);
}

/**
 * Serves `pathname` (decoded, normalised) from a build with clean URLs: `/about` is `about`,
 * `about.html` or `about/index.html`, `/about/` is `about/index.html`; a folder with no page of
 * its own is redirected to its slash.
 * Supports HEAD, ETag / Last-Modified revalidation (304) and single byte ranges (206, 416 when
 * unsatisfiable). Says "missing" when nothing matches and "folder" for a folder without its
 * slash, and leaves those answers to the caller.
 */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  build: SiteBuild,
  pathname: string,
): Promise<"served" | "missing" | "folder"> {
  const relative = pathname.slice(1);
  const candidates = pathname.endsWith("/")
    ? [`${relative}index.html`]
    : [relative, `${relative}.html`, `${relative}/index.html`];
  const found = await openFirst(build.dir, candidates);
  if (found === "folder") return "folder";
  if (!found) return "missing";

  const { handle, file, size, mtime } = found;
  let streaming = false;
  try {
    const etag = `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
    res.setHeader("Content-Type", contentType(file));
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", mtime.toUTCString());
    res.setHeader("Accept-Ranges", "bytes");

    if (isFresh(req, etag, mtime)) {
      res.statusCode = 304;
      res.removeHeader("Content-Type");
      res.end();
      return "served";
    }

    let start = 0;
    let end = size - 1;
    const rangeHeader = req.headers.range;
    if (rangeHeader && rangeStillValid(req, etag, mtime)) {
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
    const stream = handle.createReadStream({ start, end, autoClose: true });
    streaming = true;
    stream.on("error", () => res.destroy());
    res.on("close", () => stream.destroy());
    stream.pipe(res);
    return "served";
  } finally {
    if (!streaming) await handle.close().catch(() => undefined);
  }
}
