import { expect, test } from "@playwright/test";
import { data } from "../content.ts";

const site = data("site");

/** A path no page links to: it must answer 404, so the crawl would notice a catch-all 200. */
const MISSING = "/no-such-page-for-the-crawl";

/** Every URL an HTML page points at through href, src and srcset, fragments kept. */
function htmlReferences(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(href|src|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = (match[2] ?? match[3] ?? "").replace(/&amp;/g, "&");
    if (match[1] === "srcset") {
      for (const candidate of value.split(",")) found.push(candidate.trim().split(/\s+/)[0] ?? "");
    } else found.push(value);
  }
  return found.filter(Boolean);
}

/** Every URL a stylesheet points at through url(). */
function cssReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)]
    .map((match) => match[1] ?? "")
    .filter((url) => !url.startsWith("data:") && !url.startsWith("#"));
}

test("a crawl from / reaches only pages and files that answer 200", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const queue = ["/"];
  const seen = new Set(queue);
  const failures: string[] = [];
  const pages = new Map<string, string>();
  /** Fragments linked to, by the page that should hold them, and where each link was found. */
  const fragments: { path: string; id: string; from: string }[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      failures.push(`${response.status()} ${path}`);
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    let references: string[] = [];
    if (type.includes("text/html")) {
      const html = await response.text();
      pages.set(path, html);
      references = htmlReferences(html);
    } else if (type.includes("text/css")) {
      references = cssReferences(await response.text());
    }
    for (const reference of references) {
      const url = new URL(reference, origin + path);
      if (url.origin !== origin) continue;
      if (url.hash.length > 1)
        fragments.push({
          path: url.pathname,
          id: decodeURIComponent(url.hash.slice(1)),
          from: path,
        });
      if (!seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }

  expect(failures).toEqual([]);
  // Sanity: the crawl really walked the site rather than stopping at the front door.
  expect(pages.size).toBeGreaterThan(20);

  const missingTargets = fragments
    .filter(({ path, id }) => pages.has(path) && !pages.get(path)!.includes(`id="${id}"`))
    .map(({ path, id, from }) => `${path}#${id} (linked from ${from})`);
  expect([...new Set(missingTargets)]).toEqual([]);

  // Every page a visitor can reach is in the XML sitemap, and the sitemap lists nothing else.
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect([...pages.keys()].sort()).toEqual(listed.sort());
  expect(xml).toContain(`<loc>${site.url}/</loc>`);

  expect((await request.get(MISSING)).status()).toBe(404);
});
