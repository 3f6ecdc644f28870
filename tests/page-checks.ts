import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import axeCore from "axe-core";
import { expect, type Page, type Request } from "@playwright/test";

/**
 * A JSON-LD block as the pages write it: its type, and the fields the tests read (each block
 * carries only some of them).
 */
export interface StructuredData {
  "@context"?: string;
  "@type": string;
  "@id"?: string;
  name?: string;
  areaServed?: { "@type": string; name: string }[];
  provider?: { "@id": string };
  itemListElement?: { name: string; item: string }[];
  openingHoursSpecification?: unknown[];
}

/** Every JSON-LD block on the page, parsed. */
export async function structuredData(page: Page): Promise<StructuredData[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((json) => JSON.parse(json) as StructuredData);
}

/** The kinds of result axe can list node by node: violations, passes, incomplete, inapplicable. */
type ResultTypes = NonNullable<Parameters<AxeBuilder["options"]>[0]["resultTypes"]>;

/**
 * An axe check of the page as it is, run in the page itself. The pages have no frames, so axe's
 * default of finishing its run in a second, blank page (for frames of other origins) only costs
 * time: about 40% of each check here. Every rule still runs on every element; only the results
 * of the kinds in `report` are listed node by node (violations unless a test reads more), which
 * takes another third off a check.
 *
 * axe (580 KB) is sent into each frame once per page load, not as @axe-core/playwright's run does,
 * twice on every check: sending it took about 0.35 s a time here, a quarter of a check.
 */
export async function axe(page: Page, report: ResultTypes = ["violations"]): Promise<AxeBuilder> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeCore.source);
  // Given as the builder's own script: what it sends into each frame before a check, now nothing.
  return new AxeBuilder({ page, axeSource: "void 0" })
    .setLegacyMode(true)
    .options({ resultTypes: report });
}

/**
 * Fails on any axe violation on the page as it stands now, each named with `label`; only within
 * the elements `within` selects when given (a widget whose state a test changed, on a page the
 * sweep has checked whole).
 */
export async function expectNoAxeViolations(
  page: Page,
  label = "",
  within?: string,
): Promise<void> {
  const builder = await axe(page);
  if (within) {
    await expect(page.locator(within).first(), `${within} to check`).toBeAttached();
    builder.include(within);
  }
  const results = await builder.analyze();
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

export { budgetFor, budgets, type Budget } from "./budgets.ts";

/** What each kind of request is weighed as. */
const WEIGHED_AS = {
  document: "html",
  stylesheet: "css",
  script: "js",
  image: "images",
  font: "fonts",
} as const;

/**
 * Counts what the page downloads: the gzip bytes of every document, stylesheet and script, and the
 * bytes of every image and font (they arrive compressed already).
 */
export function weigh(page: Page) {
  const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0 };
  /** One for every request the page has made, settled once its body is counted. */
  const counted: Promise<void>[] = [];
  const count = async (request: Request) => {
    const kind = WEIGHED_AS[request.resourceType() as keyof typeof WEIGHED_AS];
    if (!kind) return;
    // No response: the request failed, or the page closed before it answered.
    const response = await request.response().catch(() => null);
    if (!response) return;
    const compressed = kind === "images" || kind === "fonts";
    const size = (body: Buffer) => (compressed ? body.length : gzipSync(body).length);
    // A body Chrome no longer holds (a response a navigation has already moved past) is weighed
    // by the length it was sent with.
    bytes[kind] += await response
      .body()
      .then(size, () => Number(response.headers()["content-length"] ?? 0));
  };
  const onRequest = (request: Request) => void counted.push(count(request));
  page.on("request", onRequest);
  return {
    /**
     * What has arrived once the network is quiet and every request made so far has its body in.
     * The network's quiet is a page load's, reached once: from then on each request is waited
     * for by its own count, so what a scroll or a widget asks for is never missed for a quiet
     * moment already past.
     */
    async total() {
      await page.waitForLoadState("networkidle");
      // Requests made while these were awaited are awaited in turn.
      for (let waited = 0; waited < counted.length;) {
        waited = counted.length;
        await Promise.all(counted);
      }
      return { ...bytes };
    },
    stop: () => page.off("request", onRequest),
  };
}

/**
 * Drawings' labels read as a draughtsman's at any width: fails when a label of an inline drawing,
 * as shown at the page's current width, renders below 11 CSS px (unreadable on a phone) or above
 * 16 (grown with a drawing shown wide). A drawing's other layout, hidden at this width, is shown
 * to no one and is not measured.
 */
export async function expectDrawingLabelsReadable(page: Page, route: string): Promise<void> {
  const sizes = await page.locator("main svg text").evaluateAll((texts) =>
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
    expect(size.px, `"${size.text}" on ${route}`).toBeLessThanOrEqual(16);
  }
}
