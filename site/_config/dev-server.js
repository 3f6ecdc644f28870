// @ts-check
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The page file a clean URL stands for in a built site, the way `npm start` and static hosts
 * resolve it: `/about` → `/about.html` (or `/about/index.html`), a file's own path → itself;
 * undefined when there is none.
 * @param {string} root the built site's folder
 * @param {string} pathname a decoded URL path
 */
export function pageFor(root, pathname) {
  const clean = pathname.replace(/\/+$/, "");
  for (const candidate of [pathname, `${clean}.html`, `${clean}/index.html`]) {
    const file = path.join(root, candidate);
    if (!path.resolve(file).startsWith(path.resolve(root))) return undefined;
    if (existsSync(file) && statSync(file).isFile()) return candidate;
  }
  return undefined;
}

/**
 * A Vite plugin for `npm run dev`: clean URLs answer with their page and an unknown path gets
 * the 404 page with status 404, as `npm start` serves the built site. It runs after Vite's own
 * handlers, so scripts, styles and files Vite serves are untouched.
 * @returns {import("vite").Plugin}
 */
export function servePagesAsBuilt() {
  return {
    name: "serve-pages-as-built",
    apply: "serve",
    configureServer(server) {
      const root = server.config.root;
      // Returned, so it is added after Vite's handlers and before its empty 404.
      return () => {
        /** @type {(...args: Parameters<import("vite").Connect.NextHandleFunction>) => Promise<void>} */
        const serve = async (req, res, next) => {
          if (req.method !== "GET" && req.method !== "HEAD") return next();
          const url = new URL(req.url ?? "/", "http://localhost");
          let pathname;
          try {
            pathname = decodeURIComponent(url.pathname);
          } catch {
            pathname = url.pathname;
          }
          const page = pageFor(root, pathname);
          if (page) {
            // Vite's page handler serves it, with the live-reload client added.
            req.url = page + url.search;
            return next();
          }
          const notFound = path.join(root, "404.html");
          if (!existsSync(notFound)) return next();
          try {
            const html = await server.transformIndexHtml(
              "/404.html",
              await readFile(notFound, "utf8"),
              req.originalUrl,
            );
            res.statusCode = 404;
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.setHeader("Cache-Control", "no-cache");
            res.end(req.method === "HEAD" ? undefined : html);
          } catch (error) {
            next(error);
          }
        };
        server.middlewares.use((req, res, next) => {
          serve(req, res, next).catch(next);
        });
      };
    },
  };
}
