import { expect, test } from "@playwright/test";
import { data, posts } from "../content.ts";
import { axe, expectDrawingLabelsReadable } from "../page-checks.ts";

/**
 * What the articles and case studies the page sweep does not load still need a browser for:
 * their own content (each article's text, tables and drawing, each case study's drawings) is
 * accessible, fits a phone's width, and its drawings' labels are readable there. One page of
 * each kind, its header, footer and widgets, is swept whole at both widths in
 * page-sweep.spec.ts; what each page's HTML says (length, headings, byline, drawings, structured
 * data, links) is read from the built files in tests/site/pages.test.ts.
 */
const SWEPT = ["/blog/ultimate-guide-luxury-home-cinema", "/portfolio/hampstead-basement-theatre"];
const PAGES = [
  ...posts().map((post) => `/blog/${post.slug}`),
  ...data("projects").map((project) => `/portfolio/${project.slug}`),
].filter((route) => !SWEPT.includes(route));

test("every other article and case study at 375 px: its content accessible and fitting, its diagrams whole in the column, its drawings' labels at least 11 px", async ({
  page,
}) => {
  test.setTimeout(30_000 + PAGES.length * 10_000);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of PAGES) {
    await test.step(route, async () => {
      await page.goto(route);
      // The page's own content; the chrome around it is the swept page's.
      const results = await (await axe(page)).include("main").analyze();
      expect(results.violations.map((v) => `${route}: ${v.id}: ${v.help}`)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${route} scrolls sideways`).toBe(0);
      // A diagram shows its phone layout here: read whole in the column, not scrolled within it.
      const scrolled = await page
        .locator("main .diagram")
        .evaluateAll((diagrams) => diagrams.filter((d) => d.scrollWidth > d.clientWidth).length);
      expect(scrolled, `${route}: diagrams scrolling sideways`).toBe(0);
      await expectDrawingLabelsReadable(page, route);
    });
  }
});
