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
  /** The consultation form it leads to is on screen already. */
  formInView: boolean;
}

/**
 * Whether the floating call to action shows: past the threshold, and out of the way while a
 * field is being edited or while the form it leads to is itself on screen (where it would only
 * cover that form's own button).
 */
export function showsFloatingCta({ scrollY, editing, formInView }: PageState): boolean {
  return isPastThreshold(scrollY) && !editing && !formInView;
}
