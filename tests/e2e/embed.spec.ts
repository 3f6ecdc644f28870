import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { consultationForm } from "../../core/content/words.ts";
import { axe } from "../page-checks.ts";

/**
 * A partner's site on another origin (another port), embedding the form the way docs/embed.md
 * tells an agency to: one script tag and one element, the endpoint on the site's origin.
 */
let partner = "";
const script = `${baseURL}/embed/consultation-form.js`;
const endpoint = `${baseURL}/api/consultation`;

const HOSTILE_CSS = `
* { color: red !important; font: 40px serif !important; }
form, input { display: none; }
input { all: unset; }
button, select, textarea { border: 9px dotted lime !important; background: yellow !important; }
.cf-form, .cf-input, .cf-submit, .cf-grid { display: none !important; }
`;

/** The site's own form copy: the embed's defaults must be these words. */
const siteCopy: {
  submit: string;
  success: string;
  projectTypes: { value: string; label: string }[];
  labels: Record<string, string>;
  placeholders: Record<string, string>;
  messages: Record<string, string>;
} = consultationForm;
const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

const element = (key: string, attributes = "", inside = "") =>
  `<consultation-form endpoint="${endpoint}" form-key="${key}"${attributes}>${inside}</consultation-form>`;

/** What a partner puts inside the element for visitors whose browser cannot run the form. */
const FALLBACK = `<p>Prefer to write? <a href="mailto:hello@example.com">Write to us</a></p>`;

/** The embed's published versions and their integrity, as the site announces them. */
let manifest: { version: string; scripts: { src: string; integrity: string }[] };
const pinned = () =>
  manifest.scripts.find(
    (entry) => entry.src === `/embed/v${manifest.version}/consultation-form.js`,
  )!;

const pages: Record<string, string> = {
  basic: `${element("partner-a")}<script src="${script}"></script>`,
  order: `<script src="${script}"></script>${element("after-script")}<script src="${script}"></script><script src="/late.js"></script>`,
  hostile: `<link rel="stylesheet" href="/hostile.css"><p class="cf-label" id="host-text">Host text</p><button class="cf-submit" id="host-button">Host button</button>${element("partner-a")}<script src="${script}"></script>`,
  two: `${element("partner-a")}${element("partner-b")}<script src="${script}"></script>`,
  themed: `<link rel="stylesheet" href="/theme.css">${element("partner-a", ' theme="light"')}<script src="${script}"></script>`,
  themes: `${element("theme-light", ' theme="light"')}${element("theme-dark", ' theme="dark"')}${element("theme-auto", ' theme="auto"')}<script src="${script}"></script>`,
  fallback: `${element("with-fallback", "", FALLBACK)}<script src="${script}"></script>`,
};

/** Host pages: a white, a near-black and a loudly patterned background behind the form. */
const HOST_CSS: Record<string, string> = {
  white:
    "body { margin: 0; background: #ffffff; color: #1a1a1a; font: 16px/1.5 Arial, sans-serif; } main { padding: 16px; }",
  black:
    "body { margin: 0; background: #0a0a0a; color: #eeeeee; font: 16px/1.5 Arial, sans-serif; } main { padding: 16px; }",
  pattern:
    "body { margin: 0; background: repeating-linear-gradient(45deg, #f6c90e 0 24px, #1d3557 24px 48px); } main { padding: 16px; }",
};

/** A page built from its address: `bg`, `theme`, and which script (`moving`, `pinned`, `tampered`). */
function hostPage(params: URLSearchParams): string {
  const theme = params.get("theme");
  const attributes = theme ? ` theme="${theme}"` : "";
  const which = params.get("script") ?? "moving";
  const integrity =
    which === "tampered"
      ? `sha384-${createHash("sha384").update("some other script").digest("base64")}`
      : pinned().integrity;
  const tag =
    which === "moving"
      ? `<script src="${script}"></script>`
      : `<script src="${baseURL}${pinned().src}" integrity="${integrity}" crossorigin="anonymous"></script>`;
  return `<link rel="stylesheet" href="/host-${params.get("bg") ?? "white"}.css">${element("host-form", attributes, FALLBACK)}${tag}`;
}

const LATE_JS = `
window.React = { version: "the host's own" };
customElements.define("partner-badge", class extends HTMLElement { connectedCallback() { this.textContent = "Partner"; } });
setTimeout(() => {
  const late = document.createElement("consultation-form");
  late.setAttribute("endpoint", ${JSON.stringify(endpoint)});
  late.setAttribute("form-key", "added-later");
  document.body.append(late, document.createElement("partner-badge"));
}, 50);
`;

