import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { createFormHandler, type FormOptions } from "./forms.ts";
import { headersFor, parseHeaders } from "./headers.ts";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A group of server routes beside the forms (the newsletter). */
export interface Route {
  matches(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<unknown>;
}

/**
 * Serves a built site the way a production static host does (clean URLs, the headers from its
 * `_headers` file, compressed text, the 404 page with status 404 for every unknown path) and
 * receives its forms, so the whole journey works on one machine.
 */
export function createApp(root: string, formOptions: FormOptions, routes: Route[] = []): Handler {
  const rules = parseHeaders(readFileSync(path.join(root, "_headers"), "utf8"));
  const notFoundPage = readFileSync(path.join(root, "404.html"));
  const compress = compression();
  const serveFile = sirv(root, { extensions: ["html"], etag: true, dotfiles: false });
  const forms = createFormHandler(formOptions);

  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(notFoundPage);
  };

  return (req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
    compress(req as never, res as never, () => {
      const route = forms.matches(pathname)
        ? forms
        : routes.find((candidate) => candidate.matches(pathname));
      if (route) {
        route.handle(req, res, pathname as never).catch((error: unknown) => {
          console.error(error);
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
        return;
      }
      // Top-level files such as `_headers` configure the host; they are not pages.
      if (pathname.startsWith("/_")) return notFound(res);
      serveFile(req, res, () => notFound(res));
    });
  };
}
