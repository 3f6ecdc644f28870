// @vitest-environment jsdom
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { budgetFor } from "../budgets.ts";
import { ROUTES } from "../content.ts";
import { serveDist } from "./serve-dist.ts";

/**
 * What every fixed route sends before a visitor touches anything, read from the server without a
 * browser and weighed as the browser sweep weighs it (gzip bytes of the HTML, of every stylesheet
 * and of every script it names; font files as they are): each within its page's budget. The
 * browser sweep (tests/e2e/page-sweep.spec.ts) loads one page of each kind and weighs what only a
 * browser can tell, the pictures chosen for its width, the faces drawn and the widgets' code; this
 * holds every route, the pages of a kind it does not load included.
 */
const origin = serveDist();

async function body(pathname: string): Promise<Buffer> {
  const response = await fetch(new URL(pathname, origin()));
  expect(response.status, pathname).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
const gzipped = async (pathname: string) => gzipSync(await body(pathname)).length;
const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);

describe("every route's first visit, before any interaction, is within its budgets", () => {
  for (const route of ROUTES) {
    test(route, async () => {
      const budget = budgetFor(route);
      const html = await body(route);
      const document = new DOMParser().parseFromString(html.toString("utf8"), "text/html");
      const hrefs = (selector: string, attribute: string) =>
        [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute)!);

      const stylesheets = hrefs('link[rel="stylesheet"]', "href");
      const scripts = hrefs("script[src]", "src");
      const fonts = hrefs('link[rel="preload"][as="font"]', "href");
      expect(stylesheets.length, "stylesheets").toBeGreaterThan(0);
      expect(scripts.length, "scripts").toBeGreaterThan(0);

      expect(gzipSync(html).length, "HTML").toBeLessThanOrEqual(budget.html);
      expect(sum(await Promise.all(stylesheets.map(gzipped))), "CSS").toBeLessThanOrEqual(
        budget.css,
      );
      expect(
        sum(await Promise.all(scripts.map(gzipped))),
        "JavaScript before any interaction",
      ).toBeLessThanOrEqual(budget.jsBeforeInteraction);
      const faces = await Promise.all(fonts.map(async (href) => (await body(href)).length));
      expect(sum(faces), "fonts preloaded").toBeLessThanOrEqual(budget.fonts);
    });
  }
});
