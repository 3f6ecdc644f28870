/** Field caps from SPEC.md §9. */
export const NAME_MAX = 50;
export const TEXT_MAX = 1000;
export const DESCRIPTION_MAX = 2000;
export const PHONE_MIN = 8;
export const PHONE_MAX = 15;
/** While typing, a phone may hold a little more than it may be sent with, so a paste can be fixed. */
const PHONE_TYPING_MAX = 30;

// Control characters, and the whitespace or character references browsers ignore inside a URL
// scheme, so `java\tscript:` and `jav&#x09;ascript:` are caught as well as `javascript:`.
const SCHEME_NOISE = String.raw`(?:\s|[\u0000-\u001f]|&#x?0*(?:9|a|d|10|13);?|&(?:tab|newline);)*`;
const JAVASCRIPT = new RegExp(
  [..."javascript"].map((letter) => `${letter}${SCHEME_NOISE}`).join("") + ":",
  "gi",
);
const SCRIPT_BLOCK = /<\s*script[^>]*>[\s\S]*?<\s*\/\s*script\s*>/gi;
const SCRIPT_TAG = /<\s*\/?\s*script[^>]*>?/gi;
const EVENT_HANDLER = /\bon[a-z]+\s*=/gi;

/**
 * Removes script tags, `javascript:` schemes and inline `on…=` handlers, repeating until nothing
 * changes so that removal cannot stitch a new pattern together (`<scr<script>ipt>`).
 */
export function stripUnsafe(value: string): string {
  let current = value;
  for (;;) {
    const next = current
      .replace(SCRIPT_BLOCK, "")
      .replace(SCRIPT_TAG, "")
      .replace(JAVASCRIPT, "")
      .replace(EVENT_HANDLER, "");
    if (next === current) return current;
    current = next;
  }
}

/** Cuts a value to a cap, then strips again: the cut can never expose a pattern, and never exceeds it. */
function capped(value: string, max: number): string {
  return stripUnsafe(stripUnsafe(value).slice(0, max));
}

/**
 * The cleaned value of a field as it changes (SPEC.md §5, read as NOTES.md says): names keep
 * letters, spaces, hyphens and apostrophes; the e-mail is trimmed and lowercased; the phone keeps
 * digits, `+`, spaces, brackets and `-`; every other field loses unsafe markup; all are capped.
 */
export function cleanField(name: string, value: string): string {
  switch (name) {
    case "firstName":
    case "lastName":
      return value.replace(/[^\p{L}\p{M} '’-]/gu, "").slice(0, NAME_MAX);
    case "email":
      return capped(value.trim().toLowerCase(), TEXT_MAX);
    case "phone":
      return value.replace(/[^\d+() -]/g, "").slice(0, PHONE_TYPING_MAX);
    case "projectDescription":
      return capped(value, DESCRIPTION_MAX);
    default:
      return capped(value, TEXT_MAX);
  }
}
