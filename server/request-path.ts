import path from "node:path";

/** A request target read safely: the decoded, normalised path, or why it cannot be served. */
export type RequestPath =
  | {
      ok: true;
      pathname: string;
      search: string;
      /** False when the path had to be normalised (`//`, `.`, `..`): fine for a page, not an endpoint. */
      canonical: boolean;
    }
  | { ok: false };

/**
 * Reads the path of a request target (`/a%20b/../c?x=1`) without the URL parser, which throws on
 * targets such as `//`. The path is percent-decoded before anything looks at it, so `/%5fheaders`
 * and `/_headers` are the same path; repeated slashes collapse and `..` cannot climb above `/`.
 */
export function parseRequestPath(target: string | undefined): RequestPath {
  if (!target || !target.startsWith("/")) return { ok: false };
  const query = target.indexOf("?");
  const raw = query < 0 ? target : target.slice(0, query);
  const search = query < 0 ? "" : target.slice(query);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { ok: false };
  }
  // A NUL or a backslash never names a file here; a backslash would also let a redirect leave the site.
  if (decoded.includes("\0") || decoded.includes("\\")) return { ok: false };
  const trailing = decoded.endsWith("/");
  let pathname = path.posix.normalize(decoded);
  if (trailing && !pathname.endsWith("/")) pathname += "/";
  return { ok: true, pathname, search, canonical: pathname === decoded };
}

/**
 * True for paths that are not pages: top-level host configuration such as `/_headers` and any
 * dot-file or dot-folder. Checked on the decoded path.
 */
export function isPrivatePath(pathname: string): boolean {
  return pathname.startsWith("/_") || pathname.split("/").some((part) => part.startsWith("."));
}

/** The query of a request target, read without the URL parser (which throws on `//a:b/..`). */
export function queryOf(target: string | undefined): URLSearchParams {
  const query = (target ?? "").indexOf("?");
  return new URLSearchParams(query < 0 ? "" : (target ?? "").slice(query + 1));
}
