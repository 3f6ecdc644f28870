import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { contact, consultation, formById } from "../core/forms/definitions.ts";
import { plannedRoom } from "../core/forms/planner-room.ts";
import {
  site,
  consultationForm as consultationCopy,
  formAnswers as ANSWERS,
} from "../core/content/words.ts";
import type { Errors, FormDefinition, Values } from "../core/forms/fields.ts";
import { SERVER_LIMIT, TOKEN_RULES } from "../core/forms/limits.ts";
import { checkPost, formKeyOf, originOf } from "./checks.ts";
import { renderFormPage } from "./form-page.ts";
import { markup } from "./html.ts";
import { readFields, type Fields } from "./body.ts";
import { clientAddress } from "./client-ip.ts";
import { limitAddress } from "./ip-prefix.ts";
import { FORM_COPY } from "../core/forms/form-words.ts";
import type { FormId } from "../core/forms/definitions.ts";
import { queryOf } from "./request-path.ts";
import {
  StoreUnavailable,
  submissionDigest,
  type Admitted,
  type Store,
  type StoredRecord,
} from "./store/types.ts";
import { RequestError } from "./request-error.ts";
import { processTokens, type Tokens } from "./token-signer.ts";

/** Why a native post gets its form back instead of being stored. */
export type AgainReason = "confirm" | "invalid" | "over-limit" | "unavailable";

/**
 * One form's endpoint: its definition and where it lives, plus the steps in which it differs from
 * the enquiry forms. Every hook has a default, which is how the consultation and contact forms
 * answer; the newsletter supplies its own record (double opt-in) and its own pages.
 */
export interface FormEndpoint {
  form: FormDefinition;
  /** The form's own page, linked from the pages a refused native post gets. */
  page: string;
  /** The form key recorded when a post names none. */
  formKey: string;
  /** The largest body read for this form. */
  maxBytes?: number;
  /** The record's own fields from the checked values (by default the values as they are). */
  record?: (values: Values, fields: Fields, time: number) => Record<string, unknown>;
  /** The answer to an accepted post (by default 201 for a script, a 303 to the thank-you page). */
  accepted?: (req: IncomingMessage, res: ServerResponse, json: boolean, fields: Fields) => void;
  /** A native post's form again, with its values, errors and a token for one more press. */
  again?: (res: ServerResponse, status: number, reason: AgainReason, state: AgainState) => void;
  /** A native post refused without its form (a filled trap, an unreadable body). */
  refused?: (res: ServerResponse, status: number, message: string) => void;
  /** The message of a 422 for a script. */
  invalidMessage?: string;
}

export interface AgainState {
  values: Values;
  errors: Errors;
  token?: string;
  fields: Fields;
}

export interface FormOptions {
  store: Store;
  /** Endpoints beside the consultation and contact forms, by path (the newsletter). */
  endpoints?: Record<string, FormEndpoint>;
  /** Accepted submissions allowed per address per form in one window; `SERVER_LIMIT` by default. */
  limit?: number;
  windowMs?: number;
  /** Proxy hops in front of the server whose X-Forwarded-For entries are trusted (`true`: one). */
  trustProxy: number | boolean;
  now?: () => number;
  /** The token issuer; by default the process's own, keyed with `FORM_SECRET`. */
  tokens?: Tokens;
  /**
   * What a lead is stored with, decided before it is stored (the visitor's acknowledgement: whether
   * it will go, taken against the recipient's allowance once, so every instance says the same).
   */
  prepare?: (record: StoredRecord) => Promise<StoredRecord>;
  /** Told that a prepared record was not stored, so what `prepare` took is given back. */
  refused?: (record: StoredRecord) => Promise<void>;
  /** The notification channels a stored lead of `form` is owed (stored with it, in one write). */
  channels?: (form: string, record: StoredRecord) => readonly string[];
  /** Told that a lead was stored with its notifications, so they go out now. */
  notify?: () => void;
  /** The site's public origin, for links kept with a lead; the configured site URL by default. */
  siteOrigin?: () => string;
}

function wantsJson(req: IncomingMessage) {
  return (req.headers.accept ?? "").includes("application/json");
}

/** Where an accepted native post of an enquiry form lands: the page that says what happens next. */
const SENT_PAGE = "/thank-you";

function sendJson(res: ServerResponse, status: number, body: Record<string, unknown>) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

function sendPage(res: ServerResponse, status: number, page: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(page);
}

/** A short page for a native post that cannot be answered with the form again. */
function plainPage(title: string, message: string, back: string): string {
  return markup`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${message}</p>
          <p><a href="${back}">${ANSWERS.back}</a></p>
        </main>
      </body>
    </html>`.value;
}

/** How long a visitor is asked to wait when the store cannot write. */
export const RETRY_AFTER_UNAVAILABLE_S = 10;

/** What every form's visitor is told when a post is refused: the forms share these words. */
const MESSAGES = consultationCopy.messages;

