import { execFile } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/site-sources.js";
import type { ContentFiles } from "../../core/content/content-files.ts";

const root = path.resolve(".");
let copy = "";

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs Eleventy in the throw-away copy of the site. */
function eleventy(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, "node_modules/@11ty/eleventy/cmd.cjs"), "--quiet", ...args],
      { cwd: copy, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Every page's HTML by URL, rendered without writing files or running Vite (fast). */
async function render() {
  const run = await eleventy("--to=json");
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  const pages = JSON.parse(run.stdout) as { url: string | false; content: string }[];
  return new Map(
    pages.filter((page) => typeof page.url === "string").map((p) => [p.url as string, p.content]),
  );
}

/** Changes a file of the copy for the length of `run`, then puts it back. */
async function withChange<T>(file: string, change: (text: string) => string, run: () => T) {
  const target = path.join(copy, file);
  const original = await readFile(target, "utf8");
  await writeFile(target, change(original));
  try {
    return await run();
  } finally {
    await writeFile(target, original);
  }
}

/** Changes a JSON content file of the copy as data, for the length of `run`. */
function withData<Name extends keyof ContentFiles, T>(
  name: Name,
  change: (data: ContentFiles[Name]) => void,
  run: () => T,
) {
  return withChange(
    `site/_data/${name}.json`,
    (text) => {
      const data = JSON.parse(text) as ContentFiles[Name];
      change(data);
      return JSON.stringify(data, null, 2);
    },
    run,
  );
}

/** A content file of the copy as it is written (its JSON, facts unfilled). */
const data = async <Name extends keyof ContentFiles>(name: Name) =>
  JSON.parse(
    await readFile(path.join(root, "site/_data", `${name}.json`), "utf8"),
  ) as ContentFiles[Name];
const gbp = (amount: number) => `£${amount.toLocaleString("en-GB")}`;
const count = (text: string, part: string) => text.split(part).length - 1;
const metaDescription = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
const lineOf = (text: string, needle: string) =>
  text.split("\n").findIndex((line) => line.includes(needle)) + 1;

beforeAll(async () => {
  copy = await copySite("site-build-");
});

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

/** Runs `run` while something else holds Vite's default port for its live-reload socket. */
async function withViteSocketPortHeld<T>(run: () => Promise<T>) {
  // Two builds at once on one machine (a rebuild beside a developer's): Vite's default port for
  // its live-reload socket, 24678, is taken. Held here unless something already holds it.
  const holder = createServer();
  await new Promise<void>((resolve) =>
    holder.once("error", () => resolve()).listen(24678, resolve),
  );
  try {
    return await run();
  } finally {
    holder.close();
  }
}

/**
 * Each Eleventy run renders every page (about 5 s on a quiet machine), so the authors' edits that
 * do not touch one another are made to one copy and rendered once, and each test reads its part.
 */
describe("the build, after an author's edits", () => {
  const hampshire = {
    county: "Hampshire",
    places: ["Winchester", "Alresford"],
    shownIn: ["footer", "sitemap"],
    intro: "We work in north Hampshire, around Winchester.",
    // A county with no project of its own opens on the room it names.
    image: { src: "art/renders/mayfair-penthouse-lounge-4.jpg" },
  };
  const emptied = "site/blog/posts/small-space-home-entertainment.md";
  let pages = new Map<string, string>();
  let homeCinema: ContentFiles["homeCinema"];
  let lowest = 0;
  /** Two prices that appear nowhere else, both still the lowest, so each is the "from" price. */
  let before = 0;
  let after = 0;
  const setPrice = (price: number) => (d: ContentFiles["homeCinema"]) => {
    d.packages[lowest]!.price = price;
  };
  /** Runs `run` with a new area added and one post's body gone. */
  const withAreaAndEmptiedPost = <T>(run: () => Promise<T>) =>
    withData(
      "areas",
      (areas) => areas.push(hampshire),
      () =>
        withChange(
          emptied,
          (source) => `${source.slice(0, source.indexOf("\n---", 3) + 4)}\n`,
          run,
        ),
    );

  beforeAll(async () => {
    homeCinema = await data("homeCinema");
    const prices = homeCinema.packages.map((p) => p.price);
    lowest = prices.indexOf(Math.min(...prices));
    [before, after] = [prices[lowest]! - 1, prices[lowest]! - 2];
    // With the port held, and a lower package price.
    pages = await withAreaAndEmptiedPost(() =>
      withData("homeCinema", setPrice(before), () => withViteSocketPortHeld(render)),
    );
  }, 180_000);

  const page = (route: string) => {
    const html = pages.get(`/${route}`);
    expect(html, `/${route}`).toBeDefined();
    return html!;
  };

  it("says nothing of Vite's WebSocket port when another build holds it", () => {
    // `render` fails on any word on stderr; the pages are there.
    expect(pages.size).toBeGreaterThan(20);
  });

  it("gives a new area its page and lists it only where it is flagged", async () => {
    const area = page("areas/hampshire");
    expect(area).toContain("Winchester");
    expect(area).toContain(hampshire.intro);
    const hero = /<img[^>]*class="hero__image"[^>]*>/.exec(area)?.[0] ?? "";
    const described = (await data("projects"))
      .flatMap((project) => [project.image, ...project.gallery])
      .find((picture) => picture.src === hampshire.image.src);
    expect(described).toBeDefined();
    expect(hero).toContain(`alt="${described!.alt}"`);
    const link = 'href="/areas/hampshire"';
    const part = (html: string, tag: string) =>
      html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));
    expect(part(page("about"), "footer")).toContain(link);
    expect(part(page("sitemap"), "main")).toContain(link);
    expect(part(page("contact"), "main")).not.toContain(link);
    expect(part(page("contact"), "main")).toContain('href="/areas/surrey"');
    expect(page("")).not.toMatch(/"areaServed":\[[^\]]*Hampshire/);
    expect(page("sitemap.xml")).toContain("/areas/hampshire</loc>");
  });

  it("publishes a post with a body and keeps a post without one off the site and the sitemap", () => {
    expect(pages.has("/blog/small-space-home-entertainment")).toBe(false);
    expect(page("blog/roi-premium-home-cinema")).toContain('property="og:type" content="article"');
    const sitemap = page("sitemap.xml");
    expect(sitemap).toContain("/blog/roi-premium-home-cinema</loc>");
    expect(sitemap).not.toContain("/blog/small-space-home-entertainment</loc>");
  });

  it(
    "a package price changed in one place reaches every page that shows it, and the telephone and address appear only once set",
    { timeout: 180_000 },
    async () => {
      const pagesBefore = pages;
      const shown = [...pagesBefore].filter(([, html]) => html.includes(gbp(before)));
      const urls = shown.map(([url]) => url);
      expect(urls).toEqual(
        expect.arrayContaining(["/services", "/services/home-cinema-installation"]),
      );
      const service = pagesBefore.get("/services/home-cinema-installation")!;
      expect(metaDescription(service)).toContain(gbp(before));
      expect(metaDescription(pagesBefore.get("/services")!)).toContain(gbp(before));
      expect(/<p class="lead">([^<]*)<\/p>/.exec(service)?.[1]).toContain(gbp(before));
      expect(pagesBefore.get("/")).toContain(`"minPrice":${before}`);
      // As shipped, site.json has no telephone or address: nothing shows either.
      for (const html of pagesBefore.values()) {
        expect(html).not.toContain('href="tel:');
        expect(html).not.toContain("<address>");
        expect(html).not.toContain('"telephone"');
      }

      // The same edits as before (so every page is the same page), the price lowered again, and
      // a telephone number and an address set.
      const telephone = "020 7946 0321";
      const address = { street: "4 Example Mews", town: "London", postcode: "SW3 4AA" };
      const pagesAfter = await withAreaAndEmptiedPost(() =>
        withData(
          "site",
          (site) => Object.assign(site, { telephone, address }),
          () => withData("homeCinema", setPrice(after), render),
        ),
      );
      for (const [url, html] of pagesAfter) {
        expect(count(html, gbp(after)), url).toBe(count(pagesBefore.get(url)!, gbp(before)));
        expect(count(html, gbp(before)), url).toBe(0);
      }
      expect(pagesAfter.get("/")).toContain(`"minPrice":${after}`);

      const contact = pagesAfter.get("/contact")!;
      expect(contact).toContain(`<a href="tel:+442079460321">${telephone}</a>`);
      expect(contact).toMatch(new RegExp(`<address>${address.street}<br>${address.town}<br>`));
      const footer = (html: string) => html.slice(html.indexOf('<footer class="site-footer">'));
      for (const [url, html] of pagesAfter) {
        if (!html.includes('<footer class="site-footer">')) continue;
        expect(footer(html), url).toContain(`>${telephone}</a>`);
        expect(footer(html), url).toContain(`<address>${address.street}, ${address.town}`);
      }
      const home = pagesAfter.get("/")!;
      expect(home).toContain('"telephone":"+442079460321"');
      expect(home).toContain(`"postalCode":"${address.postcode}"`);
    },
  );
});

