import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFields, type Fields } from "../body.ts";
import { clientAddress as addressOf } from "../client-ip.ts";
import { processTokens, type Tokens } from "../token-signer.ts";
import { FORM_COPY } from "../../core/forms/form-words.ts";
import { fillIn } from "../../core/forms/fill-in.ts";
import {
  consultationForm as consultationCopy,
  newsletter as COPY,
} from "../../core/content/words.ts";
import { newsletter } from "../../core/forms/newsletter-form.ts";
import { SafeHtml, markup } from "../html.ts";
import { errorHtml, fieldsHtml, hiddenHtml } from "../../core/forms/render-form.tsx";
import type { Errors } from "../../core/forms/fields.ts";
import type { MailMessage } from "./message.ts";
import { verifyLink, type LinkAction } from "./signed-link.ts";
import { limitAddress } from "../ip-prefix.ts";
import { queryOf } from "../request-path.ts";
import type { NewsletterEvent, Store } from "../store/types.ts";
import type { FormEndpoint } from "../form-endpoints.ts";

/** A confirmation link works for three days: long enough for a weekend, short enough to go stale. */
export const CONFIRM_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** Where the server writes a result into the newsletter page's shell. */
export const MESSAGE_MARKER = "<!--newsletter-message-->";

export type { NewsletterEvent, SubscriptionStatus } from "../store/types.ts";
export { FORGET_AFTER_MS, forgetStale, subscriberStates } from "../store/consent.ts";

export interface NewsletterOptions {
  endpoint: string;
  store: Pick<Store, "hit" | "newsletterEvent">;
  /** True when e-mail is configured: sign-ups are then double opt-in, confirmed by a link. */
  doubleOptIn: boolean;
  secret: () => Promise<string>;
  /** The consent wording shown beside the form, stored with each request. */
  consent: string;
  /** The newsletter page's HTML, with `MESSAGE_MARKER` where the result goes. */
  page: () => string;
  /** Confirm and unsubscribe presses allowed per client address in one window. */
  limit: number;
  windowMs: number;
  /** The form token issuer; by default the process's own, shared with the enquiry forms. */
  tokens?: Tokens;
  /** Proxy hops in front of the server whose `X-Forwarded-For` entries are trusted. */
  trustProxy: number;
  now?: () => number;
}

/** A same-site path to return to, or the home page. */
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" && /^\/(?!\/)[\w\-./]*$/.test(value) ? value : "/";
}

