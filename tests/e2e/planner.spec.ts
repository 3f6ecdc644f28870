import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { entryFromQuery } from "../../core/room/planner-link.ts";
import { designCinema } from "../../core/room/design.ts";
import { checkRoom } from "../../core/room/input.ts";
import { summaryOf } from "../../core/room/summary.ts";
import type { StoredRecord } from "../../server/store/types.ts";
import { data } from "../content.ts";
import { uniqueAddress } from "../form-tokens.ts";
import { expectNoAxeViolations } from "../page-checks.ts";
import { takeOver, whenReady } from "../widgets.ts";

const planner = data("planner");
const copy = planner.widget;
const packages = data("homeCinema").packages;
const formCopy = data("consultationForm");
const submissions = path.resolve(".data/test/consultation.jsonl");
const PAGE = "/plan-your-cinema";

const field = (page: Page, name: "length" | "width" | "height" | "seats") =>
  page.locator("cinema-planner").getByLabel(copy.fields[name].label, { exact: true });
const figure = (page: Page, key: string) =>
  page.locator(`cinema-planner [data-figure="${key}"] .planner__value`);
const plan = (page: Page) => page.locator("cinema-planner .drawing svg").first();
const section = (page: Page) => page.locator("cinema-planner .drawing svg").nth(1);

/** Every console error and uncaught exception on the page, as it happens. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

/** Opens the planner and lets its script take over, reached for as a visitor would. */
async function openPlanner(page: Page, url = PAGE) {
  await page.goto(url);
  await takeOver(page, "cinema-planner", (element) => element.locator(".planner__result").hover());
}

/** The summary the planner should show for a room query, worked out from the design rules. */
function expectedSummary(query: string) {
  const entry = entryFromQuery(query)!;
  return summaryOf(designCinema(checkRoom(entry).room!), copy, entry.unit, packages);
}

