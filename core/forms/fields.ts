import {
  capCharacters,
  characterCount,
  keepNameCharacters,
  keepPhoneCharacters,
  removeControls,
  stripUnsafe,
} from "./sanitize.ts";

/**
 * How a value is cleaned. Every kind loses control characters and lone surrogates and is capped
 * at the field's `maxLength` characters; then:
 * - `name`: letters, spaces, hyphens and apostrophes only;
 * - `email`: trimmed and lowercased (an address has no spaces, so this is safe while typing);
 * - `phone`: digits, `+`, spaces, brackets and `-` only;
 * - `text` and `choice`: script tags, `javascript:` and inline handlers inside markup removed;
 * - `flag`: a checkbox, sent as its value or not at all.
 */
export type Cleaning = "name" | "email" | "phone" | "text" | "choice" | "flag";

/** One field of a form: everything the browser, the server, the built HTML and the tests need. */
export interface Field {
  name: string;
  control: "input" | "select" | "textarea" | "checkbox";
  /** The input's type, for `control: "input"`. */
  type?: "text" | "email" | "tel";
  autocomplete?: string;
  required?: boolean;
  /** The most characters (code points) kept; also the control's `maxlength`. */
  maxLength: number;
  /** The fewest characters a filled value may have; also the control's `minlength`. */
  minLength?: number;
  cleaning: Cleaning;
  /** The values a select or checkbox may send (a select's first, empty option included). */
  options?: readonly string[];
  rows?: number;
  /** Spans the form's full width. */
  wide?: boolean;
  /** Shares a row with its neighbour even on a phone: a value of a word or two (a name). */
  short?: boolean;
}

export interface FormDefinition {
  /** The form's name on the wire (`/api/token?form=…`) and in each stored record. */
  id: string;
  fields: readonly Field[];
}

/** A value for every field, by name. */
export type Values = Record<string, string>;
export type ErrorKey = "required" | "invalid";
export type Errors = Record<string, ErrorKey>;

/** The hidden field people never see and bots fill in. */
export const HONEYPOT = "website";

const PHONE_SHAPE = /^[\d+() -]+$/;

/** The local part: dot-separated runs of the characters an unquoted address allows (RFC 5322). */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
/** Characters that never belong in a domain as typed (they would make it a URL, a list, a group). */
const NOT_IN_DOMAIN = /[\s@<>()[\]\\,;:"/?#%]/u;
/** Bidirectional controls and zero-width characters: they make an address read as another. */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The domain in ASCII (an internationalised one as punycode), or null when it is not one. */
function asciiDomain(domain: string): string | null {
  if (!domain || NOT_IN_DOMAIN.test(domain)) return null;
  let host: string;
  try {
    // The URL parser applies IDNA (as browsers do for addresses typed in the bar).
    host = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  if (host.length > 253) return null;
  const labels = host.split(".");
  if (labels.length < 2) return null;
  if (!labels.every((label) => LABEL.test(label))) return null;
  return TOP_LABEL.test(labels.at(-1)!) ? host : null;
}

/**
 * True for one mailbox, `local@domain` and nothing else: no display name, group, route, comment,
 * quoted part or list, so the address stored is the one a message goes to. The local part is
 * unquoted ASCII (at most 64 characters); the domain has at least two labels and may be
 * internationalised (kept as typed, checked in its ASCII form); bidirectional controls and
 * zero-width characters are refused anywhere. At most 254 characters in all.
 */
export function isEmail(value: string): boolean {
  if (value.length > 254 || INVISIBLE.test(value)) return false;
  const at = value.lastIndexOf("@");
  if (at < 1) return false;
  const local = value.slice(0, at);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  return asciiDomain(value.slice(at + 1)) !== null;
}

/** True for `min` to `max` characters, after trimming, of digits, `+`, spaces, brackets and `-`. */
export function isPhone(value: string, min: number, max: number): boolean {
  const trimmed = value.trim();
  const length = characterCount(trimmed);
  return length >= min && length <= max && PHONE_SHAPE.test(trimmed);
}

/** The value as it may stand while a visitor types: cleaned by the field's kind and capped. */
export function cleanValue(field: Field, raw: string): string {
  const value = removeControls(raw);
  switch (field.cleaning) {
    case "name":
      return capCharacters(keepNameCharacters(value), field.maxLength);
    case "email":
      return capCharacters(stripUnsafe(value.trim().toLowerCase()), field.maxLength);
    case "phone":
      return capCharacters(keepPhoneCharacters(value), field.maxLength);
    default:
      // Stripping again after the cut: a cut can end a text in the middle of a new hazard.
      return stripUnsafe(capCharacters(stripUnsafe(value), field.maxLength));
  }
}

/** The value as it is sent and stored: cleaned, then trimmed. */
export function finalValue(field: Field, raw: string): string {
  return cleanValue(field, raw).trim();
}

/** The error key of one field's value, or undefined when it passes. */
export function validateField(field: Field, raw: string): ErrorKey | undefined {
  const value = raw.trim();
  if (!value) return field.required ? "required" : undefined;
  if (field.options && !field.options.includes(value)) return "invalid";
  if (field.cleaning === "email" && !isEmail(value)) return "invalid";
  if (field.cleaning === "phone" && !isPhone(value, field.minLength ?? 0, field.maxLength))
    return "invalid";
  if (field.minLength && characterCount(value) < field.minLength) return "invalid";
  return undefined;
}

/** Error keys for every failing field of a form; an empty object when all pass. */
export function validateValues(form: FormDefinition, values: Values): Errors {
  const errors: Errors = {};
  for (const field of form.fields) {
    const error = validateField(field, values[field.name] ?? "");
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** Every field of a form empty, the honeypot included: its initial state. */
export function emptyValues(form: FormDefinition): Values {
  return Object.fromEntries([
    ...form.fields.map((field): [string, string] => [field.name, ""]),
    [HONEYPOT, ""],
  ]);
}

/** The form's fields cleaned for sending or storing, from whatever a request carried. */
export function finalValues(form: FormDefinition, raw: Record<string, unknown>): Values {
  return Object.fromEntries(
    form.fields.map((field) => {
      const value = raw[field.name];
      return [field.name, typeof value === "string" ? finalValue(field, value) : ""];
    }),
  );
}
