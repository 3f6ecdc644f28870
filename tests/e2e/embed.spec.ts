import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";

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

const element = (key: string) =>
  `<consultation-form endpoint="${endpoint}" form-key="${key}"></consultation-form>`;

const pages: Record<string, string> = {
  basic: `${element("partner-a")}<script src="${script}"></script>`,
  order: `<script src="${script}"></script>${element("after-script")}<script src="${script}"></script><script src="/late.js"></script>`,
  hostile: `<link rel="stylesheet" href="/hostile.css"><p class="cf-label" id="host-text">Host text</p><button class="cf-submit" id="host-button">Host button</button>${element("partner-a")}<script src="${script}"></script>`,
  two: `${element("partner-a")}${element("partner-b")}<script src="${script}"></script>`,
  themed: `<link rel="stylesheet" href="/theme.css">${element("partner-a")}<script src="${script}"></script>`,
};

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

const THEME_CSS = `consultation-form { --cf-accent: rgb(31, 77, 58); --cf-radius: 0px; } consultation-form::part(submit) { text-transform: uppercase; }`;

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
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const files: Record<string, [string, string]> = {
      "/hostile.css": ["text/css", HOSTILE_CSS],
      "/theme.css": ["text/css", THEME_CSS],
      "/late.js": ["text/javascript", LATE_JS],
    };
    const file = files[url.pathname];
    const body = pages[url.searchParams.get("page") ?? ""];
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

/** Opens a partner page, recording page errors and CSP violations. */
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

test.describe("the embeddable consultation form", () => {
  test("loads on another origin, validates, and submits to the site's endpoint", async ({
    page,
  }) => {
    const problems = await open(page, "basic");
    const embed = form(page, "partner-a");
    await embed.getByRole("button", { name: "Request Free Consultation" }).click();
    await expect(
      embed.getByRole("alert").filter({ hasText: "Please correct the errors above." }),
    ).toBeVisible();
    const email = `partner.${Date.now()}@example.com`;
    await embed.getByLabel("First Name").fill("Ada");
    await embed.getByLabel("Last Name").fill("Lovelace");
    await embed.getByLabel("Email Address").fill(email);
    await embed.getByRole("button", { name: "Request Free Consultation" }).click();
    await expect(embed.getByRole("status")).toContainText("Thank you");
    const lines = await readFile(path.resolve(".data/test/consultation.jsonl"), "utf8");
    expect(lines).toContain(email);
    expect(problems).toEqual([]);
  });

  test("works before or after its script, added later by the host, loaded twice, beside the host's own elements", async ({
    page,
  }) => {
    const problems = await open(page, "order");
    await expect(form(page, "after-script").getByLabel("First Name")).toBeVisible();
    await expect(form(page, "added-later").getByLabel("First Name")).toBeVisible();
    await expect(page.locator("partner-badge")).toHaveText("Partner");
    expect(await page.evaluate(() => (window as any).React.version)).toBe("the host's own");
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
    const input = embed.getByLabel("First Name");
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
    const submit = embed.getByRole("button", { name: "Request Free Consultation" });
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

  test("runs under a strict Content-Security-Policy with no violation", async ({ page }) => {
    const problems = await open(page, "basic");
    const submit = form(page, "partner-a").getByRole("button", {
      name: "Request Free Consultation",
    });
    await expect(submit).toBeVisible();
    // The styles arrived: adopted style sheets are allowed where inline styles are not.
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      "rgb(212, 176, 106)",
    );
    expect(problems).toEqual([]);
  });

  test("takes the host's theme through custom properties and parts", async ({ page }) => {
    await open(page, "themed");
    const submit = form(page, "partner-a").getByRole("button", {
      name: /Request Free Consultation/i,
    });
    await expect(submit).toBeVisible();
    const style = await submit.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.borderRadius, s.textTransform];
    });
    expect(style).toEqual(["rgb(31, 77, 58)", "0px", "uppercase"]);
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
      (window as any).events = [];
      for (const type of ["consultationsuccess", "consultationerror"]) {
        document.addEventListener(type, (event) =>
          (window as any).events.push([type, (event as CustomEvent).detail.formKey]),
        );
      }
    });
    const a = form(page, "partner-a");
    const b = form(page, "partner-b");
    const fill = async (embed: typeof a) => {
      await embed.getByLabel("First Name").fill("Ada");
      await embed.getByLabel("Last Name").fill("Lovelace");
      await embed.getByLabel("Email Address").fill("ada@example.com");
    };
    await a.getByLabel("Budget").fill("only in A");
    await expect(b.getByLabel("Budget")).toHaveValue("");
    for (let i = 0; i < 3; i++) {
      await fill(a);
      await a.getByRole("button", { name: "Request Free Consultation" }).click();
      await expect(a.getByRole("status")).toContainText("Thank you");
    }
    await fill(a);
    await a.getByRole("button", { name: "Request Free Consultation" }).click();
    await expect(a.getByRole("alert").filter({ hasText: "Too many submissions" })).toBeVisible();
    await fill(b);
    await b.getByRole("button", { name: "Request Free Consultation" }).click();
    await expect(b.getByRole("status")).toContainText("Thank you");
    expect(sent).toBe(4);
    expect(await page.evaluate(() => (window as any).events)).toEqual([
      ["consultationsuccess", "partner-a"],
      ["consultationsuccess", "partner-a"],
      ["consultationsuccess", "partner-a"],
      ["consultationerror", "partner-a"],
      ["consultationsuccess", "partner-b"],
    ]);
  });

  test("the script stays within its gzip budget", () => {
    const budget = JSON.parse(readFileSync("bench/budgets.json", "utf8")).embed.js;
    const size = gzipSync(readFileSync("dist/embed/consultation-form.js")).length;
    expect(size).toBeLessThanOrEqual(budget);
  });
});
