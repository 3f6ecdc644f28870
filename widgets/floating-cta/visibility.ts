/** How far, in CSS pixels, the page must scroll before the floating call to action appears. */
export const SHOW_AFTER_PX = 500;

/** True once the page has scrolled more than 500 px. */
export function isPastThreshold(scrollY: number): boolean {
  return scrollY > SHOW_AFTER_PX;
}

/** Input types that are pressed, not typed in: the bar need not step aside for them. */
const PRESSED = new Set(["button", "submit", "reset", "image", "hidden"]);

/**
 * True for a control a visitor types or chooses in (a text input, a select, a text area): while
 * one has focus the floating call to action steps aside, since on a phone it would sit over the
 * field, or over the keyboard's suggestions, exactly where the visitor is looking.
 */
export function isEditing(focused: { tagName: string; type?: string } | null): boolean {
  if (!focused) return false;
  const tag = focused.tagName.toLowerCase();
  if (tag === "select" || tag === "textarea") return true;
  return tag === "input" && !PRESSED.has((focused.type ?? "text").toLowerCase());
}

/** Whether the floating call to action shows: past the threshold, and no field being edited. */
export function showsFloatingCta(scrollY: number, editing: boolean): boolean {
  return isPastThreshold(scrollY) && !editing;
}
