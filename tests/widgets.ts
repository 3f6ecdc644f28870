import { expect, type Locator, type Page } from "@playwright/test";
import { READY_ATTRIBUTE } from "../widgets/shared/widget-definition.ts";

/** The widgets the site builds into its pages; each is taken over by its script when reached for. */
export const HYDRATED = [
  "cinema-planner",
  "consultation-form",
  "cookie-banner",
  "mobile-nav",
] as const;

/**
 * Resolves once the element's script has taken it over: its `data-ready` attribute, a state read
 * whenever this looks, so it cannot miss a `widgetready` event sent before it started looking.
 */
export async function whenReady(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .and(page.locator(`[${READY_ATTRIBUTE}]`))
    .first()
    .waitFor({
      state: "attached",
      timeout: 20_000,
    });
}

/** Reaches for a widget the way a visitor would, and waits until its script has taken over. */
export async function takeOver(
  page: Page,
  tag: string,
  reach: (element: Locator) => Promise<void>,
) {
  const ready = whenReady(page, tag);
  await reach(page.locator(tag));
  await ready;
}

/** A layout shift, with what moved: each element's tag and class, and its box before and after. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/** Records layout shifts from the start of every page load into `window.layoutShifts`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const shifts: { value: number; moved: string[]; at: number }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    // `classList`, not `className`: an SVG element's className is an object, not its classes.
    const name = (node?: Node) =>
      node instanceof Element
        ? [node.localName, ...node.classList].join(".")
        : String(node?.nodeName ?? "(gone)");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          at: entry.startTime,
          value: entry.value,
          moved: entry.sources.map(
            (source) =>
              `${name(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The layout shifts recorded on this page, each with what it moved: all of them, or those that
 * happened from `since` (a `performance.now()` of the page's) on. A shift is told by when it
 * happened, not when the observer heard of it: the browser reports shifts a frame or more late.
 */
export async function layoutShifts(page: Page, since = 0): Promise<LayoutShift[]> {
  return page.evaluate(
    (from) =>
      (window as unknown as { layoutShifts: (LayoutShift & { at: number })[] }).layoutShifts
        .filter((shift) => shift.at >= from)
        .map(({ value, moved }) => ({ value, moved })),
    since,
  );
}

/**
 * Loads every widget on the page as a visitor would meet them: scrolls to the bottom and back,
 * focuses the form, opens and closes the menu, points at the cookie banner.
 */
export async function loadEveryWidget(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  if (await page.locator("cinema-planner").count()) {
    // Pointing at the result: reaching for the planner without changing the room it shows.
    await takeOver(page, "cinema-planner", (planner) =>
      planner.locator(".planner__result").hover(),
    );
  }
  if (await page.locator("consultation-form").count()) {
    // The submit button: leaving a field would (rightly) show its "required" message.
    await takeOver(page, "consultation-form", (form) =>
      form.getByRole("button", { name: /Request/ }).focus(),
    );
  }
  const menu = page.locator("mobile-nav summary");
  if (await menu.isVisible()) {
    await takeOver(page, "mobile-nav", () => menu.click());
    await page.keyboard.press("Escape");
    await expect(page.locator("mobile-nav details[open]")).toHaveCount(0);
  }
  const banner = page.getByRole("region", { name: "Cookie consent" });
  if (await banner.isVisible()) await takeOver(page, "cookie-banner", () => banner.hover());
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1, 1);
  await page.evaluate(() => window.scrollTo(0, 0));
}
