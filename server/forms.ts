import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  checkServerSubmission,
  checkContactSubmission,
} from "../widgets/consultation-form/submission.ts";
import { readFields } from "./body.ts";
import { clientAddress } from "./client-address.ts";
import { createLimiter } from "./limiter.ts";
import { backToPath } from "./redirect.ts";
import { RequestError } from "./request-error.ts";
import type { Store } from "./store.ts";

export interface FormOptions {
  store: Store;
  /** Submissions allowed per address per form in one window. */
  limit: number;
  windowMs: number;
  /** Proxy hops in front of the server whose X-Forwarded-For entries are trusted (`true`: one). */
  trustProxy: number | boolean;
  now?: () => number;
  /** Told about each stored lead (e-mail, webhook); resolves once that is queued, not sent. */
  notify?: (form: string, lead: { id: string; receivedAt: string }) => Promise<void>;
}

function wantsJson(req: IncomingMessage) {
  return (req.headers.accept ?? "").includes("application/json");
}

function reply(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  page: string,
) {
  if (wantsJson(req)) {
    res.statusCode = status;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify(body));
    return;
  }
  if (status < 400) {
    res.statusCode = 303;
    res.setHeader(
      "Location",
      backToPath(req.headers.referer, req.headers.host, page, String(body.form)),
    );
    res.end();
    return;
  }
  // A native post that failed: say why, and let the browser's Back button return the typed values.
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(
    `<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please check your details</title>` +
      `<main><h1>Please check your details</h1><p>${String(body.message)}</p><p><a href="${page}">Return to the form</a> or use your browser's Back button to keep what you typed.</p></main></html>`,
  );
}

/**
 * Receives the site's two forms. Each submission is checked with the same rules the browser uses
 * (the server is the real boundary: a bypassed client gets nothing through), then appended to
 * `<form>.jsonl` in the store. Answers `fetch` with JSON and a native post with a 303 back.
 */
export function createFormHandler(options: FormOptions) {
  const now = options.now ?? Date.now;
  const limiter = createLimiter({ limit: options.limit, windowMs: options.windowMs });

  const forms = {
    "/api/consultation": {
      name: "consultation",
      page: "/#consultation",
      check: checkServerSubmission,
    },
    "/api/contact": { name: "contact", page: "/contact#enquiry", check: checkContactSubmission },
  } as const;

  return {
    matches: (pathname: string): pathname is keyof typeof forms => pathname in forms,

    async handle(req: IncomingMessage, res: ServerResponse, pathname: keyof typeof forms) {
      const form = forms[pathname];
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Vary", "Origin");
      if (req.method === "OPTIONS") {
        res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
        res.setHeader("Access-Control-Allow-Headers", "Accept, Content-Type");
        res.setHeader("Access-Control-Max-Age", "600");
        res.statusCode = 204;
        return res.end();
      }
      if (req.method !== "POST") {
        res.setHeader("Allow", "POST, OPTIONS");
        return reply(
          req,
          res,
          405,
          { ok: false, error: "method", message: "Use POST." },
          form.page,
        );
      }

      try {
        const address = clientAddress(
          req.socket.remoteAddress,
          req.headers["x-forwarded-for"],
          Number(options.trustProxy),
        );
        const time = now();
        const limited = limiter.check(`${form.name}:${address}`, time);
        if (!limited.allowed) {
          res.setHeader("Retry-After", String(Math.ceil(limited.retryAfterMs / 1000)));
          throw new RequestError(
            429,
            "rate-limited",
            "Too many submissions. Please wait a minute before trying again.",
          );
        }

        const result = form.check(await readFields(req, res));
        if (result.kind === "honeypot")
          throw new RequestError(400, "rejected", "The submission was rejected.");
        if (result.kind === "token") {
          throw new RequestError(
            403,
            "token",
            "Security validation failed. Please refresh and try again.",
          );
        }
        if (result.kind === "invalid") {
          res.statusCode = 422;
          return reply(
            req,
            res,
            422,
            {
              ok: false,
              error: "invalid",
              fields: result.errors,
              message: "Please correct the errors in the form.",
            },
            form.page,
          );
        }
        const lead = {
          id: randomUUID(),
          receivedAt: new Date(time).toISOString(),
          ...result.values,
        };
        await options.store.append(form.name, lead);
        await options.notify?.(form.name, lead);
        return reply(req, res, 201, { ok: true, form: form.name }, form.page);
      } catch (error) {
        if (!(error instanceof RequestError)) throw error;
        return reply(
          req,
          res,
          error.status,
          { ok: false, error: error.reason, message: error.message },
          form.page,
        );
      }
    },
  };
}
