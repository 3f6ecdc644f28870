import { expect, test, type Page } from "@playwright/test";
import { data, gbp, posts } from "../content.ts";
import { toSlug } from "../../site/_config/slug.js";
import { consultation } from "../../core/forms/consultation-form.ts";
import { structuredData } from "../page-checks.ts";

const site = data("site");
const nav = data("nav");
const areas = data("areas");
const hours = data("hours");
const services = data("services");
/** Words several pages share (buttons, the stars' label). */
const common = data("common");
/** The claims by name, as a page's `claim` field names them. */
const claims: Record<string, string> = data("claims");

/** The text a visitor can read on the page, whitespace folded. */
async function text(page: Page, selector = "body") {
  return (await page.locator(selector).innerText()).replace(/\s+/g, " ");
}

/**
 * The shared header on `route`: the logo, the six links with the current one marked, and the
 * consultation button. Each page kind's test checks it on its own page, loaded once.
 */
async function expectHeader(page: Page, route: string) {
  await test.step(`on ${route} the header has the logo, the six links with the current one marked, and the consultation button`, async () => {
    const header = page.locator("header.site-header");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header.locator("a.logo")).toHaveAttribute("href", "/");
    const links = header.getByRole("navigation", { name: nav.label }).getByRole("link");
    await expect(links).toHaveText(nav.main.map((link) => link.label));
    for (const [index, link] of nav.main.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", link.href);
    }
    const current = header
      .getByRole("navigation", { name: nav.label })
      .locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    const expected = nav.main.find(
      (link) => link.href === route || (link.href !== "/" && route.startsWith(link.href + "/")),
    );
    await expect(current).toHaveAttribute("href", expected!.href);
    await expect(header.getByRole("link", { name: nav.cta.label })).toHaveAttribute(
      "href",
      "/#consultation",
    );
  });
}

