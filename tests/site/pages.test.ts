// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { toSlug } from "../../site/_config/slug.js";
import { ROUTES, data, gbp, posts } from "../content.ts";
import { serveDist } from "./serve-dist.ts";

/**
 * What the built pages say, read from the HTML the server sends, parsed but with no script run:
 * every check here is of markup the build writes. What only a browser can tell (layout, focus,
 * accessibility, what a script does) stays in the browser tests.
 */
const site = data("site");
const origin = serveDist();

const get = (pathname: string) => fetch(`${origin()}${pathname}`);

/** A page as sent: its answer, and its HTML parsed into a document no script runs in. */
async function load(pathname: string) {
  const response = await get(pathname);
  const document = new DOMParser().parseFromString(await response.text(), "text/html");
  return { response, document };
}

/** An element's text with whitespace folded, as a browser test's text assertions read it. */
const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();
/** Whitespace folded, so words from the data files match the page's text however it wraps. */
const fold = (words: string) => words.replace(/\s+/g, " ").trim();

/** The one element `selector` finds; fails when there is none or more than one. */
function only(root: ParentNode, selector: string): Element {
  const found = root.querySelectorAll(selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!;
}

/** An element's accessible name as far as the markup states it: its label, else its text. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(element.ownerDocument.getElementById(id)))
      .join(" ");
  }
  return fold(element.getAttribute("aria-label") ?? textOf(element));
}

/** The links inside `root` whose name holds `name`, ignoring case, as a role query finds them. */
const linksNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll("a[href]")].filter((link) =>
    nameOf(link).toLowerCase().includes(fold(name).toLowerCase()),
  );

/** The one link in `root` named `name`. */
function linkNamed(root: ParentNode, name: string): Element {
  const links = linksNamed(root, name);
  expect(
    links.map((link) => link.outerHTML),
    `one link named ${name}`,
  ).toHaveLength(1);
  return links[0]!;
}

/** A JSON-LD block as the pages write it, with the fields these tests read. */
interface Block {
  "@context"?: unknown;
  "@type"?: unknown;
  name?: unknown;
  headline?: unknown;
  description?: unknown;
  datePublished?: unknown;
  dateModified?: unknown;
  author?: unknown;
  publisher?: unknown;
  image?: unknown;
  areaServed?: unknown;
  provider?: unknown;
  itemListElement?: unknown;
}

/** Every JSON-LD block in the document, each parsed and checked to be an object. */
function structuredData(document: Document): Block[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
    const parsed: unknown = JSON.parse(script.textContent ?? "");
    expect(parsed).toBeTypeOf("object");
    return parsed as Block;
  });
}

/** A breadcrumb trail's entries, checked to be a list. */
function trailOf(block: Block | undefined): { name?: unknown; item?: unknown }[] {
  expect(Array.isArray(block?.itemListElement)).toBe(true);
  return block!.itemListElement as { name?: unknown; item?: unknown }[];
}

/** The names of the places a Service block serves, checked to be a list. */
function areasServed(block: Block | undefined): unknown[] {
  expect(Array.isArray(block?.areaServed)).toBe(true);
  return (block!.areaServed as { name?: unknown }[]).map((place) => place.name);
}

const meta = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute("content") ?? null;