describe("a content mistake stops the build with one plain message", () => {
  /** The build's complaint about a change: exit status 1, one block, no stack trace. */
  async function complaint(file: string, change: (text: string) => string) {
    const run = await withChange(file, change, () => eleventy("--to=json"));
    expect(run.code).toBe(1);
    expect(run.stderr.match(/Content error:/g)).toHaveLength(1);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toContain("[11ty]");
    return run.stderr.trim();
  }

  it("malformed JSON: the line and column of the missing comma", { timeout: 60_000 }, async () => {
    const file = "site/_data/homeCinema.json";
    const text = await readFile(path.join(root, file), "utf8");
    const price = `"price": ${(await data("homeCinema")).packages[1]!.price}`;
    const line = lineOf(text, price);
    const column = text.split("\n")[line - 1]!.indexOf(price) + price.length;
    expect(await complaint(file, (t) => t.replace(`${price},`, price))).toBe(
      `Content error: ${file}, line ${line}, column ${column}\n  a comma is missing after this`,
    );
  });

  it("a price written with a pound sign and commas", { timeout: 60_000 }, async () => {
    const file = "site/_data/homeCinema.json";
    const text = await readFile(path.join(root, file), "utf8");
    const price = (await data("homeCinema")).packages[1]!.price;
    const message = await complaint(file, (t) =>
      t.replace(`"price": ${price}`, `"price": "${gbp(price)}"`),
    );
    expect(message).toMatch(
      new RegExp(
        `^Content error: site/_data/homeCinema\\.json, line ${lineOf(text, `"price": ${price}`)}, column \\d+\\n` +
          "  package 2, price: must be a whole number of pounds, e.g. 25000$",
      ),
    );
  });

  it("a field left out", { timeout: 60_000 }, async () => {
    const title = (await data("services")).core[0]!.title;
    const message = await complaint("site/_data/services.json", (t) =>
      t.replace(`"title": ${JSON.stringify(title)},`, ""),
    );
    expect(message).toMatch(/^Content error: site\/_data\/services\.json, line \d+, column \d+\n/);
    expect(message).toMatch(/\n {2}service 1, title: missing$/);
  });

  it("an image size that is not the file's shape", { timeout: 60_000 }, async () => {
    // An article given a picture in public/images/ (1200 × 630) with a height that does not fit.
    const file = "site/blog/posts/roi-premium-home-cinema.md";
    const image =
      'image:\n  src: /images/og-image.png\n  alt: "A picture"\n  width: 1200\n  height: 730\n';
    const message = await complaint(file, (t) => t.replace(/^image:\n(?: {2}.*\n)+/m, image));
    expect(message).toContain("image, width and height:");
    expect(message).toContain("the height must be 630");
  });

  it.each([
    ["2025-13-45", "there is no 2025-13-45 in the calendar"],
    ["14/03/2025", "e.g. 2025-03-14"],
  ])("a blog post dated %s", { timeout: 60_000 }, async (date, words) => {
    const file = "site/blog/posts/roi-premium-home-cinema.md";
    const text = await readFile(path.join(root, file), "utf8");
    const message = await complaint(file, (t) => t.replace(/^date:.*$/m, `date: ${date}`));
    expect(message).toMatch(
      new RegExp(`^Content error: ${file}, line ${lineOf(text, "date:")}\\n {2}date: `),
    );
    expect(message).toContain("must be a date written YYYY-MM-DD");
    expect(message).toContain(words);
  });
});
