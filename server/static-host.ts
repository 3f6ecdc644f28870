/**
 * How a static host (Netlify, Cloudflare Pages, nginx with `try_files $uri $uri.html
 * $uri/index.html`) answers a path from a folder of files, so a test can tell which links cost
 * a visitor a redirect:
 * - `/` and any path ending in `/` is that folder's `index.html`;
 * - `/about` is the file `about` when there is one that is not a page, else `about.html`;
 * - a page named with its extension (`/about.html`) or a folder named without its slash
 *   (`/newsletter` for `newsletter/index.html`) is redirected to the other form.
 */
export type HostAnswer =
  { kind: "file"; file: string } | { kind: "redirect"; file: string } | { kind: "missing" };

/** The answer a static host gives `pathname` (decoded, no query) from `files` (relative paths). */
export function staticHostAnswer(files: ReadonlySet<string>, pathname: string): HostAnswer {
  const relative = pathname.replace(/^\/+/, "");
  if (relative === "" || relative.endsWith("/")) {
    const file = `${relative}index.html`;
    return files.has(file) ? { kind: "file", file } : { kind: "missing" };
  }
  if (relative.endsWith(".html") && files.has(relative))
    return { kind: "redirect", file: relative };
  if (files.has(relative)) return { kind: "file", file: relative };
  if (files.has(`${relative}.html`)) return { kind: "file", file: `${relative}.html` };
  if (files.has(`${relative}/index.html`))
    return { kind: "redirect", file: `${relative}/index.html` };
  return { kind: "missing" };
}

/** The URL path every host serves a page file at directly: `about.html` → `/about`. */
export function pagePath(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`;
  if (file.endsWith(".html")) return `/${file.slice(0, -".html".length)}`;
  return `/${file}`;
}
