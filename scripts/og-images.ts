/**
 * Draws each blog post's social-sharing card: a 1200×630 PNG of the post's own artwork with its
 * category, title and the brand, written to public/images/blog/og/{slug}.png.
 *
 * Run `npm run images:og` after adding a post or changing its title or artwork, and commit the
 * PNGs; a unit test fails while any post is without its card.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import matter from "gray-matter";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../tests/browsers.js";
import { FONTS } from "../site/_config/fonts.js";
import { site } from "../core/content/words.ts";

const root = path.resolve(import.meta.dirname, "..");
const postsDir = path.join(root, "site/blog/posts");
const outDir = path.join(root, "public/images/blog/og");

/** Text placed in HTML, escaped. */
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The card's HTML: the artwork fills the frame, darkened on the left where the words sit. */
function card(artwork: string, category: string, title: string, brand: string): string {
  // The site's own faces: Cormorant Garamond for the title, Jost for the words about it.
  const face = (url: string) =>
    pathToFileURL(path.join(root, "node_modules", FONTS.find((f) => f.url === url)!.file)).href;
  return `<!doctype html><html><head><style>
@font-face { font-family: "Cormorant Garamond"; font-weight: 600; src: url("${face("/fonts/cormorant-garamond-600.woff2")}") format("woff2"); }
@font-face { font-family: "Jost"; font-weight: 400; src: url("${face("/fonts/jost-400.woff2")}") format("woff2"); }
@font-face { font-family: "Jost"; font-weight: 600; src: url("${face("/fonts/jost-600.woff2")}") format("woff2"); }
html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; background: #0b0b0f; }
.art { position: absolute; inset: 0; width: 1200px; height: 630px; object-fit: cover; }
.shade { position: absolute; inset: 0;
  background: linear-gradient(90deg, rgb(11 11 15 / 0.92) 0%, rgb(11 11 15 / 0.7) 45%, rgb(11 11 15 / 0) 85%); }
.text { position: absolute; left: 72px; top: 0; bottom: 0; width: 700px; display: flex; flex-direction: column;
  justify-content: center; gap: 22px; font-family: Jost, system-ui, sans-serif; }
.eyebrow { color: #e6c88a; font-size: 24px; font-weight: 600; letter-spacing: 0.16em; text-transform: uppercase; }
h1 { margin: 0; color: #f4f0e8; font: 600 68px/1.05 "Cormorant Garamond", Georgia, serif; }
.brand { color: #d4b06a; font-size: 24px; border-top: 2px solid #8a6a2c; padding-top: 18px; width: 420px; }
</style></head><body>
<img class="art" src="${pathToFileURL(artwork).href}" alt="">
<div class="shade"></div>
<div class="text"><div class="eyebrow">${escape(category)}</div><h1>${escape(title)}</h1>
<div class="brand">${escape(brand)}</div></div>
</body></html>`;
}

await mkdir(outDir, { recursive: true });
const work = await mkdtemp(path.join(tmpdir(), "og-card-"));
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const file of (await readdir(postsDir)).filter((name) => name.endsWith(".md"))) {
  const slug = file.replace(/\.md$/, "");
  // Front matter the content check has already held to its schema.
  const data = matter(await readFile(path.join(postsDir, file), "utf8")).data as {
    image: { src: string };
    category: string;
    title: string;
  };
  // A render master lives under art/; an older drawing under public/.
  const artwork = data.image.src.startsWith("art/")
    ? path.join(root, data.image.src)
    : path.join(root, "public", data.image.src);
  // A file page, so the artwork and the font load from disk under the same (file:) origin.
  const html = path.join(work, "card.html");
  await writeFile(html, card(artwork, data.category, data.title, site.name));
  await page.goto(pathToFileURL(html).href, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `${slug}.png`) });
  console.log(`public/images/blog/og/${slug}.png`);
}
await browser.close();
await rm(work, { recursive: true, force: true });