describe("every page", () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with its own title, description, canonical URL and Open Graph tags`, async () => {
      const { response, document } = await load(route);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(document.title.length).toBeGreaterThan(5);
      const description = meta(document, 'meta[name="description"]');
      expect(description?.length).toBeGreaterThanOrEqual(70);
      expect(description?.length).toBeLessThanOrEqual(170);
      expect(only(document, 'link[rel="canonical"]').getAttribute("href")).toBe(
        new URL(route, site.url).href,
      );
      expect(meta(document, 'meta[property="og:title"]')).toMatch(/.+/);
      expect(meta(document, 'meta[property="og:url"]')).toBe(new URL(route, site.url).href);
      expect(meta(document, 'meta[property="og:image"]')).toMatch(/^https:\/\/.+\.png$/);
      expect(document.querySelectorAll("h1")).toHaveLength(1);
    });
  }
});

describe("area pages", () => {
  const areas = data("areas");
  const projects = data("projects");
  const testimonials = data("testimonials");
  const hours = data("hours");
  const services = data("services");
  const countyOf = (location: string) => location.split(",").at(-1)!.trim();

  for (const area of areas) {
    const url = `/areas/${toSlug(area.county)}`;
    test(`${url} shows its towns, local work, hours, the call to action and Service data`, async () => {
      const { response, document } = await load(url);
      expect(response.status).toBe(200);
      expect(textOf(only(document, "h1"))).toContain(fold(area.county));
      const main = only(document, "main");
      const text = textOf(main);
      expect(text).toContain(fold(area.intro));
      for (const place of area.places) expect(text).toContain(fold(place));
      for (const row of hours.days) expect(text).toContain(fold(row.long));
      const local = projects.filter((project) => countyOf(project.location) === area.county);
      for (const project of local) {
        expect(linkNamed(main, project.title).getAttribute("href")).toBe(
          `/portfolio/${project.slug}`,
        );
      }
      for (const quote of testimonials.filter((item) => countyOf(item.location) === area.county)) {
        expect(text).toContain(fold(quote.text));
      }
      // That the call to action is also seen (not hidden by a style) is checked in a browser.
      expect(main.querySelector('a[href="/#consultation"]')).not.toBeNull();
      // The e-mail button says "Email us" on screen and names the address to a screen reader.
      const mail = main.querySelector(`.hero a[href="mailto:${site.email}"]`);
      expect(mail && textOf(mail)).toContain(fold(site.email));

      const blocks = structuredData(document);
      const service = blocks.find((block) => block["@type"] === "Service");
      expect(service?.areaServed).toEqual([{ "@type": "AdministrativeArea", name: area.county }]);
      expect(service?.provider).toMatchObject({ "@id": `${site.url}/#business` });
      const trail = trailOf(blocks.find((block) => block["@type"] === "BreadcrumbList"));
      expect(trail.at(-1)).toMatchObject({
        name: area.county,
        item: new URL(url, site.url).href,
      });
      expect(trail[0]).toMatchObject({ name: "Home", item: `${site.url}/` });
    });
  }

  test("each service page carries Service data with the areas served", async () => {
    const served = areas
      .filter((area) => area.shownIn.includes("schema"))
      .map((area) => area.county);
    for (const service of services.core) {
      const block = structuredData((await load(service.href)).document).find(
        (item) => item["@type"] === "Service",
      );
      expect(block?.name).toBe(service.title);
      expect(areasServed(block)).toEqual(served);
    }
  });

  test("every inner page carries a BreadcrumbList that ends at itself", async () => {
    for (const route of ["/about", "/portfolio/" + projects[0]!.slug, "/sitemap"]) {
      const trail = trailOf(
        structuredData((await load(route)).document).find(
          (item) => item["@type"] === "BreadcrumbList",
        ),
      );
      expect(trail.at(-1)?.item, route).toBe(new URL(route, site.url).href);
    }
    const home = structuredData((await load("/")).document);
    expect(home.some((item) => item["@type"] === "BreadcrumbList")).toBe(false);
  });
});