/**
 * Receives the site's forms and issues their tokens. Each post is checked by its form's
 * definition, the same rules the browser uses (the server is the real boundary: a bypassed client
 * gets nothing through), and an accepted one is appended to `<form>.jsonl` in the store with the
 * form, form key, origin and time it came from.
 *
 * `fetch` (Accept: application/json) gets JSON: 201, 422 with `fields`, 403 for a token, 429 with
 * `Retry-After`. A native post gets a 303 to the thank-you page when accepted; otherwise a page with the
 * form again, its values, its errors and a fresh token. That is how a visitor without script
 * sends a form: their first post carries no token, and the second press, from that page, does.
 *
 * A token is spent once. The same submission sent again with it (a 503 whose store had in fact
 * kept the first, a reply lost on the way back) is answered as the first was, 201 or 303, and
 * stores and sends nothing again; anything else sent with a spent token is refused.
 */
export function createFormHandler(options: FormOptions) {
  const now = options.now ?? Date.now;
  const tokens = options.tokens ?? processTokens();

  const forms: Record<string, FormEndpoint> = {
    "/api/consultation": {
      form: consultation,
      page: "/#consultation",
      formKey: "hero-form",
      // A request sent from the planner carries its room; a room that is not one is left out.
      record: (values, fields) => ({
        ...values,
        ...plannedRoom(fields.room, options.siteOrigin?.() ?? site.url),
      }),
    },
    "/api/contact": { form: contact, page: "/contact#enquiry", formKey: "contact-page" },
    ...options.endpoints,
  };
  const TOKEN_PATH = "/api/token";

  const cors = (req: IncomingMessage, res: ServerResponse, methods: string) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Vary", "Origin");
    if (req.method !== "OPTIONS") return false;
    res.setHeader("Access-Control-Allow-Methods", `${methods}, OPTIONS`);
    res.setHeader("Access-Control-Allow-Headers", "Accept, Content-Type");
    res.setHeader("Access-Control-Max-Age", "600");
    res.statusCode = 204;
    res.end();
    return true;
  };

  /** GET /api/token?form=consultation: a fresh token for that form, and how soon it may be used. */
  const issueToken = (req: IncomingMessage, res: ServerResponse) => {
    if (cors(req, res, "GET")) return;
    if (req.method !== "GET") {
      res.setHeader("Allow", "GET, OPTIONS");
      return sendJson(res, 405, { ok: false, error: "method", message: ANSWERS.useGet });
    }
    const id = queryOf(req.url).get("form");
    const form = formById(id);
    if (!form)
      return sendJson(res, 400, { ok: false, error: "form", message: ANSWERS.unknownForm });
    sendJson(res, 200, {
      token: tokens.issue(form.id),
      form: form.id,
      minFillMs: tokens.rules.minFillMs,
      maxAgeMs: TOKEN_RULES.maxAgeMs,
    });
  };

  return {
    matches: (pathname: string): boolean => pathname in forms || pathname === TOKEN_PATH,

    async handle(req: IncomingMessage, res: ServerResponse, pathname: string) {
      if (pathname === TOKEN_PATH) return issueToken(req, res);
      const endpoint = forms[pathname]!;
      const { form, page, formKey: defaultKey } = endpoint;
      if (cors(req, res, "POST")) return;
      const json = wantsJson(req);
      const fail = (status: number, body: Record<string, unknown>) => {
        if (json) return sendJson(res, status, { ok: false, ...body });
        if (endpoint.refused) return endpoint.refused(res, status, String(body.message));
        sendPage(res, status, plainPage(ANSWERS.notSent, String(body.message), page));
      };
      if (req.method !== "POST") {
        res.setHeader("Allow", "POST, OPTIONS");
        return fail(405, { error: "method", message: ANSWERS.usePost });
      }

      let fields: Fields;
      try {
        fields = await readFields(req, res, endpoint.maxBytes);
      } catch (error) {
        if (!(error instanceof RequestError)) throw error;
        return fail(error.status, { error: error.reason, message: error.message });
      }

      const verdict = checkPost(form, fields, tokens);
      const formKey = formKeyOf(fields, defaultKey);
      const failed = FORM_COPY[form.id as FormId]?.messages.failed ?? MESSAGES.failed;
      const HEADINGS: Record<AgainReason, [string, string]> = {
        confirm: [ANSWERS.pages.confirm.title, ANSWERS.pages.confirm.text],
        invalid: [ANSWERS.pages.invalid.title, ANSWERS.pages.invalid.text],
        "over-limit": [ANSWERS.notSent, MESSAGES.overLimit],
        unavailable: [failed, failed],
      };
      const again = (status: number, reason: AgainReason, state: Omit<AgainState, "fields">) => {
        if (endpoint.again) return endpoint.again(res, status, reason, { ...state, fields });
        const [heading, message] = HEADINGS[reason];
        sendPage(
          res,
          status,
          renderFormPage({
            form,
            action: pathname,
            back: page,
            heading,
            message,
            formKey,
            ...state,
          }),
        );
      };

      switch (verdict.kind) {
        case "honeypot":
          return fail(400, { error: "rejected", message: ANSWERS.rejected });
        case "token":
          if (json)
            return fail(403, {
              error: "token",
              reason: verdict.reason,
              message: MESSAGES.security,
            });
          return again(Object.keys(verdict.errors).length ? 422 : 200, "confirm", {
            values: verdict.values,
            errors: verdict.errors,
            // A genuine token sent too soon is good again in a moment; a fresh one would start
            // the wait over, and a visitor who presses quickly would never get through.
            token: verdict.reason === "early" ? fields._token : tokens.issue(form.id),
          });
        case "invalid":
          if (json)
            return fail(422, {
              error: "invalid",
              fields: verdict.errors,
              message: endpoint.invalidMessage ?? ANSWERS.pages.invalid.text,
            });
          return again(422, "invalid", {
            values: verdict.values,
            errors: verdict.errors,
            token: verdict.token,
          });
      }

      const time = now();
      const hops =
        typeof options.trustProxy === "number" ? options.trustProxy : +options.trustProxy;
      const address = limitAddress(
        clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], hops),
      );
      let lead: StoredRecord = {
        id: randomUUID(),
        form: form.id,
        formKey,
        origin: originOf(req.headers),
        receivedAt: new Date(time).toISOString(),
        ...(endpoint.record ? endpoint.record(verdict.values, fields, time) : verdict.values),
      };
      // What the visitor sent, before anything is decided about it: the same post sent again with
      // the same token has the same digest, so its first answer, lost on the way back, is given.
      const submission = submissionDigest(verdict.token, lead);
      /** What `prepare` took for a record that is then not stored is given back, never lost. */
      const giveBack = (record: StoredRecord) =>
        options
          .refused?.(record)
          .catch((error: unknown) =>
            console.error(
              `A refused ${form.id} submission's allowance could not be given back:`,
              error,
            ),
          );
      let admitted: Admitted;
      try {
        if (options.prepare) lead = await options.prepare(lead);
        admitted = await options.store.accept(
          {
            token: verdict.token,
            tokenExpiresAt: verdict.issuedAt + TOKEN_RULES.maxAgeMs + 1000,
            limitKey: `${form.id}:${address}`,
            limit: options.limit ?? SERVER_LIMIT.submissions,
            windowMs: options.windowMs ?? SERVER_LIMIT.windowMs,
            now: time,
            submission,
          },
          lead,
          options.channels?.(form.id, lead) ?? [],
        );
      } catch (error) {
        // Not stored, so not acknowledged: the visitor keeps what they typed and tries again.
        console.error(`A ${form.id} submission could not be stored:`, error);
        // Unless it may have been stored all the same (a COMMIT whose answer was lost): then its
        // acknowledgement may go, and what it took stays taken. Sent again with its token, it is
        // a repeat, which takes nothing more; were it not kept, the mailbox has one e-mail fewer
        // that day, never one more.
        if (!(error instanceof StoreUnavailable && error.uncertain)) await giveBack(lead);
        res.setHeader("Retry-After", String(RETRY_AFTER_UNAVAILABLE_S));
        const message = HEADINGS.unavailable[1];
        if (json) return fail(503, { error: "unavailable", message });
        return again(503, "unavailable", {
          values: verdict.values,
          errors: {},
          token: verdict.token,
        });
      }
      const repeat = admitted.ok && "repeat" in admitted;
      // Not stored now: what `prepare` took for it is given back (a repeat's first took its own).
      if (!admitted.ok || repeat) await giveBack(lead);
      if (repeat)
        console.log(
          `A ${form.id} submission sent again with its token (its first answer did not arrive) is answered as the first was; nothing is stored or sent again.`,
        );
      if (!admitted.ok && admitted.reason === "spent") {
        if (json) return fail(403, { error: "token", reason: "spent", message: MESSAGES.security });
        return again(200, "confirm", {
          values: verdict.values,
          errors: {},
          token: tokens.issue(form.id),
        });
      }
      if (!admitted.ok) {
        const seconds = Math.max(1, Math.ceil(admitted.retryAfterMs / 1000));
        res.setHeader("Retry-After", String(seconds));
        if (json)
          return fail(429, {
            error: "over-limit",
            retryAfter: seconds,
            message: MESSAGES.overLimit,
          });
        return again(429, "over-limit", {
          values: verdict.values,
          errors: {},
          token: verdict.token,
        });
      }
      if (admitted.stored) options.notify?.();
      if (endpoint.accepted) return endpoint.accepted(req, res, json, fields);
      if (json) return sendJson(res, 201, { ok: true, form: form.id });
      res.statusCode = 303;
      res.setHeader("Location", SENT_PAGE);
      res.end();
    },
  };
}
