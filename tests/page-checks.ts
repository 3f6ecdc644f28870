import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on any axe violation on the page as it stands now, each named with `label`. */
export async function expectNoAxeViolations(page: Page, label = ""): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const prefix = label ? `${label}: ` : "";
  expect(results.violations.map((v) => `${prefix}${v.id}: ${v.help}`)).toEqual([]);
}

/** Fails on any axe violation, and when the page scrolls sideways at its current width. */
export async function expectAccessibleAndFitting(page: Page, label = ""): Promise<void> {
  await expectNoAxeViolations(page, label);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label ? `${label} ` : ""}scrolls sideways`).toBe(0);
}