describe("articles", () => {
  const all = posts();
  /** Reading speed the read times are based on, in words a minute. */
  const WORDS_PER_MINUTE = 230;

  for (const post of all) {
    const path = `/blog/${post.slug}`;

    test(`${path} is a full article of 700 to 1,500 words with headings, author, date and an honest read time`, async () => {
      const { response, document } = await load(path);
      expect(response.status).toBe(200);
      expect(textOf(only(document, "h1"))).toBe(fold(post.data.title));
      const body = only(document, ".post-body");
      expect(body.querySelectorAll("h2").length).toBeGreaterThanOrEqual(3);
      // Captions describe the pictures; the count is of the running text.
      const copy = body.cloneNode(true) as Element;
      copy.querySelectorAll("figure").forEach((figure) => figure.remove());
      const words = (copy.textContent ?? "").split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(700);
      expect(words).toBeLessThanOrEqual(1500);
      expect(Math.abs(post.data.readTime - words / WORDS_PER_MINUTE)).toBeLessThanOrEqual(1);

      const header = only(document, "article header .meta");
      expect(textOf(header)).toContain(fold(post.data.author));
      expect(textOf(header)).toContain(`${post.data.readTime} min read`);
      expect(only(header, "time").getAttribute("datetime")).toBe(
        new Date(post.data.date).toISOString().slice(0, 10),
      );
      // Prices and budgets come from the data files; an unknown name would print nothing.
      expect(textOf(body)).not.toMatch(/£\s|£0\b|undefined|NaN|\{\{/);
    });

    test(`${path} shows its own drawing, described and captioned`, async () => {
      const { document } = await load(path);
      const figures = document.querySelectorAll(".post-body figure");
      expect(figures.length).toBeGreaterThanOrEqual(1);
      for (const figure of figures) {
        // Drawn inline (room drawings, screens to scale, wide diagrams), named for assistive technology.
        const drawing = figure.querySelector('[role="img"]');
        expect((drawing?.getAttribute("aria-label") ?? "").split(" ").length).toBeGreaterThan(8);
        expect(textOf(only(figure, "figcaption"))).not.toBe("");
      }
    });

    test(`${path} has Article structured data and article Open Graph tags with its own image`, async () => {
      const { document } = await load(path);
      const article = structuredData(document).find((block) => block["@type"] === "Article");
      expect(article).toBeTruthy();
      const published = new Date(post.data.date).toISOString();
      expect(article).toMatchObject({
        "@context": "https://schema.org",
        headline: post.data.title,
        description: post.data.excerpt,
        datePublished: published,
        author: { "@type": "Person", name: post.data.author },
        publisher: { "@type": "Organization", name: site.name },
      });
      expect(Date.parse(String(article?.dateModified))).toBeGreaterThanOrEqual(
        Date.parse(published),
      );

      expect(meta(document, 'meta[property="og:type"]')).toBe("article");
      expect(meta(document, 'meta[property="article:published_time"]')).toBe(published);
      const image = meta(document, 'meta[property="og:image"]') ?? "";
      expect(image).toBe(`${site.url}/images/blog/og/${post.slug}.png`);
      expect(article?.image).toEqual([image]);
      const card = await get(new URL(image).pathname);
      expect(card.status).toBe(200);
      expect(card.headers.get("content-type")).toBe("image/png");
    });

    test(`${path} links to related articles and the consultation form, and every link lands`, async () => {
      const { document } = await load(path);
      const navigation = [...document.querySelectorAll("nav")].filter(
        (nav) => nameOf(nav) === "Related articles",
      );
      expect(navigation).toHaveLength(1);
      const relatedHrefs = [...navigation[0]!.querySelectorAll("a[href]")].map((link) =>
        link.getAttribute("href")!,
      );
      expect(relatedHrefs.length).toBeGreaterThanOrEqual(1);
      expect(relatedHrefs.length).toBeLessThanOrEqual(3);
      expect(relatedHrefs).not.toContain(path);
      // Same category first: no other category's post comes before one of this post's category.
      const categories = relatedHrefs.map(
        (href) => all.find((other) => `/blog/${other.slug}` === href)?.data.category,
      );
      const firstOther = categories.findIndex((category) => category !== post.data.category);
      if (firstOther >= 0) {
        expect(categories.slice(firstOther)).not.toContain(post.data.category);
      }

      const consultation = document.querySelectorAll('article a[href="/#consultation"]');
      expect(consultation.length).toBeGreaterThanOrEqual(2);
      const inBody = [...document.querySelectorAll(".post-body a[href^='/']")].map((link) =>
        link.getAttribute("href")!,
      );
      expect(inBody.some((href) => href.startsWith("/blog/"))).toBe(true);
      for (const href of new Set([...relatedHrefs, ...inBody])) {
        const status = (await get(href.split("#")[0] || "/")).status;
        expect(`${href} ${status}`).toBe(`${href} 200`);
      }
    });
  }
});

describe("images", () => {
  test("the hero picture is fetched first and at once; pictures further down wait for the reader", async () => {
    let heroes = 0;
    for (const route of ROUTES) {
      const { document } = await load(route);
      const hero = document.querySelector(".hero__image");
      if (!hero) continue;
      heroes++;
      expect(document.querySelectorAll(".hero__image"), route).toHaveLength(1);
      expect(hero.getAttribute("fetchpriority"), route).toBe("high");
      expect(hero.getAttribute("loading"), route).toBeNull();
      for (const img of document.querySelectorAll("main img:not(.hero__image)"))
        expect(img.getAttribute("loading"), `${route}: ${img.outerHTML}`).toBe("lazy");
    }
    // The home page and About at least open on a picture.
    expect(heroes).toBeGreaterThanOrEqual(2);
  });

  test("every picture has its width and height, and AVIF and WebP at several widths", async () => {
    const { document } = await load("/");
    const pictures = document.querySelectorAll("main picture");
    expect(pictures.length).toBeGreaterThan(1);
    for (const picture of pictures) {
      expect(only(picture, 'source[type="image/avif"]').getAttribute("srcset")).toMatch(
        /\.avif \d+w, .+\.avif \d+w/,
      );
      const img = only(picture, "img");
      expect(img.getAttribute("srcset")).toMatch(/\.webp \d+w, .+\.webp \d+w/);
      expect(img.getAttribute("width")).toMatch(/^\d+$/);
      expect(img.getAttribute("height")).toMatch(/^\d+$/);
      expect(img.getAttribute("sizes")).toMatch(/\w/);
    }
  });
});

describe("case studies", () => {
  const portfolio = data("portfolio");
  const projects = data("projects");

  test("each card on the portfolio links to its project's case study, in the order of the cards", async () => {
    const { document } = await load("/portfolio");
    const cards = [...document.querySelectorAll(".project-grid > li")];
    expect(cards).toHaveLength(projects.length);
    for (const [index, project] of projects.entries()) {
      expect(linkNamed(cards[index]!, portfolio.viewCaseStudy).getAttribute("href")).toBe(
        `/portfolio/${project.slug}`,
      );
    }
  });

  for (const project of projects) {
    test(`/portfolio/${project.slug} shows its title, gallery with alt text and captions, brief, equipment, outcome and budget`, async () => {
      const { response, document } = await load(`/portfolio/${project.slug}`);
      expect(response.status).toBe(200);
      expect(textOf(only(document, "h1"))).toBe(fold(project.title));
      // The gallery is the region its heading names.
      const heading = [...document.querySelectorAll("section[aria-labelledby] h2")].find(
        (h2) => textOf(h2) === portfolio.caseStudy.gallery,
      );
      const gallery = heading?.closest("section");
      expect(gallery?.getAttribute("aria-labelledby")).toBe(heading?.id);
      const figures = [...gallery!.querySelectorAll("figure")];
      expect(figures).toHaveLength(project.gallery.length);
      for (const [i, picture] of project.gallery.entries()) {
        expect(only(figures[i]!, "img").getAttribute("alt")).toBe(picture.alt);
        if (picture.caption)
          expect(textOf(only(figures[i]!, "figcaption"))).toBe(fold(picture.caption));
      }
      const main = textOf(only(document, "main"));
      for (const text of [...project.brief, ...project.equipment, ...project.outcome])
        expect(main).toContain(fold(text));
      expect(main).toContain(gbp(project.budget));
    });
  }

  test("a case study shows its room's plan and section, with their dimensions", async () => {
    const [project] = data("projects");
    const { document } = await load(`/portfolio/${project?.slug}`);
    const drawings = document.querySelectorAll("main .drawing svg");
    expect(drawings).toHaveLength(2);
    expect(textOf(drawings[0])).toContain(`${project?.room.length.toFixed(2)} m`);
  });
});

/**
 * The chips of one chip navigation as sent: each one's label, where it leads, and whether it is
 * marked as the page being shown.
 */
function chipsOf(document: Document, name: string) {
  const nav = [...document.querySelectorAll("nav[aria-label]")].find(
    (element) => element.getAttribute("aria-label") === name,
  );
  expect(nav, `the navigation ${name}`).toBeDefined();
  return [...nav!.querySelectorAll("a")].map((link) => ({
    label: textOf(link),
    href: link.getAttribute("href"),
    current: link.hasAttribute("aria-current"),
  }));
}

describe("the portfolio's filters and the blog's chips", () => {
  const projects = data("projects");
  const portfolio = data("portfolio");
  const blog = data("blog");
  const all = posts();

  test("every project type's filter leads to a page of exactly its projects, its filter marked current", async () => {
    const types = [...new Set(projects.map((project) => project.type))];
    const { document } = await load("/portfolio");
    const filters = chipsOf(document, portfolio.filterLabel);
    expect(filters.map(({ label }) => label)).toEqual([portfolio.allFilter, ...types]);
    expect(filters.filter(({ current }) => current).map(({ label }) => label)).toEqual([
      portfolio.allFilter,
    ]);
    for (const type of types) {
      const href = filters.find(({ label }) => label === type)!.href!;
      expect(href).toBe(`/portfolio/type/${toSlug(type)}#projects`);
      const page = (await load(href.split("#")[0]!)).document;
      const expected = projects.filter((project) => project.type === type);
      const cards = [...page.querySelectorAll(".project-grid > li")];
      expect(cards.map((card) => textOf(card.querySelector(".tag")))).toEqual(
        expected.map(() => type),
      );
      expect(cards.map((card) => textOf(card.querySelector("h3")))).toEqual(
        expected.map((project) => fold(project.title)),
      );
      const chips = chipsOf(page, portfolio.filterLabel);
      expect(chips.filter(({ current }) => current).map(({ label }) => label)).toEqual([type]);
      expect(chips.find(({ label }) => label === portfolio.allFilter)?.href).toBe(
        "/portfolio#projects",
      );
    }
  });

  test("every blog category's chip leads to a page of exactly its posts, its chip marked current", async () => {
    const categories = [...new Set(all.map((post) => post.data.category))];
    const { document } = await load("/blog");
    const chips = chipsOf(document, blog.categoriesLabel);
    expect(chips.filter(({ current }) => current).map(({ label }) => label)).toEqual([
      blog.allCategories,
    ]);
    for (const category of categories) {
      const href = chips.find(({ label }) => label === category)?.href;
      expect(href).toBe(`/blog/category/${toSlug(category)}#articles`);
      const page = (await load(href!.split("#")[0]!)).document;
      const titles = [...page.querySelectorAll("main article.card, main li.card")].map(textOf);
      const expected = all.filter((post) => post.data.category === category);
      expect(titles).toHaveLength(expected.length);
      for (const post of expected)
        expect(titles.filter((text) => text.includes(fold(post.data.title)))).toHaveLength(1);
      const marked = chipsOf(page, blog.categoriesLabel).filter(({ current }) => current);
      expect(marked.map(({ label }) => label)).toEqual([category]);
    }
  });
});
