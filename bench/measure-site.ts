/**
 * `npm run bench`: builds the site, serves it with `npm start`'s own server, and measures every
 * page side by side with its floor (the same page with no JavaScript), so figures taken on a noisy
 * machine can be compared as ratios from run to run. Also times cold builds of the site and of a
 * copy with 1,000 generated articles. Prints a table and writes bench/results.json and .md.
 *
 * BENCH_RUNS (default 3) sets the Lighthouse runs per page; BENCH_PAGES="/,/contact" limits pages;
 * BENCH_SKIP_BUILD_COST=1 skips the build timings.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "../tests/browsers.js";
import { ROUTES } from "../tests/content.ts";
import { loadEveryWidget } from "../tests/widgets.ts";
import { copySite } from "../scripts/site-sources.js";

const PORT = Number(process.env.BENCH_PORT ?? 4400);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = process.env.BENCH_PAGES?.split(",") ?? [...ROUTES, "/no-such-page"];
const root = path.resolve(".");

type Kind = "html" | "css" | "js" | "img" | "font";
type Bytes = Record<Kind, { raw: number; gzip: number }>;

/** The median of the finite values; NaN when a measure never came back. */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function run(command: string, args: string[], cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: "pipe", encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: ".data/bench" },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(ORIGIN).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start on ${ORIGIN}`);
}

/** Bytes of a first visit on a phone: before any interaction, then with every widget taken over. */
async function weigh(browser: Browser, route: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  const empty = () => ({ raw: 0, gzip: 0 });
  const bytes: Bytes = { html: empty(), css: empty(), js: empty(), img: empty(), font: empty() };
  const kinds: Record<string, Kind> = {
    document: "html",
    stylesheet: "css",
    script: "js",
    image: "img",
    font: "font",
  };
  const bodies: Promise<void>[] = [];
  page.on("response", (response) => {
    const kind = kinds[response.request().resourceType()];
    if (!kind) return;
    bodies.push(
      response.body().then(
        (body) => {
          bytes[kind].raw += body.length;
          bytes[kind].gzip += gzipSync(body).length;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(ORIGIN + route, { waitUntil: "load" });
  // Reading and scrolling the page is not reaching for a widget.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  await Promise.all(bodies);
  const beforeInteraction = { ...bytes.js };

  // Reach for every widget the page has: the form, the menu, the cookie banner.
  await loadEveryWidget(page);
  await page.waitForLoadState("networkidle");
  await Promise.all(bodies);
  await context.close();
  return { ...bytes, jsBeforeInteraction: beforeInteraction, jsAllWidgets: { ...bytes.js } };
}

interface Lighthouse {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

async function audit(port: number, url: string, withoutJs: boolean): Promise<Lighthouse> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    blockedUrlPatterns: withoutJs ? ["*.js"] : [],
  });
  const lhr = result!.lhr;
  // Lighthouse refuses to score a page whose status is not 200 (the 404 page): NaN, shown as "n/a".
  const score = (id: string) =>
    lhr.runtimeError ? NaN : Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    fcp: value("first-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

function medianOf(runs: Lighthouse[]): Lighthouse {
  const keys = Object.keys(runs[0]!) as (keyof Lighthouse)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((r) => r[key]))]),
  ) as unknown as Lighthouse;
}

/** A plausible article body of about 900 words, different for each number. */
function article(n: number) {
  const paragraph = (i: number) =>
    `Room ${n}.${i}: the screen sits at a viewing angle of forty degrees from the main seats, with the ` +
    `front speakers behind an acoustically transparent surface. We modelled the bass response before ` +
    `building, placed four subwoofers to smooth the seats' response, and treated first reflections ` +
    `with fabric panels over mineral wool. Lighting scenes dim in stages as the film starts.`;
  const sections = Array.from({ length: 6 }, (_, s) =>
    [`## Part ${s + 1}`, ...Array.from({ length: 3 }, (_, i) => paragraph(s * 3 + i))].join("\n\n"),
  );
  return `---
title: "Generated article ${n}"
excerpt: "A generated article of realistic length, used to measure build cost."
author: Bench
date: 2024-01-01
readTime: 5
category: Design Guide
image:
  src: art/renders/hampstead-basement-theatre.jpg
  alt: "A basement cinema seen from the back corner"
---
${sections.join("\n\n")}
`;
}

/** Cold build time in seconds of the site in `dir`, median of RUNS. */
async function timeBuild(dir: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await rm(path.join(dir, "dist"), { recursive: true, force: true });
    await rm(path.join(dir, ".11ty-vite"), { recursive: true, force: true });
    const start = performance.now();
    run(process.execPath, [path.join(root, "node_modules/@11ty/eleventy/cmd.cjs"), "--quiet"], dir);
    times.push((performance.now() - start) / 1000);
  }
  return median(times);
}