/** The shared footer: services, areas, e-mail, hours, newsletter, social and legal links. */
async function expectFooter(page: Page) {
  await test.step("the footer lists services, areas, e-mail, hours, newsletter, social and legal links", async () => {
    const footer = page.locator("footer");
    const footerText = await text(page, "footer");
    for (const service of services.core) {
      await expect(footer.getByRole("link", { name: service.title })).toHaveAttribute(
        "href",
        service.href,
      );
    }
    for (const area of areas.filter((a) => a.shownIn.includes("footer"))) {
      await expect(footer.getByRole("link", { name: area.county, exact: true })).toHaveAttribute(
        "href",
        `/areas/${toSlug(area.county)}`,
      );
    }
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    // The footer sets the days it is open in their short form ("Mon-Fri 9AM-6PM").
    for (const row of hours.days.filter((day) => day.opens))
      expect(footerText).toContain(row.short);
    await expect(
      footer.getByRole("textbox", { name: site.newsletter.label, exact: true }),
    ).toHaveAttribute("type", "email");
    await expect(
      footer.getByRole("button", { name: site.newsletter.submit, exact: true }),
    ).toBeVisible();
    for (const social of site.social) {
      await expect(footer.getByRole("link", { name: social.name })).toHaveAttribute(
        "href",
        social.href,
      );
    }
    for (const href of ["/privacy-policy", "/terms-of-service", "/sitemap"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    expect(footerText).toContain(site.copyright);
  });
}

test.describe("home page", () => {
  const home = data("home");
  const testimonials = data("testimonials");
  const form = data("consultationForm");

  test("the home page: hero, services, testimonials, stats, the consultation card, structured data and the header", async ({
    page,
  }) => {
    await page.goto("/");
    await test.step("shows the hero, badges, buttons and the consultation card", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
      const body = await text(page);
      expect(body).toContain(home.hero.rating);
      for (const badge of home.badges) expect(body).toContain(badge);
      for (const button of Object.values(home.buttons)) {
        await expect(
          page.getByRole("link", { name: button.label, exact: true }).first(),
        ).toHaveAttribute("href", button.href);
      }
      await expect(page.locator("#consultation consultation-form")).toHaveAttribute(
        "endpoint",
        site.endpoints.consultation,
      );
      await expect(page.locator("#consultation consultation-form")).toHaveAttribute(
        "form-key",
        "hero-form",
      );
    });
    await test.step("lists three services with features, a consultation link and a service page link", async () => {
      const section = page.locator("section", { has: page.locator("#services-heading") });
      for (const service of services.core) {
        const card = section.locator("li.card", { hasText: service.title });
        for (const feature of service.features) await expect(card).toContainText(feature);
        await expect(card.locator('a[href="/#consultation"]')).toContainText(
          common.getConsultation,
        );
        await expect(card.locator(`a[href="${service.href}"]`).first()).toBeVisible();
      }
    });
    await test.step("shows three five-star testimonials and the stats", async () => {
      // How many the home page quotes is the content check's (QUOTES_ON): the data holds it.
      const homeQuotes = testimonials.filter((item) => item.pages.includes("home"));
      const body = await text(page);
      for (const quote of homeQuotes) {
        for (const field of [quote.name, quote.location, quote.project, quote.text])
          expect(body).toContain(field);
      }
      const stars = common.rated.replace("{rating}", String(homeQuotes[0]!.rating));
      await expect(page.getByLabel(stars)).toHaveCount(homeQuotes.length);
      for (const stat of home.stats) {
        expect(body).toContain(claims[stat.claim]);
        expect(body.toLowerCase()).toContain(stat.label.toLowerCase());
      }
    });
    await test.step("carries LocalBusiness structured data with the areas and opening hours", async () => {
      const [json] = await structuredData(page);
      expect(json?.["@context"]).toBe("https://schema.org");
      expect(json?.["@type"]).toMatch(/Business$/);
      expect(json?.name).toBe(site.name);
      expect(json?.areaServed?.map((area) => area.name)).toEqual(
        areas.filter((area) => area.shownIn.includes("schema")).map((area) => area.county),
      );
      expect(json?.openingHoursSpecification).toEqual(
        hours.days
          .filter((day) => day.opens)
          .map((day) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: day.dayOfWeek,
            opens: day.opens,
            closes: day.closes,
          })),
      );
    });
    await expectHeader(page, "/");
  });

  test("the no-script consultation form has every field, the honeypot and the endpoint", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const fallback = page.locator("consultation-form form");
    await expect(fallback).toHaveAttribute("method", "post");
    await expect(fallback).toHaveAttribute("action", site.endpoints.consultation);
    for (const { name } of consultation.fields) {
      await expect(fallback.locator(`[name="${name}"]`)).toHaveCount(1);
      await expect(
        fallback.getByLabel(form.labels[name as keyof typeof form.labels], { exact: true }),
      ).toHaveCount(1);
    }
    const honeypot = fallback.locator('[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(fallback.locator('[name="projectType"] option')).toHaveText(
      form.projectTypes.map((o) => o.label),
    );
    await context.close();
  });
});

test.describe("about page", () => {
  const about = data("about");
  const team = data("team");

  test("tells the story, the four stats, the team of three and four reasons; the header and footer", async ({
    page,
  }) => {
    await page.goto("/about");
    const body = await text(page);
    expect(body).toContain(String(site.founded));
    for (const paragraph of about.story) expect(body).toContain(paragraph);
    for (const stat of about.stats) {
      expect(body.toLowerCase()).toContain(`${stat.label} ${claims[stat.claim]}`.toLowerCase());
    }
    for (const member of team) {
      for (const field of [member.name, member.role, member.experience, member.specialization]) {
        expect(body.toLowerCase()).toContain(field.toLowerCase());
      }
    }
    for (const reason of about.reasons) {
      await expect(page.getByRole("heading", { name: reason.title })).toBeVisible();
    }
    await expectHeader(page, "/about");
    await expectFooter(page);
  });
});

