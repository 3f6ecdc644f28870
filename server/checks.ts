import {
  HONEYPOT,
  finalValues,
  validateValues,
  type Errors,
  type FormDefinition,
  type Values,
} from "../core/forms/fields.ts";
import type { TokenRefusal, Tokens } from "./token-signer.ts";

export type Verdict =
  | { kind: "honeypot" }
  | { kind: "token"; reason: TokenRefusal; values: Values; errors: Errors }
  | { kind: "invalid"; values: Values; errors: Errors; token: string }
  | { kind: "accepted"; values: Values; token: string; issuedAt: number };

/**
 * Checks a posted form, in order: a filled honeypot, then the token (genuine, for this form, old
 * enough, not too old, not spent), then every field by the form's definition. Spends nothing:
 * the caller spends the token once the submission is stored.
 */
export function checkPost(
  form: FormDefinition,
  fields: Record<string, string>,
  tokens: Tokens,
): Verdict {
  if ((fields[HONEYPOT] ?? "").trim()) return { kind: "honeypot" };
  const values = finalValues(form, fields);
  const errors = validateValues(form, values);
  const token = fields._token ?? "";
  const check = tokens.check(token, form.id);
  if (!check.ok) return { kind: "token", reason: check.reason, values, errors };
  if (Object.keys(errors).length) return { kind: "invalid", values, errors, token };
  return { kind: "accepted", values, token, issuedAt: check.issuedAt };
}

const FORM_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The form key a post names (`_formKey`), or the given default when absent or malformed. */
export function formKeyOf(fields: Record<string, string>, fallback: string): string {
  const key = (fields._formKey ?? "").trim();
  return FORM_KEY.test(key) ? key : fallback;
}

/**
 * The origin of the page that sent a post, as the browser reports it: the `Origin` header, or the
 * origin of the `Referer` when a browser sends no `Origin`; empty when neither says.
 */
export function originOf(headers: { origin?: string; referer?: string }): string {
  for (const candidate of [headers.origin, headers.referer]) {
    if (!candidate || candidate === "null") continue;
    try {
      const { origin } = new URL(candidate);
      if (origin !== "null") return origin;
    } catch {
      // Not a URL: try the next.
    }
  }
  return "";
}