/** The double opt-in e-mail: what the visitor asked for, the link to confirm, and how to undo it. */
export function confirmationMessage(options: {
  from: string;
  to: string;
  siteName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { siteName, confirmUrl, unsubscribeUrl } = options;
  const words = COPY.email;
  const intro = fillIn(words.intro, { site: siteName });
  const text = [
    intro,
    "",
    confirmUrl,
    "",
    words.validity,
    "",
    `${words.unsubscribe} ${unsubscribeUrl}`,
    "",
  ].join("\n");
  const html =
    markup`<!doctype html><html lang="en-GB"><body style="font-family:sans-serif;line-height:1.5"><p>${intro}</p><p><a href="${confirmUrl}">${words.button}</a></p><p>${words.validity}</p><p style="color:#555"><a href="${unsubscribeUrl}">${words.unsubscribeLink}</a></p></body></html>`
      .value;
  return {
    from: options.from,
    to: [options.to],
    subject: fillIn(words.subject, { site: siteName }),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      // RFC 8058: mail clients may unsubscribe with one POST, without opening the page.
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The newsletter's body: a few short fields, or nothing is read (an address is short). */
const NEWSLETTER_MAX_BYTES = 8 * 1024;

/** The fields of a small URL-encoded or multipart body; null when it is not one or is refused. */
function readSmallBody(req: IncomingMessage, res: ServerResponse): Promise<Fields | null> {
  return readFields(req, res, NEWSLETTER_MAX_BYTES).catch(() => null);
}

const MESSAGES = consultationCopy.messages;
/** Each outcome's heading and sentence; the refusals every form shares keep the forms' words. */
const RESULTS = {
  ...COPY.results,
  "check-email": {
    ...COPY.results["check-email"],
    text: fillIn(COPY.results["check-email"].text, { submit: FORM_COPY.newsletter.submit }),
  },
  confirm: {
    ...COPY.results.confirm,
    text: fillIn(COPY.results.confirm.text, { submit: FORM_COPY.newsletter.submit }),
  },
  "invalid-email": { ...COPY.results["invalid-email"], text: MESSAGES.emailInvalid },
  token: { ...COPY.results.token, text: MESSAGES.security },
  "over-limit": { ...COPY.results["over-limit"], text: MESSAGES.overLimit },
  unavailable: { title: MESSAGES.failed, text: MESSAGES.failed },
};

/** How long a visitor is asked to wait when the store cannot write. */
const RETRY_AFTER_S = 10;

export type ResultKey = keyof typeof RESULTS;

/** The sign-up form again, for a post that needs one more press: its address, a fresh token. */
export interface SubscribeForm {
  action: string;
  email: string;
  token: string;
  source: string;
  consent: string;
  /** The address's error, shown beside it. */
  error?: string;
}

function subscribeForm(form: SubscribeForm): SafeHtml {
  const copy = FORM_COPY.newsletter;
  const idPrefix = "newsletter-confirm-";
  const errors: Errors = form.error ? { email: "invalid" } : {};
  const messages: Record<string, string> = form.error ? { email: form.error } : {};
  const fields = fieldsHtml("newsletter", {
    idPrefix,
    inline: true,
    values: { email: form.email },
    errors,
    messages,
  });
  const error = form.error
    ? errorHtml(`${idPrefix}email`, form.error, "newsletter-form__status")
    : "";
  return markup`<form class="newsletter-confirm" method="post" action="${form.action}"><div class="newsletter">${new SafeHtml(fields)}<button class="button" type="submit">${copy.submit}</button></div>${new SafeHtml(error)}<p class="form-note">${form.consent}</p>${new SafeHtml(hiddenHtml({ idPrefix, token: form.token }))}<input type="hidden" name="source" value="${form.source}"></form>`;
}

/** The result page: the site's newsletter page with a heading, a sentence and an optional form. */
export function renderResult(
  shell: string,
  result: { title: string; text: string },
  options: {
    from?: string;
    form?: { action: string; token: string; label: string };
    subscribe?: SubscribeForm;
  } = {},
): string {
  const form = options.form
    ? markup`<form method="post" action="${options.form.action}"><input type="hidden" name="token" value="${options.form.token}"><button class="button" type="submit">${options.form.label}</button></form>`
    : options.subscribe
      ? subscribeForm(options.subscribe)
      : "";
  const back = options.from
    ? markup`<p><a href="${options.from}">${COPY.backToPage}</a></p>`
    : markup`<p><a href="/">${COPY.backHome}</a></p>`;
  const html = markup`<h1>${result.title}</h1><p class="lead">${result.text}</p>${form}${back}`
    .value;
  const body = shell.includes(MESSAGE_MARKER)
    ? shell.replace(MESSAGE_MARKER, () => html)
    : `<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title><main>${html}</main></html>`;
  return body.replace(/<title>[^<]*<\/title>/, () => markup`<title>${result.title}</title>`.value);
}

const PAGES = { "/newsletter": true, "/newsletter/": true } as const;
const LINKS: Record<string, LinkAction> = {
  "/newsletter/confirm": "confirm",
  "/newsletter/unsubscribe": "unsubscribe",
};

/**
 * The newsletter: `POST <endpoint>` subscribes, checked as the enquiry forms are (honeypot, a
 * server-issued token for "newsletter", the e-mail rule, accepted sign-ups per address);
 * `/newsletter` shows the outcome; `/newsletter/confirm` and `/newsletter/unsubscribe` act on
 * signed links. A link's GET only shows a button; the change happens on POST, so a mail scanner
 * that follows links cannot subscribe or unsubscribe anyone.
 */
export function createNewsletter(options: NewsletterOptions) {
  const now = options.now ?? Date.now;
  const tokens = options.tokens ?? processTokens();

  const clientAddress = (req: IncomingMessage) =>
    addressOf(req.socket.remoteAddress, req.headers["x-forwarded-for"], options.trustProxy);
  const wantsJson = (req: IncomingMessage) =>
    (req.headers.accept ?? "").includes("application/json");

  function page(res: ServerResponse, status: number, html: string) {
    res.statusCode = status;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    res.end(html);
  }

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    key: ResultKey,
    from: string,
    /** More for a script to read, in a JSON answer. */
    extra: Record<string, unknown> = {},
  ) {
    if (wantsJson(req)) {
      res.statusCode = status;
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      const ok = status < 400;
      const body = ok
        ? { ok, status: key, title: RESULTS[key].title, message: RESULTS[key].text }
        : {
            ok,
            error: key === "invalid-email" ? "invalid" : key,
            message: RESULTS[key].text,
            ...(key === "invalid-email" ? { fields: { email: "invalid" } } : {}),
            ...extra,
          };
      return res.end(JSON.stringify(body));
    }
    if (status < 400) {
      res.statusCode = 303;
      res.setHeader("Location", `/newsletter?status=${key}&from=${encodeURIComponent(from)}`);
      return res.end();
    }
    return page(res, status, renderResult(options.page(), RESULTS[key], { from }));
  }

  /** The form again on the newsletter page, for a native post that needs one more press. */
  function again(
    res: ServerResponse,
    status: number,
    key: ResultKey,
    form: Omit<SubscribeForm, "action" | "consent">,
  ) {
    const subscribe = { ...form, action: options.endpoint, consent: options.consent };
    return page(
      res,
      status,
      renderResult(options.page(), RESULTS[key], { from: form.source, subscribe }),
    );
  }

  /**
   * The sign-up endpoint, received by the one form pipeline (body, trap, token, limit, the e-mail
   * rule, store, notify). Its own steps: the record is a consent event, double opt-in when e-mail
   * is configured (the confirmation is the notification the event is stored with), and its
   * answers are the newsletter page's.
   */
  const endpoint: FormEndpoint = {
    form: newsletter,
    page: "/",
    formKey: "newsletter",
    maxBytes: NEWSLETTER_MAX_BYTES,
    invalidMessage: RESULTS["invalid-email"].text,
    record(values, fields) {
      const doubleOptIn = options.doubleOptIn;
      return {
        event: doubleOptIn ? "requested" : "subscribed",
        status: doubleOptIn ? "pending" : "subscribed",
        email: values.email ?? "",
        at: new Date(now()).toISOString(),
        consent: options.consent,
        source: safeReturnPath(fields.source),
        method: doubleOptIn ? "double opt-in" : "single opt-in",
      } satisfies Omit<NewsletterEvent, "id">;
    },
    // A sign-up of an address already subscribed changes nothing and sends nothing, and is
    // answered as any other, so the form never tells a stranger who is on the list.
    accepted(req, res, _json, fields) {
      const doubleOptIn = options.doubleOptIn;
      const from = safeReturnPath(fields.source);
      answer(req, res, doubleOptIn ? 202 : 201, doubleOptIn ? "pending" : "subscribed", from);
    },
    again(res, status, reason, state) {
      const from = safeReturnPath(state.fields.source);
      if (reason === "over-limit")
        return page(res, status, renderResult(options.page(), RESULTS[reason], { from }));
      const error = state.errors.email ? RESULTS["invalid-email"].text : undefined;
      const key: ResultKey =
        reason === "unavailable" ? "unavailable" : error ? "check-email" : "confirm";
      again(res, status, key, {
        email: state.values.email ?? "",
        token: state.token ?? tokens.issue(newsletter.id),
        source: from,
        error,
      });
    },
    refused(res, status) {
      page(res, status, renderResult(options.page(), RESULTS.rejected));
    },
  };

  async function followLink(req: IncomingMessage, res: ServerResponse, action: LinkAction) {
    const pathname = (req.url ?? "/").split("?")[0]!;
    let token = queryOf(req.url).get("token") ?? "";
    if (req.method === "POST") {
      const counted = await options.store
        .hit({
          limitKey: `newsletter-link:${limitAddress(clientAddress(req))}`,
          limit: options.limit,
          windowMs: options.windowMs,
          now: now(),
        })
        .catch((error: unknown) => {
          console.error("A newsletter link's press could not be counted:", error);
          return "unavailable" as const;
        });
      // The store is away: the press is not refused for its count but for the store, and the
      // visitor is asked to try again shortly, as any post the store cannot take.
      if (counted === "unavailable") {
        req.resume();
        res.setHeader("Retry-After", String(RETRY_AFTER_S));
        return page(res, 503, renderResult(options.page(), RESULTS.unavailable));
      }
      if (!counted.ok) {
        req.resume();
        res.setHeader("Retry-After", String(Math.max(1, Math.ceil(counted.retryAfterMs / 1000))));
        return page(res, 429, renderResult(options.page(), RESULTS["over-limit"]));
      }
      const body = await readSmallBody(req, res);
      // RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the
      // link from the List-Unsubscribe header, whose token is in its query.
      const oneClick = action === "unsubscribe" && body?.["List-Unsubscribe"] === "One-Click";
      token = body?.token ?? (oneClick ? token : "");
    }
    const check = verifyLink(token, await options.secret(), now());
    if (!check.ok || check.action !== action)
      return page(
        res,
        check.ok ? 400 : check.reason === "expired" ? 410 : 400,
        renderResult(options.page(), RESULTS[check.ok ? "invalid" : check.reason]),
      );
    if (req.method !== "POST") {
      // Show the button only: the change needs a person's click.
      const words = COPY.links[action];
      const html = renderResult(
        options.page(),
        { title: words.title, text: fillIn(words.text, { email: check.email }) },
        { form: { action: pathname, token, label: words.button } },
      );
      return page(res, 200, html);
    }
    const event: NewsletterEvent = {
      id: randomUUID(),
      event: action === "confirm" ? "confirmed" : "unsubscribed",
      status: action === "confirm" ? "subscribed" : "unsubscribed",
      email: check.email,
      at: new Date(now()).toISOString(),
      ...(action === "confirm"
        ? {
            method: "double opt-in" as const,
            requestedAt: new Date(check.expiresAt - CONFIRM_TTL_MS).toISOString(),
          }
        : {}),
    };
    try {
      // A second press changes nothing, so nothing is written.
      const changed = await options.store.newsletterEvent(event);
      // A confirmation link sent before the address unsubscribed subscribes no one.
      if (changed === "dead-link")
        return page(res, 410, renderResult(options.page(), RESULTS.expired));
    } catch (error) {
      console.error("A newsletter change could not be stored:", error);
      res.setHeader("Retry-After", String(RETRY_AFTER_S));
      return page(res, 503, renderResult(options.page(), RESULTS.unavailable));
    }
    res.statusCode = 303;
    res.setHeader(
      "Location",
      `/newsletter?status=${action === "confirm" ? "confirmed" : "unsubscribed"}`,
    );
    res.end();
  }

  return {
    /** The sign-up endpoint's path and steps, for the form pipeline. */
    endpoint: { [options.endpoint]: endpoint },

    matches: (pathname: string) => pathname in PAGES || pathname in LINKS,

    async handle(req: IncomingMessage, res: ServerResponse, pathname: string) {
      const action = LINKS[pathname];
      if (action) {
        if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
          res.statusCode = 405;
          return res.end();
        }
        return followLink(req, res, action);
      }
      const query = queryOf(req.url);
      const status = query.get("status") ?? "";
      const shown = ["pending", "subscribed", "confirmed", "unsubscribed"] as const;
      const from = query.has("from") ? safeReturnPath(query.get("from")) : undefined;
      // The page on its own is the sign-up form; a status it does not know is a broken link.
      if (!query.has("status")) {
        const subscribe: SubscribeForm = {
          action: options.endpoint,
          email: "",
          token: tokens.issue(newsletter.id),
          source: "/newsletter",
          consent: options.consent,
        };
        return page(res, 200, renderResult(options.page(), RESULTS.subscribe, { subscribe }));
      }
      if (!shown.includes(status as never))
        return page(res, 404, renderResult(options.page(), RESULTS.invalid));
      return page(res, 200, renderResult(options.page(), RESULTS[status as ResultKey], { from }));
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