test.describe("services pages", () => {
  test("the overview shows each core service from its price, three extras, four steps and CTAs", async ({
    page,
  }) => {
    await page.goto("/services");
    const body = await text(page);
    expect(services.core.map((service) => service.from)).toEqual([25000, 15000, 10000]);
    for (const service of services.core) {
      const card = page.locator("li.card", { hasText: service.title });
      await expect(card).toContainText(gbp(service.from));
      await expect(card.locator(`a[href="${service.href}"]`).first()).toBeVisible();
    }
    for (const item of [...services.additional, ...services.process])
      expect(body).toContain(item.title);
    await expect(
      page.getByRole("list", { name: services.headings.process.label }).getByRole("listitem"),
    ).toHaveCount(services.process.length);
    expect(await page.locator("main a[href='/#consultation']").count()).toBeGreaterThanOrEqual(1);
  });

  /** The titled items of a list a service page shows; how many is the content check's. */
  type TitledList = readonly { title: string }[];
  /** What a package card shows; only some packages carry a note. */
  type PackageWords = { name: string; price: number; popular: boolean; note?: string };
  const homeCinema = data("homeCinema");
  const mediaRoom = data("mediaRoom");
  const smartHome = data("smartHome");
  const packagePages: {
    route: string;
    content: { hero: { title: string }; packages: readonly PackageWords[] };
    lists: Record<string, TitledList>;
  }[] = [
    {
      route: "/services/home-cinema-installation",
      content: homeCinema,
      lists: { features: homeCinema.features, process: homeCinema.process },
    },
    {
      route: "/services/media-room-design",
      content: mediaRoom,
      lists: {
        designElements: mediaRoom.designElements,
        features: mediaRoom.features,
        process: mediaRoom.process,
      },
    },
    {
      route: "/services/smart-home-integration",
      content: smartHome,
      lists: {
        systems: smartHome.systems,
        features: smartHome.features,
        benefits: smartHome.benefits,
        partners: smartHome.partners,
      },
    },
  ];

  for (const { route, content, lists } of packagePages) {
    test(`${route} shows its sections in full and its packages priced from the data`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
      for (const items of Object.values(lists)) {
        for (const item of items) {
          await expect(
            page.getByRole("heading", { name: item.title, exact: true }).first(),
          ).toBeVisible();
        }
      }
      const cards = page.locator("li.package");
      await expect(cards).toHaveCount(content.packages.length);
      for (const [index, pkg] of content.packages.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading")).toHaveText(pkg.name);
        await expect(card).toContainText(gbp(pkg.price));
        if (pkg.note) await expect(card).toContainText(pkg.note);
        await expect(card.locator(".package__flag")).toHaveCount(pkg.popular ? 1 : 0);
      }
      await expect(page.locator("main a[href='/#consultation']").last()).toBeVisible();
      // The header is the same on every page; it is checked on one page of each kind.
      if (route === "/services/media-room-design") await expectHeader(page, route);
    });
  }

  test("the packages and popular marks are the business's: names, prices, warranties, Most Popular", () => {
    const table = [
      ...data("homeCinema").packages,
      ...data("mediaRoom").packages,
      ...data("smartHome").packages,
    ].map((pkg) => `${pkg.name} ${pkg.price}${pkg.popular ? " popular" : ""}`);
    expect(table).toEqual([
      "Essential Cinema 25000",
      "Premium Theater 50000 popular",
      "Ultimate Experience 100000",
      "Modern Minimalist 15000",
      "Classic Traditional 20000",
      "Contemporary Luxury 30000",
      "Smart Starter 10000",
      "Complete Automation 25000 popular",
      "Luxury Integration 50000",
    ]);
    expect(data("homeCinema").packages.map((pkg) => pkg.note)).toEqual([
      expect.stringContaining("1-year warranty"),
      expect.stringContaining("3-year warranty"),
      expect.stringContaining("5-year warranty"),
    ]);
  });
});

test.describe("portfolio page", () => {
  const projects = data("projects");
  const portfolio = data("portfolio");

  test("shows the filters, every project's card in full, the CTA and a testimonial", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const types = [...new Set(projects.map((project) => project.type))];
    await expect(
      page.getByRole("navigation", { name: portfolio.filterLabel }).getByRole("link"),
    ).toHaveText([portfolio.allFilter, ...types]);
    const cards = page.locator("li.card");
    await expect(cards).toHaveCount(projects.length);
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index);
      // The card's picture is the project's own (the pipeline names its files by content).
      await expect(card.locator("picture img").first()).toHaveAttribute("alt", project.image.alt);
      await expect(card.locator(".tag")).toHaveText(project.type);
      await expect(card.getByRole("heading")).toHaveText(project.title);
      for (const value of [
        project.location,
        String(project.year),
        gbp(project.budget),
        project.description,
        ...project.features,
      ]) {
        await expect(card).toContainText(value);
      }
      await expect(card.getByRole("link", { name: portfolio.viewCaseStudy })).toHaveAttribute(
        "href",
        `/portfolio/${project.slug}`,
      );
    }
    await expect(page.getByRole("link", { name: portfolio.cta.button })).toHaveAttribute(
      "href",
      "/#consultation",
    );
    expect(portfolio.cta.button).toBe("Schedule Your Consultation");
    const quote = data("testimonials").find((item) => item.pages.includes("portfolio"));
    await expect(page.locator("blockquote")).toHaveText(quote!.text);
  });
});

