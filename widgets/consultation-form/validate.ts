import { PHONE_MAX, PHONE_MIN } from "./sanitize.ts";

/** The fields of the home consultation form, in the order SPEC.md's payload sends them. */
export const FIELD_NAMES = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "projectAddress",
  "projectType",
  "budget",
  "projectDescription",
  "website",
] as const;

export type FieldName = (typeof FIELD_NAMES)[number];
export type FormValues = Record<FieldName, string>;
export type ErrorKey = "required" | "invalid";
export type FormErrors = Partial<Record<FieldName, ErrorKey>>;

/** Every field empty: the form's initial state, and its state after a success. */
export function emptyValues(): FormValues {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, ""])) as FormValues;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^[\d+() -]+$/;

/** True for a basic address shape: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

/** True for 8 to 15 characters, after trimming, of digits, `+`, spaces, brackets and `-`. */
export function isPhone(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= PHONE_MIN && trimmed.length <= PHONE_MAX && PHONE_SHAPE.test(trimmed);
}

/** The error key of one field, or undefined when it passes. */
export function validateField(name: FieldName, values: FormValues): ErrorKey | undefined {
  const value = values[name].trim();
  switch (name) {
    case "firstName":
    case "lastName":
      return value ? undefined : "required";
    case "email":
      if (!value) return "required";
      return isEmail(value) ? undefined : "invalid";
    case "phone":
      return !value || isPhone(value) ? undefined : "invalid";
    default:
      return undefined;
  }
}

/** Error keys for every failing field; an empty object when the form is valid. */
export function validate(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const name of FIELD_NAMES) {
    const error = validateField(name, values);
    if (error) errors[name] = error;
  }
  return errors;
}
