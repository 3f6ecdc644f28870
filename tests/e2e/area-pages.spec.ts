import { expect, test } from "@playwright/test";
import { data } from "../content.ts";
import { toSlug } from "../../site/_config/slug.js";
import { expectAccessibleAndFitting, structuredData } from "../page-checks.ts";

const site = data("site");
const areas = data("areas");
const projects = data("projects");
const testimonials = data("testimonials");
const hours = data("hours");
const services = data("services");

const countyOf = (location: string) => location.split(",").at(-1)!.trim();

test.describe("area pages", () => {
  for (const area of areas) {
    test(`/areas/${toSlug(area.county)} shows its towns, local work, hours, the call to action and Service data`, async ({
      page,
    }) => {
      const url = `/areas/${toSlug(area.county)}`;
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(area.county);
      await expect(main).toContainText(area.intro);
      for (const place of area.places) await expect(main).toContainText(place);
      for (const row of hours.days) await expect(main).toContainText(row.long);
      const local = projects.filter((project) => countyOf(project.location) === area.county);
      for (const project of local) {
        await expect(main.getByRole("link", { name: project.title })).toHaveAttribute(
          "href",
          `/portfolio/${project.slug}`,
        );
      }
      for (const quote of testimonials.filter((item) => countyOf(item.location) === area.county)) {
        await expect(main).toContainText(quote.text);
      }
      await expect(main.locator('a[href="/#consultation"]').first()).toBeVisible();

      const blocks = await structuredData(page);
      const service = blocks.find((block) => block["@type"] === "Service");
      expect(service?.areaServed).toEqual([{ "@type": "AdministrativeArea", name: area.county }]);
      expect(service?.provider?.["@id"]).toBe(`${site.url}/#business`);
      const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(trail?.itemListElement?.at(-1)).toMatchObject({
        name: area.county,
        item: new URL(url, site.url).href,
      });
      expect(trail?.itemListElement?.[0]).toMatchObject({ name: "Home", item: `${site.url}/` });
    });
  }
});

test("each service page carries Service data with the areas served", async ({ page }) => {
  const served = areas.filter((area) => area.shownIn.includes("schema")).map((area) => area.county);
  for (const service of services.core) {
    await page.goto(service.href);
    const block = (await structuredData(page)).find((item) => item["@type"] === "Service");
    expect(block?.name).toBe(service.title);
    expect(block?.areaServed?.map((place) => place.name)).toEqual(served);
  }
});

test("every inner page carries a BreadcrumbList that ends at itself", async ({ page }) => {
  for (const route of ["/about", "/portfolio/" + projects[0]!.slug, "/sitemap"]) {
    await page.goto(route);
    const trail = (await structuredData(page)).find((item) => item["@type"] === "BreadcrumbList");
    expect(trail?.itemListElement?.at(-1)?.item, route).toBe(new URL(route, site.url).href);
  }
  await page.goto("/");
  expect((await structuredData(page)).some((item) => item["@type"] === "BreadcrumbList")).toBe(
    false,
  );
});

for (const width of [375, 1280]) {
  test(`the new kinds of page have no accessibility violations and no sideways scroll at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    // The list of areas, a case study, projects of one type and a blog category are swept in
    // page-sweep.spec.ts (with another area); this area page is the one it does not load.
    const routes = [`/areas/${toSlug(areas[0]!.county)}`];
    for (const route of routes) {
      await page.goto(route);
      await expectAccessibleAndFitting(page, route);
    }
  });
}