test.describe("plan your cinema", () => {
  test("without script the page shows the worked example's design, drawings and the form", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const example = new URLSearchParams({ ...planner.example, aspect: "2.39x1" }).toString();
    await expect(page.locator("cinema-planner .planner__words p")).toHaveText(
      expectedSummary(example),
    );
    await expect(plan(page)).toBeVisible();
    await expect(plan(page)).toContainText("7.50 m");
    await expect(section(page)).toContainText("2.70 m");
    // The fields could do nothing without script: hidden, and the page says why.
    await expect(page.getByText(copy.noScript)).toBeVisible();
    await expect(field(page, "length")).toBeHidden();
    await expect(page.locator("consultation-form input[name=firstName]")).toBeVisible();
    await context.close();
  });

  test("the first press counts: feet and inches chosen before the script arrives", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => Boolean(customElements.get("cinema-planner")))).toBe(false);
    await takeOver(page, "cinema-planner", (element) =>
      element.getByRole("button", { name: copy.units.imperial }).click(),
    );
    await expect(page.getByRole("button", { name: copy.units.imperial })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(field(page, "length")).toHaveValue(`24' 7"`);
    await expect(page.locator('cinema-planner [data-figure="screen"] .planner__detail')).toHaveText(
      /^\d+' \d+" wide, \d+' \d+" high$/,
    );
  });

  test("a page painted before the second unit button has arrived does not move the first", async ({
    page,
  }) => {
    // A slow phone paints what the parser has so far; the row must not reflow when the rest comes.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PAGE);
    const metric = page.locator("cinema-planner").getByRole("button", { name: copy.units.metric });
    const whole = await metric.boundingBox();
    await page
      .locator("cinema-planner")
      .getByRole("button", { name: copy.units.imperial })
      .evaluate((button) => button.remove());
    const partial = await metric.boundingBox();
    expect(partial).toMatchObject({ x: whole!.x, y: whole!.y, width: whole!.width });
  });

  test("typing before the script arrives is kept and designed", async ({ page }) => {
    await page.goto(PAGE);
    await page.waitForLoadState("networkidle");
    const ready = whenReady(page, "cinema-planner");
    await field(page, "seats").fill("4");
    await ready;
    await expect(figure(page, "seating")).toContainText("4 seats");
  });

  test("entering a room shows its design and draws it to scale", async ({ page }) => {
    await openPlanner(page);
    await field(page, "length").fill("4.2");
    await field(page, "width").fill("3.6");
    await field(page, "height").fill("2.4");
    await field(page, "seats").fill("4");
    await page.getByLabel(copy.screen.label).selectOption("flat-panel");
    const query =
      "length=4.2&width=3.6&height=2.4&seats=4&screen=flat-panel&aspect=2.39x1&unit=metric";
    const design = designCinema(checkRoom(entryFromQuery(query)!).room!);
    await expect(figure(page, "screen")).toHaveText(
      `${design.screen.diagonalInches}-inch ${design.screen.aspect}`,
    );
    await expect(figure(page, "sound")).toContainText(design.layout.name);
    await expect(page.locator("cinema-planner .planner__words p")).toHaveText(
      expectedSummary(query),
    );
    await expect(plan(page)).toContainText("4.20 m");
    await expect(plan(page)).toContainText("3.60 m");
    await expect(plan(page).locator(".speaker")).toHaveCount(design.speakers.length);
    await expect(section(page)).toContainText("2.40 m");
    // A panel is made in 16:9: the shape cannot be chosen, and the page says why.
    await expect(page.getByLabel(copy.aspect.label)).toBeDisabled();
    await expect(page.getByText(copy.aspect.panelHint)).toBeVisible();
  });

  test("each wrong entry gets a plain message beside its field and keeps the last design", async ({
    page,
  }) => {
    await openPlanner(page);
    for (const [name, typed, message] of [
      ["length", "abc", "Enter the length as a number, e.g. 7.5"],
      ["length", "0", "The length must be at least 3.00 m"],
      ["length", "-4", "Enter the length as a number, e.g. 7.5"],
      ["length", "40", "The length can be at most 15.00 m"],
      ["height", "1.5", "The ceiling height must be at least 2.00 m"],
      ["seats", "30", "The number of seats can be at most 16"],
    ] as const) {
      await test.step(`${name} "${typed}"`, async () => {
        const control = field(page, name);
        const before = await control.inputValue();
        await control.fill(typed);
        await control.press("Tab");
        await expect(control).toHaveAttribute("aria-invalid", "true");
        const error = control.locator("xpath=..").locator(".planner__error");
        await expect(error).toHaveText(`Error: ${message}`);
        await expect(control).toHaveAttribute("aria-describedby", /-error/);
        await expect(page.getByText(copy.problems.kept)).toBeVisible();
        await expect(plan(page)).toContainText("7.50 m");
        await expect(page.locator("cinema-planner")).not.toContainText(/NaN|undefined/);
        // Corrected, the message goes and the design is the room's again.
        await control.fill(before);
        await expect(error).toBeEmpty();
        await expect(control).not.toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText(copy.problems.kept)).toHaveCount(0);
      });
    }
  });

  test("the address follows the design, and opening it shows the same design", async ({
    page,
    context,
  }) => {
    await openPlanner(page);
    await page.getByRole("button", { name: copy.units.imperial }).click();
    await field(page, "length").fill(`22' 0"`);
    await field(page, "seats").fill("8");
    await page.getByLabel(copy.budget.label).selectOption("50-100k");
    await expect(page).toHaveURL(/seats=8/);
    const summary = await page.locator("cinema-planner .planner__words p").textContent();
    expect(new URL(page.url()).searchParams.get("unit")).toBe("imperial");
    expect(new URL(page.url()).searchParams.get("budget")).toBe("50-100k");

    // A visitor who opens the shared address gets the design at once, before reaching for it.
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.locator("cinema-planner .planner__words p")).toHaveText(summary!);
    await expect(field(other, "length")).toHaveValue(`22' 0"`);
    await expect(field(other, "seats")).toHaveValue("8");
    await expect(other.getByLabel(copy.budget.label)).toHaveValue("50-100k");
    await expect(other.locator("cinema-planner")).not.toHaveAttribute("data-restoring");
  });

  test("an address with a room that cannot be designed says which field is wrong", async ({
    page,
  }) => {
    await page.goto(
      `${PAGE}?length=abc&width=5&height=1.5&seats=12&screen=projector-at&aspect=16x9&unit=metric`,
    );
    await expect(page.getByText("Enter the length as a number, e.g. 7.5")).toBeVisible();
    await expect(page.getByText("The ceiling height must be at least 2.00 m")).toBeVisible();
    await expect(plan(page)).toContainText("7.50 m");
  });

  test("a consultation request sent from the planner reaches the server with the design", async ({
    page,
  }) => {
    // Two pages, a post and an axe run: more than one ordinary test on a busy machine.
    test.setTimeout(90_000);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueAddress() });
    await openPlanner(page);
    await field(page, "length").fill("6.5");
    await field(page, "seats").fill("8");
    await page.getByRole("link", { name: copy.request }).click();
    const form = page.locator("consultation-form form[novalidate]");
    await expect(form).toBeAttached();
    const query = new URL(page.url()).search.slice(1);
    await expect(form.locator(".cf-design")).toContainText(expectedSummary(query));
    // Where the press brought the visitor: the design they are sending is on screen with them.
    await expect(form.locator(".cf-design")).toBeInViewport();
    await expect(form.getByLabel(formCopy.labels.projectType, { exact: true })).toHaveValue(
      "home-cinema",
    );
    // The home page is swept whole in page-sweep.spec.ts; here the form with the design attached.
    await expectNoAxeViolations(page, "design attached", "consultation-form");

    const email = `planner.${Date.now()}@example.com`;
    await form.getByLabel(formCopy.labels.firstName, { exact: true }).fill("Ada");
    await form.getByLabel(formCopy.labels.lastName, { exact: true }).fill("Lovelace");
    await form.getByLabel(formCopy.labels.email, { exact: true }).fill(email);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await form.getByRole("button", { name: formCopy.submit }).click();
    expect((await posted).postData()).toContain(query);
    await expect(form.getByRole("status")).toContainText(formCopy.success);

    const record = JSON.parse(
      (await readFile(submissions, "utf8")).split("\n").find((line) => line.includes(email))!,
    ) as StoredRecord;
    expect(record).toMatchObject({
      form: "consultation",
      formKey: "planner",
      email,
      room: query,
      roomDesign: expectedSummary(query),
    });
    // The kept link reopens the planner on the same room.
    const link = new URL(String(record.roomLink));
    expect(link.pathname).toBe(PAGE);
    await page.goto(`${PAGE}${link.search}`);
    await expect(page.locator("cinema-planner .planner__words p")).toHaveText(
      expectedSummary(query),
    );
  });

  test("the design can be left out of the request", async ({ page }) => {
    await openPlanner(page);
    await page.getByRole("link", { name: copy.request }).click();
    const form = page.locator("consultation-form form[novalidate]");
    await expect(form.locator(".cf-design")).toBeVisible();
    await form.getByRole("button", { name: formCopy.designRemove }).click();
    await expect(form.locator(".cf-design")).toHaveCount(0);
    await expect(form.locator("input[name=room]")).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing in the planner at ${width} px: feet and inches, errors shown`, async ({
      page,
    }) => {
      // The page as built, the planner's worked example included, is swept by axe at both widths
      // in page-sweep.spec.ts; here the planner's own states once its script has taken over.
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE);
      await takeOver(page, "cinema-planner", (element) =>
        element.getByRole("button", { name: copy.units.imperial }).click(),
      );
      await expectNoAxeViolations(page, "feet and inches", "cinema-planner");
      await field(page, "width").fill("x");
      await field(page, "width").press("Tab");
      await field(page, "height").fill("99");
      await field(page, "height").press("Tab");
      await expect(page.getByText(copy.problems.kept)).toBeVisible();
      await expectNoAxeViolations(page, "errors", "cinema-planner");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  // "Request a consultation for this room" on an untouched page, at the first press: the code
  // still on its way (held back until the press has been answered), arriving with the press, or
  // already there.
  for (const [when, hold] of [
    ["still on its way", true],
    ["arriving at once", false],
  ] as const) {
    for (const width of [375, 1280]) {
      test(`the first press on "request a consultation" works with the code ${when}, at ${width} px`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        await page.setViewportSize({ width, height: 800 });
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        if (hold)
          await page.route(/\/assets\/.*\.js$/, async (route) => {
            if (!/loader-/.test(route.request().url())) await held;
            await route.continue();
          });
        await page.goto(PAGE);
        await page.getByRole("link", { name: copy.request }).click();
        const form = page.locator("#planner-request consultation-form");
        const firstName = form.getByLabel(formCopy.labels.firstName, { exact: true });
        await expect(firstName).toBeFocused();
        await expect(form).toBeInViewport();
        release();
        const example = new URLSearchParams({ ...planner.example, aspect: "2.39x1" }).toString();
        await expect(form.locator(".cf-design")).toContainText(expectedSummary(example));
        await expect(firstName).toBeFocused();
        await firstName.pressSequentially("Ada");
        await expect(firstName).toHaveValue("Ada");
        expect(errors).toEqual([]);
      });
    }
  }

  test("the request works once the planner has taken over and the room has changed", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openPlanner(page);
    await field(page, "length").fill("9");
    await page.getByRole("link", { name: copy.request }).click();
    const form = page.locator("#planner-request consultation-form");
    await expect(form.getByLabel(formCopy.labels.firstName, { exact: true })).toBeFocused();
    const query = new URL(page.url()).search.slice(1);
    await expect(form.locator(".cf-design")).toContainText(expectedSummary(query));
    expect(errors).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`no console error at ${width} px on first touch, while editing, or after the request`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE);
      await field(page, "length").click();
      await expect(page.locator("cinema-planner .planner__form")).toBeVisible();
      await field(page, "length").fill("8.2");
      await field(page, "seats").fill("6");
      await field(page, "seats").press("Tab");
      await expect(figure(page, "seating")).toContainText("6 seats");
      await page.getByRole("link", { name: copy.request }).click();
      await expect(page.locator("#planner-request consultation-form .cf-design")).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("at 375 px the drawing fills the width, and stays in view while a field is edited", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPlanner(page);
    const content = await page
      .locator("cinema-planner")
      .evaluate((element) => element.getBoundingClientRect().width);
    expect((await plan(page).boundingBox())!.width).toBeGreaterThanOrEqual(content - 1);
    // Plan and section share one scale, their left edges in line.
    const [a, b] = [(await plan(page).boundingBox())!, (await section(page).boundingBox())!];
    expect(Math.abs(a.x - b.x)).toBeLessThan(1);
    expect(Math.abs(a.width - b.width)).toBeLessThan(1);
    await field(page, "seats").fill("4");
    await expect(figure(page, "seating")).toContainText("4 seats");
    await expect(plan(page)).toBeInViewport();
    await expect(page.locator("cinema-planner .planner__headline")).toBeInViewport();
    await expect(field(page, "seats")).toBeInViewport();
  });

  test("at 1280 px the drawing takes about 60% of the width, beside the fields", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    const box = (await plan(page).boundingBox())!;
    const container = (await page.locator("cinema-planner").boundingBox())!;
    expect(box.width / container.width).toBeGreaterThan(0.5);
    expect(box.width / container.width).toBeLessThan(0.7);
    const form = (await page.locator("cinema-planner .planner__form").boundingBox())!;
    expect(form.x).toBeGreaterThan(box.x + box.width);
  });
});
