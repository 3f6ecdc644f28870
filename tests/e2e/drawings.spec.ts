import { expect, test } from "@playwright/test";
import { data, posts } from "../content.ts";

/**
 * Drawings stay readable on a phone: every label in an inline drawing renders at 11 CSS px or
 * more at 375 px, wherever it appears (case studies, articles).
 */
const PAGES = [
  ...data("projects").map((project) => `/portfolio/${project.slug}`),
  ...posts()
    .filter((post) => post.body.trim())
    .map((post) => `/blog/${post.slug}`),
];

for (const route of PAGES) {
  test(`every label of the drawings on ${route} is at least 11 px at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(route);
    const sizes = await page.locator("main svg text").evaluateAll((texts) =>
      // A drawing's other layout, hidden at this width, is not shown to anyone.
      texts
        .filter((text) => text.getClientRects().length > 0)
        .map((text) => {
          const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 0;
          return {
            text: text.textContent,
            px: parseFloat(getComputedStyle(text).fontSize) * scale,
          };
        }),
    );
    for (const size of sizes) {
      expect(size.px, `"${size.text}" on ${route}`).toBeGreaterThanOrEqual(11);
    }
  });
}

test("case studies show their room's plan and section, with their dimensions", async ({ page }) => {
  const [project] = data("projects");
  await page.goto(`/portfolio/${project?.slug}`);
  const drawings = page.locator("main .drawing svg");
  await expect(drawings).toHaveCount(2);
  await expect(drawings.first()).toContainText(`${project?.room.length.toFixed(2)} m`);
});
