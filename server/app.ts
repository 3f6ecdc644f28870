import type { IncomingMessage, ServerResponse } from "node:http";
import { formAnswers as ANSWERS } from "../core/content/words.ts";
import compression from "compression";
import { createFormHandler, type FormOptions } from "./form-endpoints.ts";
import { isPrivatePath, parseRequestPath } from "./request-path.ts";
import { createBuildResolver, serveFile, serveNotFound, type SiteBuild } from "./static.ts";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A group of server routes beside the forms (the newsletter). */
export interface Route {
  matches(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<unknown>;
}

const PAGE_METHODS = "GET, HEAD, OPTIONS";

/** Ends a response that cannot be completed normally, without letting the error escape. */
function fail(res: ServerResponse, error: unknown) {
  console.error(error);
  if (res.headersSent) return void res.destroy();
  res.statusCode = 500;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(ANSWERS.http.serverError);
}

/**
 * Serves a built site the way a production static host does (clean URLs, the headers from its
 * `_headers` file, compressed text, the 404 page with status 404 for every unknown path) and
 * receives its forms, so the whole journey works on one machine. `root` may be a symlink that a
 * rebuild swaps: each request is answered from the build it points to when the request arrives.
 */
export function createApp(root: string, formOptions: FormOptions, routes: Route[] = []): Handler {
  const builds = createBuildResolver(root);
  // Read the current build now, so the first visitor does not wait for it.
  builds.resolve().catch(() => undefined);
  const compress = compression();
  const forms = createFormHandler(formOptions);

  const notFound = (req: IncomingMessage, res: ServerResponse, build: SiteBuild | null) =>
    void serveNotFound(req, res, build);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const target = parseRequestPath(req.url);
    if (!target.ok) {
      res.statusCode = 400;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.setHeader("Connection", "close");
      return res.end(ANSWERS.http.badRequest);
    }
    const { pathname, search } = target;
    let build = await builds.resolve().catch((error: unknown) => {
      console.error(error);
      return null;
    });
    if (build) for (const [name, value] of build.headersFor(pathname)) res.setHeader(name, value);

    const route = routes.find((candidate) => candidate.matches(pathname));
    // An endpoint is reached by its own path only: `//a:b/../api/token` names no endpoint.
    if ((forms.matches(pathname) || route) && !target.canonical) {
      res.statusCode = 400;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      return res.end(ANSWERS.http.badRequest);
    }
    if (forms.matches(pathname)) return forms.handle(req, res, pathname);
    if (route) return route.handle(req, res, pathname);
    if (!build) return fail(res, new Error(`No build to serve at ${root}; run npm run build.`));

    if (req.method === "OPTIONS") {
      res.statusCode = 204;
      res.setHeader("Allow", PAGE_METHODS);
      return res.end();
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.statusCode = 405;
      res.setHeader("Allow", PAGE_METHODS);
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      return res.end(ANSWERS.http.methodNotAllowed);
    }
    // Host configuration (`_headers`) and dot-files are not pages, however the path is spelled.
    if (isPrivatePath(pathname)) return notFound(req, res, build);
    for (let attempt = 1; ; attempt++) {
      const outcome = await serveFile(req, res, build, pathname);
      if (outcome === "served") return;
      // A build swapped and removed while this request looked in it can lack any file: answer
      // "not here" only from the build that is current now.
      if (attempt < 3 && !builds.isCurrent(build)) {
        build = await builds.resolve();
        for (const [name, value] of build.headersFor(pathname)) res.setHeader(name, value);
        continue;
      }
      if (outcome === "missing") return notFound(req, res, build);
      res.statusCode = 301;
      // Built from the decoded, normalised path, so the target is always a path on this site.
      res.setHeader("Location", `${encodeURI(`${pathname}/`)}${search}`);
      return res.end();
    }
  };

  /** Answers made per request; files were compressed when the site was built. */
  const isMadePerRequest = (url: string | undefined) => {
    const target = parseRequestPath(url);
    return (
      target.ok &&
      (forms.matches(target.pathname) ||
        routes.some((candidate) => candidate.matches(target.pathname)))
    );
  };

  return (req, res) => {
    req.on("error", () => res.destroy());
    res.on("error", () => undefined);
    const run = () => void handle(req, res).catch((error: unknown) => fail(res, error));
    if (isMadePerRequest(req.url)) compress(req as never, res as never, run);
    else run();
  };
}
