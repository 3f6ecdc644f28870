/** How far, in CSS pixels, the page must scroll before the floating call to action appears. */
export const SHOW_AFTER_PX = 500;

/** True once the page has scrolled more than 500 px. */
export function isPastThreshold(scrollY: number): boolean {
  return scrollY > SHOW_AFTER_PX;
}
