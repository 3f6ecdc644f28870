/** How far, in CSS pixels, the page must scroll before the floating call to action appears. */
export const SHOW_AFTER_PX = 500;

/** True once the page has scrolled more than 500 px. */
export function isPastThreshold(scrollY: number): boolean {
  return scrollY > SHOW_AFTER_PX;
}

/** Input types that are pressed, not typed in: the bar need not step aside for them. */
const PRESSED = new Set(["button", "submit", "reset", "image", "hidden"]);

/**
 * True while a visitor is filling something in: a control they type or choose in (a text input, a
 * select, a text area), or any control of a form, its buttons included. The floating call to
 * action then steps aside: on a phone it would sit over the field or the keyboard's suggestions,
 * and it must never come back between pressing a form's button and letting go of it (focus moves
 * from the field to the button on the press), or it takes the release and the press is lost.
 */
export function isEditing(
  focused: { tagName: string; type?: string; closest?(selector: string): unknown } | null,
): boolean {
  if (!focused) return false;
  if (focused.closest?.("form")) return true;
  const tag = focused.tagName.toLowerCase();
  if (tag === "select" || tag === "textarea") return true;
  return tag === "input" && !PRESSED.has((focused.type ?? "text").toLowerCase());
}

/** What the floating call to action's visibility depends on. */
export interface PageState {
  scrollY: number;
  /** A field is being typed in or chosen from. */
  editing: boolean;
}

/**
 * Whether the floating call to action shows: on every page once it is scrolled past the
 * threshold, whether or not a form is on screen, and out of the way only while a form control
 * has focus.
 */
export function showsFloatingCta({ scrollY, editing }: PageState): boolean {
  return isPastThreshold(scrollY) && !editing;
}
