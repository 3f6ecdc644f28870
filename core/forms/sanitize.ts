/**
 * Cleaning of what visitors type. Their words are kept as typed: only control characters, lone
 * surrogates and the three hazards a form must never pass on inside markup (script elements,
 * `javascript:` schemes and inline `on…=` handlers) are removed, and values are capped by
 * characters (code points, so a letter outside the Basic Multilingual Plane is never split).
 * Prose such as "one=two" or "onscreen=games" is not markup and stays whole. Whatever is kept is
 * escaped wherever it is shown.
 */

// C0 controls except tab and line feed, DEL, C1 controls, and UTF-16 halves without a partner.
const CONTROLS =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const SCRIPT_ELEMENT = /<\s*script\b[^>]*>[\s\S]*?<\s*\/\s*script\b[^>]*>?/gi;
const SCRIPT_TAG = /<\s*\/?\s*script\b[^>]*>?/gi;
// A tag (from `<` to its `>` or the end of the text), or a style element with its content: the
// places a browser would read a handler or a URL scheme.
const MARKUP = /<style\b[\s\S]*?(?:<\/style\s*>|$)|<[\s/]*[a-z!?][^>]*>?/gi;
const HANDLER = /\bon\w+\s*=/gi;

/** A letter as written literally or as the numeric character reference a browser decodes in a tag. */
function letter(char: string): string {
  const code = char.charCodeAt(0);
  return `(?:${char}|&#0*${code};?|&#x0*${code.toString(16)};?)`;
}
// Whitespace, controls and the references browsers skip inside a URL scheme.
const NOISE = String.raw`(?:\s|[\u0000-\u001f]|&#0*(?:9|10|13);?|&#x0*(?:9|a|d);?|&(?:tab|newline);)*`;
const SCHEME_SOURCE =
  [..."javascript"].map((char) => letter(char) + NOISE).join("") + `(?::|${letter(":")}|&colon;)`;
const SCHEME = new RegExp(SCHEME_SOURCE, "gi");
const LEADING_SCHEME = new RegExp(`^\\s*${SCHEME_SOURCE}`, "i");

/** Removes control characters (tab and line feed stay; CR LF becomes LF) and lone surrogates. */
export function removeControls(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROLS, "");
}

/**
 * Removes script elements and tags, and inside markup (tags and style elements) the inline
 * `on…=` handlers and `javascript:` schemes, as well as a `javascript:` scheme that opens the
 * value. Repeats until nothing changes, so a removal never stitches a new hazard together.
 */
export function stripUnsafe(value: string): string {
  let current = value;
  for (;;) {
    const next = current
      .replace(SCRIPT_ELEMENT, "")
      .replace(SCRIPT_TAG, "")
      .replace(LEADING_SCHEME, "")
      .replace(MARKUP, (markup) => markup.replace(SCHEME, "").replace(HANDLER, ""));
    if (next === current) return current;
    current = next;
  }
}

/** The first `max` characters, counted in code points. */
export function capCharacters(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length > max ? characters.slice(0, max).join("") : value;
}

/** The length in characters (code points), the unit every cap is stated in. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** Keeps letters (with their accents), spaces, hyphens and apostrophes. */
export function keepNameCharacters(value: string): string {
  return value.replace(/[^\p{L}\p{M} '’-]/gu, "");
}

/** Keeps digits, `+`, spaces, brackets and `-`. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^\d+() -]/g, "");
}
