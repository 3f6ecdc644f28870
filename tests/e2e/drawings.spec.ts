import { test } from "@playwright/test";
import { data } from "../content.ts";
import { expectDrawingLabelsReadable } from "../page-checks.ts";

/**
 * Drawings stay readable on a phone: every label in an inline drawing renders at 11 CSS px or
 * more at 375 px, wherever it appears: case studies here, articles in articles.spec.ts (in the
 * page load that checks their accessibility at 375 px). That a case study shows its plan and
 * section is read from the built HTML in tests/site/pages.test.ts.
 */
const PAGES = data("projects").map((project) => `/portfolio/${project.slug}`);

for (const route of PAGES) {
  test(`every label of the drawings on ${route} is at least 11 px at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(route);
    await expectDrawingLabelsReadable(page, route);
  });
}
