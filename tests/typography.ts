import { expect, type Page } from "@playwright/test";

/**
 * The site's type as a visitor's browser draws it: its own faces, loaded from the site, and
 * figures that read as figures ("12-Seat", never "ı2-Seat"). The page sweep
 * (tests/e2e/page-sweep.spec.ts) makes these checks on the pages it loads at 375 px.
 */

/** The first family named in an element's computed font-family, unquoted. */
function firstFamily(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) =>
      getComputedStyle(element)
        .fontFamily.split(",")[0]!
        .trim()
        .replace(/^["']|["']$/g, ""),
    );
}

/**
 * The height in pixels of the ink of `text` set in a heading of the page (white on black, at the
 * heading's own size, face and features), read from a screenshot of it.
 */
async function inkHeight(page: Page, tag: string, text: string): Promise<number> {
  const sample = page.locator("#ink-sample > *");
  await page.evaluate(
    ({ tag, text }) => {
      document.getElementById("ink-sample")?.remove();
      const box = document.createElement("div");
      box.id = "ink-sample";
      box.style.cssText =
        "position:fixed;left:0;top:0;z-index:2147483647;padding:24px;background:#000;color:#fff";
      const heading = document.createElement(tag);
      heading.style.cssText = "margin:0;text-shadow:none";
      heading.textContent = text;
      box.append(heading);
      document.querySelector("main")!.append(box);
    },
    { tag, text },
  );
  const png = (await sample.screenshot({ animations: "disabled" })).toString("base64");
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let top = Infinity;
    let bottom = -Infinity;
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++)
        // White ink only (every channel lit), so nothing coloured of the page's can count.
        if (
          Math.min(...pixels.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3)) >
          96
        ) {
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
    return bottom - top + 1;
  }, png);
}

/** The display face's figures on the page are all lining figures. */
export async function expectLiningFigures(page: Page, route: string) {
  const displayFamily = await firstFamily(page, "h1");
  const oldStyle = await page.evaluate((family) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!/\d/.test(node.textContent ?? "") || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      if (!style.fontFamily.includes(family)) continue;
      if (!style.fontVariantNumeric.includes("lining-nums"))
        found.push(`${element.localName}.${[...element.classList].join(".")}: ${node.textContent}`);
    }
    return found;
  }, displayFamily);
  expect(oldStyle, route).toEqual([]);
}

/** In each of the page's `selectors` lists, no item stands alone on a last row. */
export async function expectNoOrphans(page: Page, route: string, selectors: string[]) {
  for (const selector of selectors) {
    const lists = page.locator(`main ${selector}`);
    expect(await lists.count(), `${route} ${selector}`).toBeGreaterThan(0);
    for (const list of await lists.all()) {
      // The items' rows, by where each item's box starts, and the last row's share of the width.
      const { rows, lastWidth } = await list.evaluate((element) => {
        const byTop = new Map<number, { items: number; width: number }>();
        for (const child of element.children) {
          const box = child.getBoundingClientRect();
          const row = byTop.get(Math.round(box.top)) ?? { items: 0, width: 0 };
          byTop.set(Math.round(box.top), { items: row.items + 1, width: row.width + box.width });
        }
        const found = [...byTop.values()];
        const last = found.at(-1)?.width ?? 0;
        return { rows: found.map((row) => row.items), lastWidth: last / element.clientWidth };
      });
      // A single column is a list, and a last item as wide as the row above it a deliberate
      // close; a row of several with one short item left under it is an orphan.
      const orphaned =
        rows.length > 1 && rows.at(-1) === 1 && Math.max(...rows) > 1 && lastWidth < 0.9;
      expect(
        orphaned,
        `${route} ${selector}: rows of ${rows.join(", ")}, the last ${Math.round(lastWidth * 100)}% wide`,
      ).toBe(false);
    }
  }
}

/** The body, the headlines and the buttons are set in faces the site declared and loaded. */
export async function expectOwnFaces(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  for (const selector of ["body", "h1", ".button"]) {
    const family = await firstFamily(page, selector);
    const weight = await page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontWeight);
    // A face the page itself declared (never the device's own font) and that has arrived.
    const face = await page.evaluate(
      ({ family, weight }) =>
        [...document.fonts]
          .filter((font) => font.family.replace(/^["']|["']$/g, "") === family)
          .map((font) => ({ weight: font.weight, status: font.status }))
          .find((font) => font.weight === weight),
      { family, weight },
    );
    expect(face, `${selector}: ${family} ${weight}`).toEqual({ weight, status: "loaded" });
  }
  const fontFiles = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.endsWith(".woff2"))
      .map((url) => url.origin === location.origin),
  );
  expect(fontFiles.length).toBeGreaterThanOrEqual(2);
  expect(fontFiles.every(Boolean)).toBe(true);
}

/**
 * A 1 set in each heading stands near the height of an H, well above an x. Adds a sample to the
 * page while it measures and removes it after.
 */
export async function expectLiningOne(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  for (const tag of ["h1", "h2", "h3"]) {
    const one = await inkHeight(page, tag, "1");
    const capital = await inkHeight(page, tag, "H");
    const small = await inkHeight(page, tag, "x");
    // An old-style 1 is as tall as the lower case (Cormorant's is an x's height); a lining 1
    // stands near the height of the capitals, well above the x.
    expect(small, `${tag}: x is shorter than H`).toBeLessThan(capital * 0.8);
    expect(one, `${tag}: 1 above x`).toBeGreaterThan(small * 1.2);
    expect(Math.abs(capital - one), `${tag}: 1 nearer H than x`).toBeLessThan(one - small);
  }
  await page.evaluate(() => document.getElementById("ink-sample")?.remove());
}
