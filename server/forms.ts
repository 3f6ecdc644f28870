import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import busboy from "busboy";
import { rateLimit } from "../widgets/shared/rate-limit.ts";
import {
  checkServerSubmission,
  checkContactSubmission,
} from "../widgets/consultation-form/submission.ts";
import type { Store } from "./store.ts";

/** Limits on one request body: generous for the longest honest form, fatal to a flood of bytes. */
const LIMITS = { fields: 30, fieldSize: 16 * 1024, files: 0, parts: 30 };
const MAX_BODY_BYTES = 64 * 1024;

export interface FormOptions {
  store: Store;
  /** Submissions allowed per address per form in one window. */
  limit: number;
  windowMs: number;
  /** Trust X-Forwarded-For for the client address (only behind a proxy that sets it). */
  trustProxy: boolean;
  now?: () => number;
  /** Told about each stored lead (e-mail, webhook); resolves once that is queued, not sent. */
  notify?: (form: string, lead: { id: string; receivedAt: string }) => Promise<void>;
}

type Fields = Record<string, string>;

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a multipart or URL-encoded body into plain fields, refusing files and oversized bodies. */
function readFields(req: IncomingMessage): Promise<Fields> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: LIMITS });
    } catch {
      return reject(
        new RequestError(
          415,
          "unsupported",
          "Send the form as multipart/form-data or URL-encoded.",
        ),
      );
    }
    const fields: Fields = {};
    let bytes = 0;
    const tooLarge = () =>
      reject(new RequestError(413, "too-large", "The submission is too large."));
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_BODY_BYTES) {
        req.unpipe(parser);
        req.resume();
        tooLarge();
      }
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return tooLarge();
      fields[name] = value;
    });
    parser.on("file", (_name, stream) => {
      stream.resume();
      reject(new RequestError(400, "file", "Files are not accepted."));
    });
    parser.on("fieldsLimit", tooLarge);
    parser.on("partsLimit", tooLarge);
    parser.on("error", () =>
      reject(new RequestError(400, "malformed", "The submission could not be read.")),
    );
    parser.on("close", () => resolve(fields));
    req.pipe(parser);
  });
}

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  if (trustProxy && typeof forwarded === "string" && forwarded)
    return forwarded.split(",")[0]!.trim();
  return req.socket.remoteAddress ?? "unknown";
}

function wantsJson(req: IncomingMessage) {
  return (req.headers.accept ?? "").includes("application/json");
}

/** Where a native post goes back to: the page it came from, on this site only, at the form. */
function backTo(req: IncomingMessage, fallback: string, outcome: string) {
  const host = req.headers.host ?? "localhost";
  let target = new URL(fallback, `http://${host}`);
  try {
    const referer = new URL(req.headers.referer ?? "");
    if (referer.host === host) target = referer;
  } catch {
    // No or bad Referer: the fallback page.
  }
  target.searchParams.set("sent", outcome);
  return `${target.pathname}${target.search}${new URL(fallback, "http://localhost").hash}`;
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
    res.setHeader("Location", backTo(req, page, String(body.form)));
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
  const history = new Map<string, number[]>();

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
        const key = `${form.name}:${clientAddress(req, options.trustProxy)}`;
        const time = now();
        const limited = rateLimit(history.get(key) ?? [], time, options.limit, options.windowMs);
        if (!limited.allowed) {
          res.setHeader("Retry-After", String(Math.ceil(limited.retryAfterMs / 1000)));
          throw new RequestError(
            429,
            "rate-limited",
            "Too many submissions. Please wait a minute before trying again.",
          );
        }
        history.set(key, limited.history);

        const result = form.check(await readFields(req));
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
