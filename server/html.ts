/**
 * HTML built from values that may hold anything a visitor typed. Every interpolation in `markup`
 * is escaped for text and quoted attributes alike, unless it is itself `markup` (or a list of it),
 * so a value can never close a tag or an attribute.
 */
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text safe inside an element or a quoted attribute. Nothing (null or undefined) is empty, and a
 * list or an object a request carried reads as its JSON rather than "[object Object]".
 */
export function escapeHtml(value: unknown): string {
  const text =
    typeof value === "string"
      ? value
      : typeof value === "number" || typeof value === "boolean" || typeof value === "bigint"
        ? String(value)
        : value === null || value === undefined
          ? ""
          : (JSON.stringify(value) ?? "");
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Markup that has already been escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join("");
  if (part === null || part === undefined || part === false) return "";
  return escapeHtml(part);
}

/** A template tag: `markup\`<p>${text}</p>\`` escapes `text`. */
export function markup(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (out, string, index) => out + string + (index < parts.length ? render(parts[index]) : ""),
      "",
    ),
  );
}