test.describe("blog page", () => {
  const blog = data("blog");
  const all = posts();

  test("lists every post once across its pages, with category, date, read time, author and, once published, a link; a chip for every category, and a newsletter form", async ({
    page,
  }) => {
    await page.goto("/blog");
    await test.step("has a chip for every category the posts use, and a newsletter form", async () => {
      const categories = [...new Set(all.map((post) => post.data.category))].sort((a, b) =>
        a.localeCompare(b),
      );
      await expect(
        page.getByRole("navigation", { name: blog.categoriesLabel }).getByRole("link"),
      ).toHaveText([blog.allCategories, ...categories]);
      await expect(page.locator("main form.newsletter-form")).toHaveAttribute(
        "action",
        site.endpoints.newsletter,
      );
    });
    await test.step("the blog's first page holds the featured article and a page of cards", async () => {
      const featured = page.locator("main article.feature-card");
      await expect(featured).toHaveCount(1);
      const cards = page.locator("#post-list > li");
      await expect(cards).toHaveCount(Math.min(blog.perPage, all.length - 1));
      expect(await cards.getByRole("heading").allTextContents()).not.toContain(
        await featured.getByRole("heading").textContent(),
      );
      await expect(page.getByRole("link", { name: blog.articles.more })).toHaveCount(
        all.length > blog.perPage + 1 ? 1 : 0,
      );
    });
    expect(all.filter((post) => post.data.featured)).toHaveLength(1);
    const cards: string[] = [];
    // The first page is open already; each further one is opened from its Load More link.
    let next: string | null = null;
    do {
      if (next) await page.goto(next);
      for (const post of all) {
        const card = page.locator("article.feature-card, li.card", { hasText: post.data.title });
        if ((await card.count()) === 0) continue;
        cards.push(post.slug);
        const link = card.getByRole("heading").getByRole("link");
        if (post.body.trim()) await expect(link).toHaveAttribute("href", `/blog/${post.slug}`);
        else await expect(link).toHaveCount(0);
        for (const value of [
          post.data.category,
          post.data.author,
          `${post.data.readTime} min read`,
          post.data.excerpt,
        ]) {
          await expect(card).toContainText(value);
        }
        const date = new Date(post.data.date).toISOString().slice(0, 10);
        await expect(card.locator(`time[datetime="${date}"]`)).toHaveCount(1);
      }
      // A loaded page of static HTML: the link is there now or not at all.
      const more = page.getByRole("link", { name: blog.articles.more });
      next = (await more.count()) > 0 ? await more.getAttribute("href") : null;
    } while (next);
    expect(cards.sort()).toEqual(all.map((post) => post.slug).sort());
  });
});

