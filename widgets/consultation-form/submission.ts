import { consultation } from "../../core/forms/consultation-form.ts";
import { HONEYPOT, validateValues, type Errors, type Values } from "../../core/forms/fields.ts";
import { BROWSER_LIMIT } from "../../core/forms/limits.ts";
import { isTokenShaped } from "../../core/forms/token-shape.ts";
import { rateLimit } from "../../core/forms/rate-window.ts";
import { fillIn } from "../../core/forms/fill-in.ts";

/** The home form's field names in payload order, the honeypot last. */
export const FIELD_NAMES = [...consultation.fields.map((field) => field.name), HONEYPOT];

export type SubmitDecision =
  | { kind: "honeypot" }
  | { kind: "invalid"; errors: Errors }
  | { kind: "token" }
  | { kind: "over-limit"; retryAfterMs: number }
  | { kind: "send"; history: number[] };

/**
 * What a submit does, in this order: a filled honeypot stops silently, then invalid fields, then a
 * token of the wrong shape, then the browser's limit (3 per rolling minute per form key);
 * otherwise send, with the submission history to keep. A token that has not arrived yet
 * (`undefined`) is not judged here: the sender fetches one before posting.
 */
export function checkSubmission(input: {
  values: Values;
  token: string | undefined;
  history: readonly number[];
  now: number;
}): SubmitDecision {
  if ((input.values[HONEYPOT] ?? "").trim()) return { kind: "honeypot" };
  const errors = validateValues(consultation, input.values);
  if (Object.keys(errors).length) return { kind: "invalid", errors };
  if (input.token !== undefined && !isTokenShaped(input.token)) return { kind: "token" };
  const limit = rateLimit(
    input.history,
    input.now,
    BROWSER_LIMIT.submissions,
    BROWSER_LIMIT.windowMs,
  );
  if (!limit.allowed) return { kind: "over-limit", retryAfterMs: limit.retryAfterMs };
  return { kind: "send", history: limit.history };
}

/**
 * The multipart body: every field in order, the honeypot included, then `_token`, `_timestamp`
 * (the browser's clock when sent: the form has always posted it; the server reads nothing from it)
 * and `_formKey`, and last the planner's `room` when a design goes with the request. Values go
 * trimmed, as they are stored.
 */
export function buildPayload(
  values: Values,
  token: string,
  timestamp: number,
  formKey: string,
  room?: string,
): FormData {
  const body = new FormData();
  for (const name of FIELD_NAMES) body.append(name, (values[name] ?? "").trim());
  body.append("_token", token);
  body.append("_timestamp", String(timestamp));
  body.append("_formKey", formKey);
  if (room) body.append("room", room);
  return body;
}

export type Answer =
  | { kind: "sent" }
  | { kind: "invalid"; errors: Errors }
  | { kind: "token" }
  | { kind: "over-limit"; retryAfterSeconds: number }
  | { kind: "failed" };

/**
 * What the server's answer means for the visitor: 2xx sent; 422 with its field errors; 403 a
 * token to renew; 429 a wait (from `Retry-After`, a minute when absent); anything else a failure.
 */
export function readAnswer(status: number, body: unknown, retryAfter: string | null): Answer {
  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 403) return { kind: "token" };
  if (status === 429) {
    const seconds = Number(retryAfter);
    return {
      kind: "over-limit",
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
    };
  }
  if (status === 422 && body && typeof body === "object" && "fields" in body) {
    const known = new Set(FIELD_NAMES);
    const errors: Errors = {};
    for (const [name, key] of Object.entries((body.fields ?? {}) as Record<string, unknown>)) {
      if (known.has(name) && (key === "required" || key === "invalid")) errors[name] = key;
    }
    if (Object.keys(errors).length) return { kind: "invalid", errors };
  }
  return { kind: "failed" };
}

/**
 * Why a submit did not go through: a refused token, the form over the browser's limit or over the
 * server's (which says how long to wait), a send that did not arrive, a server failure.
 */
export type Failure =
  | { kind: "token" | "network" | "server" }
  | { kind: "over-limit"; limit: "browser" }
  | { kind: "over-limit"; limit: "server"; retryAfterSeconds: number };

/**
 * The `consultationerror` event's reason for a form over a limit. Partners' listeners have known
 * these two since the embed's first release, so they stay as published: `rate-limited` for the
 * browser's limit, `throttled` for the server's.
 */
const OVER_LIMIT_REASON = { browser: "rate-limited", server: "throttled" } as const;

/**
 * What the visitor is told when a submit fails: a refused token asks for a refresh; over the
 * browser's limit, or the server's (with its wait), asks for patience; a send that did not arrive
 * or a server failure says so and offers the e-mail address instead (`offerEmail`). `reason` is
 * the event's.
 */
export function failureFor(
  failure: Failure,
  messages: Record<string, string>,
): { reason: string; message: string; offerEmail: boolean } {
  if (failure.kind === "over-limit") {
    const wait = failure.limit === "server" ? waitFor(failure.retryAfterSeconds, messages) : "";
    const message = `${messages.overLimit ?? ""} ${wait}`.trim();
    return { reason: OVER_LIMIT_REASON[failure.limit], message, offerEmail: false };
  }
  const { kind } = failure;
  const offerEmail = kind === "network" || kind === "server";
  const message = messages[kind === "token" ? "security" : "failed"] ?? "";
  return { reason: kind, message, offerEmail };
}

/** The server's wait in words; a single second has a message of its own, in the singular. */
function waitFor(seconds: number, messages: Record<string, string>): string {
  const one = seconds === 1 ? messages.overLimitWaitOne : undefined;
  return fillIn(one ?? messages.overLimitWait ?? "", { seconds });
}
