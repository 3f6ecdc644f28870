import { rateLimit } from "../shared/rate-limit.ts";
import { cleanField } from "./sanitize.ts";
import { isValidToken } from "./token.ts";
import {
  FIELD_NAMES,
  emptyValues,
  isEmail,
  isPhone,
  validate,
  type FormErrors,
  type FormValues,
} from "./validate.ts";

/** SPEC.md §9: three submissions per rolling minute for each form key. */
export const SUBMISSIONS_PER_WINDOW = 3;
export const WINDOW_MS = 60_000;

export type SubmitDecision =
  | { kind: "honeypot" }
  | { kind: "invalid"; errors: FormErrors }
  | { kind: "token" }
  | { kind: "rate-limited"; retryAfterMs: number }
  | { kind: "send"; history: number[] };

/**
 * What a submit does, in NOTES.md's order: a filled honeypot stops silently, then invalid fields,
 * then a bad token, then the rate limit; otherwise send, with the history to keep.
 */
export function checkSubmission(input: {
  values: FormValues;
  token: string;
  history: readonly number[];
  now: number;
}): SubmitDecision {
  if (input.values.website.trim()) return { kind: "honeypot" };
  const errors = validate(input.values);
  if (Object.keys(errors).length) return { kind: "invalid", errors };
  if (!isValidToken(input.token)) return { kind: "token" };
  const limit = rateLimit(input.history, input.now, SUBMISSIONS_PER_WINDOW, WINDOW_MS);
  if (!limit.allowed) return { kind: "rate-limited", retryAfterMs: limit.retryAfterMs };
  return { kind: "send", history: limit.history };
}

/** The multipart body: every field in order (the honeypot included), then `_token` and `_timestamp`. */
export function buildPayload(values: FormValues, token: string, timestamp: number): FormData {
  const body = new FormData();
  for (const name of FIELD_NAMES) body.append(name, values[name]);
  body.append("_token", token);
  body.append("_timestamp", String(timestamp));
  return body;
}

export type ServerCheck<Values> =
  | { kind: "honeypot" }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "token" }
  | { kind: "accepted"; values: Values };

/**
 * Re-checks a home-form submission on the server with the browser's own rules: every field is
 * cleaned and capped, a filled honeypot or bad token is refused, and only the form's fields are kept.
 */
export function checkServerSubmission(
  fields: Record<string, string>,
): ServerCheck<Omit<FormValues, "website">> {
  const values = emptyValues();
  for (const name of FIELD_NAMES) values[name] = cleanField(name, fields[name] ?? "");
  if (values.website.trim()) return { kind: "honeypot" };
  const errors = validate(values);
  if (Object.keys(errors).length)
    return { kind: "invalid", errors: errors as Record<string, string> };
  if (!isValidToken(fields._token)) return { kind: "token" };
  const { website: _honeypot, ...kept } = values;
  return { kind: "accepted", values: kept };
}

/** The contact page's fields (SPEC.md §3), in its order. */
export const CONTACT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "projectAddress",
  "projectType",
  "budgetRange",
  "budget",
  "projectDescription",
  "marketingConsent",
] as const;
const CONTACT_REQUIRED = ["firstName", "lastName", "email", "phone", "projectAddress"] as const;

export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

/**
 * Checks a contact-form submission on the server: the browser checked only what is required, so
 * here every field is cleaned and capped, and the required ones, e-mail and phone are checked.
 */
export function checkContactSubmission(fields: Record<string, string>): ServerCheck<ContactValues> {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, cleanField(name, fields[name] ?? "")]),
  ) as ContactValues;
  if ((fields.website ?? "").trim()) return { kind: "honeypot" };
  const errors: Record<string, string> = {};
  for (const name of CONTACT_REQUIRED) if (!values[name].trim()) errors[name] = "required";
  if (values.email && !isEmail(values.email)) errors.email = "invalid";
  if (values.phone && !isPhone(values.phone)) errors.phone = "invalid";
  if (Object.keys(errors).length) return { kind: "invalid", errors };
  return { kind: "accepted", values };
}