test.describe("contact page", () => {
  const contact = data("contact");

  test("the contact page: its form's fields, the browser's own validation, the e-mail and enquiry buttons, the cards, areas, hours and the header", async ({
    page,
  }) => {
    await page.goto("/contact");
    await test.step("the contact form has its fields, types, required marks, placeholders and options", async () => {
      const form = page.locator("form#enquiry, #enquiry form");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", site.endpoints.contact);
      const fields: [string, string, string | null, boolean][] = [
        ["First Name", "firstName", "text", true],
        ["Last Name", "lastName", "text", true],
        ["Email Address", "email", "email", true],
        ["Phone Number", "phone", "tel", true],
        ["Project Address", "projectAddress", "text", true],
        ["Project Type", "projectType", null, false],
        ["Budget Range", "budgetRange", null, false],
        ["Project Budget", "budget", "text", false],
        ["Project Description", "projectDescription", null, false],
        ["receive news", "marketingConsent", "checkbox", false],
      ];
      for (const [label, name, type, required] of fields) {
        const field = form.getByLabel(label);
        await expect(field).toHaveAttribute("name", name);
        if (type) await expect(field).toHaveAttribute("type", type);
        expect(await field.evaluate((el) => (el as HTMLInputElement).required), name).toBe(
          required,
        );
      }
      await expect(form.getByLabel("Project Address")).toHaveAttribute(
        "placeholder",
        "Street address, city, postcode",
      );
      await expect(form.getByLabel("Project Budget")).toHaveAttribute(
        "placeholder",
        /£25,000 - £50,000 or £100,000\+/,
      );
      await expect(form.getByLabel("Project Description")).toHaveAttribute("rows", "4");
      const values = async (name: string) =>
        form
          .locator(`select[name="${name}"] option`)
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      expect(await values("projectType")).toEqual([
        "home-cinema",
        "media-room",
        "smart-home",
        "consultation",
        "other",
      ]);
      expect(await values("budgetRange")).toEqual(["10-25k", "25-50k", "50-100k", "100k+"]);
      await expect(form.locator('option[value="smart-home"]')).toHaveText("Smart Home Integration");
      await expect(form.locator('option[value="consultation"]')).toHaveText("Consultation Only");
    });
    await test.step("the browser's own validation stops an empty submission", async () => {
      const form = page.locator("#enquiry form");
      await form.getByRole("button", { name: "Send Enquiry" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(
        await form
          .getByLabel("First Name")
          .evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
      ).toBe(true);
    });
    await test.step("/contact names the places each area lists for it", async () => {
      const section = page.getByRole("region", { name: "Where we work" });
      for (const area of areas.filter((area) => area.shownIn.includes("contact"))) {
        const tile = section.locator(".tile", {
          has: page.getByRole("heading", { name: area.county }),
        });
        await expect(tile.getByRole("listitem")).toHaveText(area.onContact ?? area.places);
      }
    });
    await expectHeader(page, "/contact");
    // Last: the enquiry button moves the page to its form.
    await test.step("has the e-mail and enquiry buttons, the two cards, areas, hours and why-choose list", async () => {
      await expect(page.locator(`main a[href="mailto:${site.email}"]`).first()).toBeVisible();
      await expect(page.getByText(/live chat/i)).toHaveCount(0);
      const enquiry = page.getByRole("link", { name: contact.heroActions.enquiry });
      await enquiry.click();
      await expect(page).toHaveURL(/#enquiry$/);
      await expect(page.locator("#enquiry").getByRole("textbox", { name: /Phone/ })).toBeVisible();
      const body = await text(page);
      for (const card of contact.cards) expect(body).toContain(card.title);
      expect(body).toMatch(/appointment only/i);
      expect(body).toContain("2 hours");
      for (const area of areas.filter((a) => a.shownIn.includes("contact"))) {
        await expect(
          page.getByRole("main").getByRole("link", { name: area.county, exact: true }),
        ).toHaveAttribute("href", `/areas/${toSlug(area.county)}`);
        for (const place of area.onContact ?? area.places) expect(body).toContain(place);
      }
      for (const row of hours.days) expect(body).toContain(row.long);
      expect(body).toContain("Closed");
      expect(body).toContain(hours.emergency);
      for (const reason of contact.whyChoose) expect(body).toContain(reason);
    });
  });
});

test.describe("legal pages", () => {
  test("the terms state the payment split, 30 days, warranty, indemnity and cancellation", async ({
    page,
  }) => {
    await page.goto("/terms-of-service");
    const body = await text(page);
    for (const fact of [
      "25% deposit",
      "50%",
      "25% on completion",
      "30 days",
      "12-month",
      "£2 million",
      "7 days",
      "December 2024",
    ]) {
      expect(body).toContain(fact);
    }
  });

  test("the privacy policy explains GDPR rights and is dated December 2024", async ({ page }) => {
    await page.goto("/privacy-policy");
    const body = await text(page);
    for (const fact of ["GDPR", "right", "cookie-consent", "December 2024"])
      expect(body).toContain(fact);
  });
});

test.describe("sitemap page", () => {
  const sitemap = data("sitemap");

  test("lists its own links and every area, category and case-study page", async ({ page }) => {
    await page.goto("/sitemap");
    const main = page.getByRole("main");
    for (const section of sitemap.sections) {
      await expect(main.getByRole("heading", { name: section.title })).toBeVisible();
      for (const link of section.links ?? []) {
        await expect(main.locator(`a[href="${link.href}"]`).first()).toBeVisible();
      }
    }
    const built = [
      ...areas
        .filter((area) => area.shownIn.includes("sitemap"))
        .map((area) => `/areas/${toSlug(area.county)}`),
      ...[...new Set(posts().map((post) => post.data.category))].map(
        (category) => `/blog/category/${toSlug(category)}`,
      ),
      ...data("projects").map((project) => `/portfolio/${project.slug}`),
    ];
    for (const href of built) await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(main.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  });
});