const THEME_CSS = `main { --cf-surface: rgb(250, 240, 230); } consultation-form { --cf-accent: rgb(31, 77, 58); --cf-radius: 0px; } consultation-form::part(submit) { text-transform: uppercase; }`;

/** The strict policy a careful partner sends: no inline script or style, no eval. */
const CSP = [
  "default-src 'none'",
  `script-src 'self' ${baseURL}`,
  "style-src 'self'",
  `connect-src ${baseURL}`,
  `form-action ${baseURL}`,
  "img-src 'self'",
].join("; ");

let server: Server;

test.beforeAll(async () => {
  const announced: unknown = await (await fetch(`${baseURL}/embed/manifest.json`)).json();
  expect(announced).toMatchObject({ version: expect.any(String), scripts: expect.any(Array) });
  manifest = announced as typeof manifest;
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const files: Record<string, [string, string]> = {
      "/hostile.css": ["text/css", HOSTILE_CSS],
      "/theme.css": ["text/css", THEME_CSS],
      "/late.js": ["text/javascript", LATE_JS],
      ...Object.fromEntries(
        Object.entries(HOST_CSS).map(([name, css]) => [`/host-${name}.css`, ["text/css", css]]),
      ),
    };
    const file = files[url.pathname];
    const name = url.searchParams.get("page") ?? "";
    const body = name === "host" ? hostPage(url.searchParams) : pages[name];
    if (url.pathname === "/examples/partner.html") {
      // The example as the repository ships it; its inline loader is the partner's own choice.
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(readFileSync("examples/partner.html"));
      return;
    }
    res.setHeader("Content-Security-Policy", CSP);
    if (file) {
      res.writeHead(200, { "Content-Type": file[0] }).end(file[1]);
    } else if (url.pathname === "/" && body) {
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner Estates</title></head><body><main><h1>Partner Estates</h1>${body}</main></body></html>`,
        );
    } else if (url.pathname === "/favicon.ico") {
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
  // Port 0: each test worker gets a partner origin of its own.
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const address = server.address();
  partner = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Opens a partner page (`name`, or `host&bg=…` for a built one), recording errors and CSP violations. */
async function open(page: Page, name: string) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(`${partner}/?page=${name}`);
  return problems;
}

const form = (page: Page, key: string) =>
  page.locator(`consultation-form[form-key="${key}"] form[novalidate]`);

/** Fills the required fields; `email` names the lead, so a test can find it once stored. */
async function fillRequired(embed: Locator, email = "ada@example.com") {
  await embed.getByLabel(siteCopy.labels.firstName!).fill("Ada");
  await embed.getByLabel(siteCopy.labels.lastName!).fill("Lovelace");
  await embed.getByLabel(siteCopy.labels.email!).fill(email);
}

/** Sends the filled form, and expects its thank-you and the lead stored under `email`. */
async function sendAndExpectStored(embed: Locator, email: string) {
  await embed.getByRole("button", { name: siteCopy.submit }).click();
  await expect(embed.getByRole("status")).toContainText(siteCopy.success);
  const lines = await readFile(path.resolve(".data/test/consultation.jsonl"), "utf8");
  expect(lines).toContain(email);
}

/**
 * Runs axe over the form, its shadow root included, and expects no violation of any rule. The
 * colour-contrast rule must have checked the form's own text, or the check proved nothing.
 */
async function expectAccessible(page: Page, state: string) {
  const results = await (
    await axe(page, ["violations", "passes"])
  )
    .include("consultation-form")
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${state}: ${violation.id} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
  );
  expect(violations).toEqual([]);
  const contrast = results.passes.find((rule) => rule.id === "color-contrast");
  // The confirmation has four lines of text in all (heading, two sentences, a button).
  expect(contrast?.nodes.length ?? 0).toBeGreaterThan(state === "success" ? 3 : 8);
}

test.describe("the embeddable consultation form", () => {
  test("on another origin: runs under a strict Content-Security-Policy, shows the site's own copy, validates, and submits to the site's endpoint", async ({
    page,
  }) => {
    const problems = await open(page, "basic");
    const embed = form(page, "partner-a");
    const submit = embed.getByRole("button", { name: siteCopy.submit });
    await test.step("runs under a strict Content-Security-Policy with no violation", async () => {
      await expect(submit).toBeVisible();
      // The styles arrived: adopted style sheets are allowed where inline styles are not.
      expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        "rgb(212, 176, 106)",
      );
      expect(problems).toEqual([]);
    });
    await test.step("without a copy attribute it shows the site's own form copy", async () => {
      for (const [name, label] of Object.entries(siteCopy.labels)) {
        const field = embed.getByLabel(label, { exact: true });
        await expect(field).toBeVisible();
        if (siteCopy.placeholders[name])
          await expect(field).toHaveAttribute("placeholder", siteCopy.placeholders[name]);
      }
      await expect(embed.getByLabel(siteCopy.labels.projectType!).locator("option")).toHaveText(
        siteCopy.projectTypes.map((option) => option.label),
      );
    });
    await test.step("an empty submit names every required field in the site's own words", async () => {
      await submit.click();
      const summary = embed.getByRole("alert").filter({ hasText: siteCopy.messages.correctErrors });
      await expect(summary).toBeVisible();
      for (const key of ["firstNameRequired", "lastNameRequired", "emailRequired"])
        await expect(summary).toContainText(siteCopy.messages[key]!);
    });
    await test.step("a filled form is sent to the site's endpoint and stored", async () => {
      const email = `partner.${Date.now()}@example.com`;
      await fillRequired(embed, email);
      await sendAndExpectStored(embed, email);
      expect(problems).toEqual([]);
    });
  });

  test("works before or after its script, added later by the host, loaded twice, beside the host's own elements", async ({
    page,
  }) => {
    const problems = await open(page, "order");
    await expect(form(page, "after-script").getByLabel(siteCopy.labels.firstName!)).toBeVisible();
    await expect(form(page, "added-later").getByLabel(siteCopy.labels.firstName!)).toBeVisible();
    await expect(page.locator("partner-badge")).toHaveText("Partner");
    expect(
      await page.evaluate(
        () => (window as unknown as { React: { version: string } }).React.version,
      ),
    ).toBe("the host's own");
    expect(
      await page.evaluate(() =>
        Object.keys(window).filter((key) => /consultation|react|r2wc/i.test(key)),
      ),
    ).toEqual(["React"]);
    expect(problems).toEqual([]);
  });

  test("keeps its layout under a hostile host stylesheet, and its styles stay inside", async ({
    page,
  }) => {
    await open(page, "hostile");
    const embed = form(page, "partner-a");
    const input = embed.getByLabel(siteCopy.labels.firstName!);
    await expect(input).toBeVisible();
    const style = await input.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        color: s.color,
        fontSize: s.fontSize,
        display: s.display,
        height: el.getBoundingClientRect().height,
      };
    });
    expect(style.color).not.toBe("rgb(255, 0, 0)");
    expect(style.fontSize).toBe("16px");
    expect(style.display).toBe("block");
    expect(style.height).toBeGreaterThan(30);
    expect(style.height).toBeLessThan(70);
    const submit = embed.getByRole("button", { name: siteCopy.submit });
    await expect(submit).toBeVisible();
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      "rgb(255, 255, 0)",
    );
    // The host's own elements with the widget's class names keep the host's styles.
    expect(
      await page.locator("#host-button").evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe("rgb(255, 255, 0)");
    expect(await page.locator("#host-text").evaluate((el) => getComputedStyle(el).fontSize)).toBe(
      "40px",
    );
    await input.fill("Still typing");
    await expect(input).toHaveValue("Still typing");
  });

  test("takes the host's theme through custom properties and parts", async ({ page }) => {
    await open(page, "themed");
    const submit = form(page, "partner-a").getByRole("button", {
      name: siteCopy.submit,
    });
    await expect(submit).toBeVisible();
    const style = await submit.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.borderRadius, s.textTransform];
    });
    expect(style).toEqual(["rgb(31, 77, 58)", "0px", "uppercase"]);
    // A property set on an ancestor wins over the light theme's own surface.
    expect(
      await form(page, "partner-a").evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe("rgb(250, 240, 230)");
  });

  test("two forms keep their own state, rate limits and events", async ({ page }) => {
    await open(page, "two");
    let sent = 0;
    await page.route(endpoint, async (route) => {
      sent++;
      await route.fulfill({
        status: 200,
        body: "{}",
        headers: { "Access-Control-Allow-Origin": "*" },
      });
    });
    await page.evaluate(() => {
      const events: [string, string][] = [];
      (window as unknown as { events: typeof events }).events = events;
      for (const type of ["consultationsuccess", "consultationerror"]) {
        document.addEventListener(type, (event) =>
          events.push([type, (event as CustomEvent<{ formKey: string }>).detail.formKey]),
        );
      }
    });
    const a = form(page, "partner-a");
    const b = form(page, "partner-b");
    const fill = async (embed: typeof a) => {
      await embed.getByLabel(siteCopy.labels.firstName!).fill("Ada");
      await embed.getByLabel(siteCopy.labels.lastName!).fill("Lovelace");
      await embed.getByLabel(siteCopy.labels.email!).fill("ada@example.com");
    };
    await a.getByLabel(siteCopy.labels.budget!).fill("only in A");
    await expect(b.getByLabel(siteCopy.labels.budget!)).toHaveValue("");
    for (let i = 0; i < 3; i++) {
      await fill(a);
      await a.getByRole("button", { name: siteCopy.submit }).click();
      await expect(a.getByRole("status")).toContainText(siteCopy.success);
    }
    await fill(a);
    await a.getByRole("button", { name: siteCopy.submit }).click();
    await expect(
      a.getByRole("alert").filter({ hasText: siteCopy.messages.overLimit! }),
    ).toBeVisible();
    await fill(b);
    await b.getByRole("button", { name: siteCopy.submit }).click();
    await expect(b.getByRole("status")).toContainText(siteCopy.success);
    expect(sent).toBe(4);
    expect(
      await page.evaluate(() => (window as unknown as { events: [string, string][] }).events),
    ).toEqual([
      ["consultationsuccess", "partner-a"],
      ["consultationsuccess", "partner-a"],
      ["consultationsuccess", "partner-a"],
      ["consultationerror", "partner-a"],
      ["consultationsuccess", "partner-b"],
    ]);
  });

  test("shows the page's own content inside the element only until the form renders", async ({
    page,
  }) => {
    const problems = await open(page, "fallback");
    await expect(form(page, "with-fallback").getByLabel(siteCopy.labels.firstName!)).toBeVisible();
    // Hidden from view and from assistive technology: one form, no stray link beside it.
    await expect(page.getByText("Prefer to write?")).toBeHidden();
    await expect(page.getByRole("link", { name: "Write to us" })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("shows the page's own content inside the element when the script cannot load", async ({
    page,
  }) => {
    await page.route(script, (route) => route.abort());
    await open(page, "fallback");
    await expect(page.getByRole("link", { name: "Write to us" })).toBeVisible();
    expect(await page.evaluate(() => customElements.get("consultation-form"))).toBeUndefined();
  });

  test("publishes a versioned, immutable script whose integrity the manifest states", async ({
    request,
  }) => {
    expect(manifest.version).toBe(version);
    expect(pinned()).toBeDefined();
    const versioned = await request.get(`${baseURL}${pinned().src}`);
    expect(versioned.status()).toBe(200);
    expect(versioned.headers()["cache-control"]).toContain("immutable");
    expect(versioned.headers()["access-control-allow-origin"]).toBe("*");
    const digest = createHash("sha384")
      .update(await versioned.body())
      .digest("base64");
    expect(pinned().integrity).toBe(`sha384-${digest}`);
    // A released version serves the bytes it was released with; until then, this build's.
    const released = path.resolve(`public/embed/v${version}/consultation-form.js`);
    const moving = await request.get(script);
    expect(await versioned.body()).toEqual(
      existsSync(released) ? await readFile(released) : await moving.body(),
    );
    expect(moving.headers()["cache-control"]).not.toContain("immutable");
  });

  test("the versioned script loads with its integrity and crossorigin attributes, and the form submits", async ({
    page,
  }) => {
    const problems = await open(page, "host&script=pinned");
    const embed = form(page, "host-form");
    const email = `pinned.${Date.now()}@example.com`;
    await fillRequired(embed, email);
    await sendAndExpectStored(embed, email);
    expect(problems).toEqual([]);
  });

  test("a script whose integrity does not match never runs, and the page's own content stays", async ({
    page,
  }) => {
    const problems = await open(page, "host&script=tampered");
    await expect.poll(() => problems.join("\n")).toContain("integrity");
    await expect(page.getByRole("link", { name: "Write to us" })).toBeVisible();
    expect(await page.evaluate(() => customElements.get("consultation-form"))).toBeUndefined();
  });

  test("the example partner page takes the site's origin from ?site=", async ({ page }) => {
    await page.goto(`${partner}/examples/partner.html?site=${encodeURIComponent(baseURL)}`);
    const embed = page.locator("consultation-form form[novalidate]");
    await expect(embed.getByLabel(siteCopy.labels.firstName!)).toBeVisible();
    await expect(embed).toHaveAttribute("action", endpoint);
    await expect(page.getByRole("link", { name: "hello@aurumcinema.co.uk" })).toHaveCount(0);
  });

  test("theme=auto follows the visitor's colour scheme; light and dark stay as set", async ({
    page,
  }) => {
    const colours = (key: string) =>
      form(page, key).evaluate((el) => {
        const label = el.querySelector("label")!;
        const input = el.querySelector("input")!;
        return [el, label, input].map((node) => {
          const style = getComputedStyle(node);
          return [style.backgroundColor, style.color];
        });
      });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, "themes");
      await expect(form(page, "theme-auto")).toBeVisible();
      const light = await colours("theme-light");
      const dark = await colours("theme-dark");
      expect(light).not.toEqual(dark);
      expect(await colours("theme-auto")).toEqual(scheme === "light" ? light : dark);
    }
  });

  test("carries its own surface: the same colours on a white and on a near-black page", async ({
    page,
  }) => {
    const look = async (bg: string, theme: string) => {
      await open(page, `host&bg=${bg}&theme=${theme}`);
      const embed = form(page, "host-form");
      await expect(embed).toBeVisible();
      return embed.evaluate((el) =>
        [el, el.querySelector("label")!, el.querySelector("input")!, el.querySelector("button")!]
          .map((node) => getComputedStyle(node))
          .map((style) => [style.backgroundColor, style.color]),
      );
    };
    for (const theme of ["dark", "light"]) {
      const onWhite = await look("white", theme);
      expect(await look("black", theme)).toEqual(onWhite);
      // An opaque surface: nothing of the host shows through behind the labels.
      expect(onWhite[0]![0]).toMatch(/^rgb\(/);
    }
  });

  for (const bg of ["white", "black"]) {
    for (const theme of ["", "light"]) {
      test(`axe finds no violation on a ${bg} page, theme ${theme || "unset"}, at 375 and 1280 px: idle, errors, failure, success`, async ({
        page,
      }) => {
        // Eight axe runs over the form (four states, two widths) take longer than one ordinary test.
        test.slow();
        /** Each state is checked at both widths, the page resized in place between them. */
        const expectAccessibleAtEachWidth = async (state: string) => {
          for (const width of [375, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            await expectAccessible(page, `${state} at ${width} px`);
          }
        };
        await page.setViewportSize({ width: 375, height: 900 });
        const problems = await open(page, `host&bg=${bg}${theme ? `&theme=${theme}` : ""}`);
        const embed = form(page, "host-form");
        const submit = embed.getByRole("button", { name: siteCopy.submit });
        await expect(submit).toBeVisible();
        // On a phone the two names share a row, and the next field takes a row of its own.
        const top = async (label: string) =>
          (await embed.getByLabel(label, { exact: true }).boundingBox())!.y;
        const rows = [
          siteCopy.labels.firstName!,
          siteCopy.labels.lastName!,
          siteCopy.labels.email!,
        ];
        const [first, last, email] = await Promise.all(rows.map(top));
        expect(last).toBe(first);
        expect(email).toBeGreaterThan(first!);
        await expectAccessibleAtEachWidth("idle");

        await submit.click();
        await expect(embed.getByRole("alert").first()).toBeFocused();
        await expectAccessibleAtEachWidth("errors");
        expect(problems).toEqual([]);

        let answer = 500;
        await page.route(endpoint, (route) =>
          route.request().method() === "POST"
            ? route.fulfill({
                status: answer,
                body: "{}",
                headers: { "Access-Control-Allow-Origin": "*" },
              })
            : route.continue(),
        );
        await fillRequired(embed);
        await submit.click();
        await expect(
          embed.getByRole("alert").filter({ hasText: siteCopy.messages.failed }),
        ).toBeVisible();
        await expectAccessibleAtEachWidth("failure");

        answer = 200;
        await submit.click();
        await expect(embed.getByRole("status")).toContainText(siteCopy.success);
        await expectAccessibleAtEachWidth("success");
      });
    }
  }
  // The embed docs, its changelog and its gzip budget are files: tests/site/embed-files.test.ts.
});
