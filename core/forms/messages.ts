/**
 * Messages made from error keys. Kept apart from the words themselves (`words.ts`), so the widget
 * bundles this rule without every form's copy.
 */
import type { ErrorKey, Field } from "./fields.ts";
import { fillIn } from "./fill-in.ts";
import type { FieldWords } from "./FormFields.tsx";

/**
 * A field's message for an error key: its form's own (`emailInvalid`), or the one every field
 * shares, with the field's label in it ("Budget is required"). The one place a message is made
 * from a key, with script (the widget) and without (the server).
 */
export function messageFor(
  copy: { labels: Record<string, string>; messages: Record<string, string> },
  field: Pick<Field, "name">,
  key: ErrorKey,
  words: Pick<FieldWords, ErrorKey>,
): string {
  const own = copy.messages[`${field.name}${key === "required" ? "Required" : "Invalid"}`];
  return own ?? fillIn(words[key], { label: copy.labels[field.name] ?? field.name });
}
