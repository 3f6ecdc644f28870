/**
 * Messages made from error keys. Kept apart from the words themselves (`words.ts`), so the widget
 * bundles this rule without every form's copy.
 */
import type { ErrorKey, Field } from "./fields.ts";

/**
 * A field's message for an error key: from the copy (`emailInvalid`), or built from its label.
 * The one place a message is made from a key, with script (the widget) and without (the server).
 */
export function messageFor(
  copy: { labels: Record<string, string>; messages: Record<string, string> },
  field: Pick<Field, "name">,
  key: ErrorKey,
): string {
  const name = `${field.name}${key === "required" ? "Required" : "Invalid"}`;
  const label = copy.labels[field.name] ?? field.name;
  return (
    copy.messages[name] ?? (key === "required" ? `${label} is required` : `Please check ${label}`)
  );
}
