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

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^[\d+() -]+$/;

/** True for a basic address shape: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value);
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
  return Object.fromEntries([...form.fields.map((field) => [field.name, ""]), [HONEYPOT, ""]]);
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