async function buildCost() {
  const copy = await copySite("bench-build-");
  try {
    const base = await timeBuild(copy);
    // Every page the build wrote, not only the ones measured above.
    const basePages = (await readdir(path.join(copy, "dist"), { recursive: true })).filter((file) =>
      file.endsWith(".html"),
    ).length;
    const postsDir = path.join(copy, "site/blog/posts");
    for (let n = 1; n <= 1000; n++)
      await writeFile(path.join(postsDir, `generated-${n}.md`), article(n));
    const large = await timeBuild(copy);
    return {
      site: { seconds: base, pages: basePages, msPerPage: (base * 1000) / basePages },
      with1000Articles: {
        seconds: large,
        pages: basePages + 1000,
        msPerPage: (large * 1000) / (basePages + 1000),
      },
      marginalMsPerPage: ((large - base) * 1000) / 1000,
    };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toString() : "n/a");
const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : "n/a";
const score = (value: number) => (Number.isFinite(value) ? String(value) : "n/a");

async function main() {
  console.log("Building…");
  run("npm", ["run", "build", "--silent"]);
  const server = await startServer();
  const executablePath = chromiumExecutable() ?? chromium.executablePath();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const pages = [];
  try {
    for (const route of PAGES) {
      process.stdout.write(`Measuring ${route} `);
      const bytes = await weigh(browser, route);
      const withJs: Lighthouse[] = [];
      const withoutJs: Lighthouse[] = [];
      for (let i = 0; i < RUNS; i++) {
        withJs.push(await audit(chrome.port, ORIGIN + route, false));
        withoutJs.push(await audit(chrome.port, ORIGIN + route, true));
        process.stdout.write(".");
      }
      const js = medianOf(withJs);
      const floor = medianOf(withoutJs);
      pages.push({
        route,
        bytes,
        lighthouse: js,
        noJs: { lcp: floor.lcp, fcp: floor.fcp },
        lcpRatio: js.lcp / floor.lcp,
        fcpRatio: js.fcp / floor.fcp,
      });
      process.stdout.write("\n");
    }
  } finally {
    await browser.close();
    chrome.kill();
    server.kill();
  }

  const build = process.env.BENCH_SKIP_BUILD_COST
    ? null
    : (console.log("Timing cold builds…"), await buildCost());

  const header =
    "| Page | HTML gz | CSS gz | JS gz (before touch / all) | Img | Font | Perf | A11y | BP | SEO | LCP ms | LCP no-JS | ×LCP | FCP ms | ×FCP | TBT | CLS |";
  const rows = pages.map(
    (p) =>
      `| ${p.route} | ${kb(p.bytes.html.gzip)} | ${kb(p.bytes.css.gzip)} | ${kb(p.bytes.jsBeforeInteraction.gzip)} / ${kb(p.bytes.jsAllWidgets.gzip)} | ${kb(p.bytes.img.raw)} | ${kb(p.bytes.font.raw)} | ${score(p.lighthouse.performance)} | ${score(p.lighthouse.accessibility)} | ${score(p.lighthouse.bestPractices)} | ${score(p.lighthouse.seo)} | ${ms(p.lighthouse.lcp)} | ${ms(p.noJs.lcp)} | ${fixed(p.lcpRatio, 2)} | ${ms(p.lighthouse.fcp)} | ${fixed(p.fcpRatio, 2)} | ${ms(p.lighthouse.tbt)} | ${fixed(p.lighthouse.cls, 3)} |`,
  );
  const table = [header, `|${"---|".repeat(17)}`, ...rows].join("\n");
  const buildLines = build
    ? [
        `Cold build, site (${build.site.pages} pages): ${build.site.seconds.toFixed(2)} s, ${build.site.msPerPage.toFixed(0)} ms/page`,
        `Cold build, with 1,000 articles (${build.with1000Articles.pages} pages): ${build.with1000Articles.seconds.toFixed(2)} s, ${build.with1000Articles.msPerPage.toFixed(1)} ms/page`,
        `Marginal cost per extra page: ${build.marginalMsPerPage.toFixed(1)} ms`,
      ]
    : [];
  const markdown = [
    `Sizes in KB (gzip unless marked; images and fonts as sent). Lighthouse mobile, median of ${RUNS}; "no-JS" is the same page with every script blocked.`,
    "",
    table,
    "",
    ...buildLines.map((line) => `- ${line}`),
    "",
  ].join("\n");
  console.log(`\n${markdown}`);
  await mkdir("bench", { recursive: true });
  await writeFile(
    "bench/results.json",
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, pages, build }, null, 2),
  );
  await writeFile("bench/results.md", markdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
