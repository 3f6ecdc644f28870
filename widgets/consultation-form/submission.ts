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
  | { kind: "rate-limited"; retryAfterMs: number }
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
  if (!limit.allowed) return { kind: "rate-limited", retryAfterMs: limit.retryAfterMs };
  return { kind: "send", history: limit.history };
}

/**
 * The multipart body: every field in order, the honeypot included, then `_token`, `_timestamp`
 * (the browser's clock when sent) and `_formKey`, and last the planner's `room` when a design goes
 * with the request. Values go trimmed, as they are stored.
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
  | { kind: "rate-limited"; retryAfterSeconds: number }
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
      kind: "rate-limited",
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
    };
  }
  if (status === 422 && body && typeof body === "object" && "fields" in body) {
    const known = new Set(FIELD_NAMES);
    const errors: Errors = {};
    for (const [name, key] of Object.entries(body.fields ?? {})) {
      if (known.has(name) && (key === "required" || key === "invalid")) errors[name] = key;
    }
    if (Object.keys(errors).length) return { kind: "invalid", errors };
  }
  return { kind: "failed" };
}

/** Why a submit did not go through, as the visitor and the `consultationerror` event hear it. */
export type Failure =
  | { kind: "token" | "rate-limited" | "network" | "server" }
  | { kind: "throttled"; retryAfterSeconds: number };

/**
 * What the visitor is told when a submit fails: a refused token asks for a refresh; the browser's
 * own limit, or the server's (with its wait), asks for patience; a send that did not arrive or a
 * server failure says so and offers the e-mail address instead (`offerEmail`). `reason` is the
 * event's.
 */
export function failureFor(
  failure: Failure,
  messages: Record<string, string>,
): { reason: string; message: string; offerEmail: boolean } {
  const { kind } = failure;
  const offerEmail = kind === "network" || kind === "server";
  const message =
    kind === "throttled"
      ? `${messages.rateLimit ?? ""} ${waitFor(failure.retryAfterSeconds, messages)}`.trim()
      : (messages[kind === "token" ? "security" : offerEmail ? "failed" : "rateLimit"] ?? "");
  return { reason: kind, message, offerEmail };
}

/** The server's wait in words; a single second has a message of its own, in the singular. */
function waitFor(seconds: number, messages: Record<string, string>): string {
  const one = seconds === 1 ? messages.rateLimitWaitOne : undefined;
  return fillIn(one ?? messages.rateLimitWait ?? "", { seconds });
}
