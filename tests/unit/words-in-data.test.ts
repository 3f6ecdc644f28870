import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every word a visitor or the business reads lives in `site/_data/`, where authors edit it: the
 * server's answers and e-mails and the widgets' text are read from there. This fails on a
 * sentence written into the code of `server/`, `widgets/` or `core/forms/` instead: a string or JSX text that
 * starts with a capital and has at least two words. What only developers and operators read is
 * left alone: logs, thrown errors, exit messages, comments and tests.
 */
const ROOTS = ["server", "widgets", "core/forms"];
const TESTS = /(\.test\.tsx?|\.suite\.ts|\/test-[\w-]+\.ts|\.dom\.test\.ts)$/;
/** Lines for developers and operators. */
const NOT_READ_BY_VISITORS =
  /console\.|log\.(error|warn|info)|\blog\(|Error\(|exit\(|reject\(|^\s*(\/\/|\*|\/\*)|new RequestError/;
/** A sentence in quotes, or between JSX tags: a capital, a word, a space, another word. */
const SENTENCE =
  /(["'`])([A-Z][a-z’']*(?:[ ,]+[A-Za-z’'.…!?-]+)+[.…!?]?)\1|>\s*([A-Z][a-z]+(?: [A-Za-z]+)+[^<{]*)</g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !TESTS.test(full) ? [full] : [];
  });
}

export function sentencesIn(source: string): string[] {
  const found: string[] = [];
  for (const line of source.split("\n")) {
    if (NOT_READ_BY_VISITORS.test(line)) continue;
    for (const match of line.matchAll(SENTENCE)) {
      const text = (match[2] ?? match[3] ?? "").trim();
      // A list of HTTP header names ("Accept, Content-Type") is protocol, not prose.
      if (!/^[A-Z][\w-]*(, [A-Z][\w-]*)+$/.test(text)) found.push(text);
    }
  }
  return found;
}

describe("words in site/_data", () => {
  it("finds sentences in code, and leaves code alone", () => {
    expect(sentencesIn(`const a = "Please hold on.";`)).toEqual(["Please hold on."]);
    expect(sentencesIn(`<h2>Unexpected Application Error!</h2>`)).toEqual([
      "Unexpected Application Error!",
    ]);
    expect(sentencesIn(`res.setHeader("Content-Type", "text/plain; charset=utf-8");`)).toEqual([]);
    expect(sentencesIn(`console.error("A change could not be stored:", error);`)).toEqual([]);
    expect(sentencesIn(`// Keep the Retry-After header`)).toEqual([]);
    expect(sentencesIn(`res.setHeader("Vary", "Accept, Content-Type");`)).toEqual([]);
  });

  it("no visitor-facing sentence is written in server/, widgets/ or core/forms/", () => {
    const offenders = ROOTS.flatMap((root) =>
      files(root).flatMap((file) =>
        sentencesIn(readFileSync(file, "utf8")).map((sentence) => `${file}: ${sentence}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

/** Every Nunjucks template under `site/`. */
function templates(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return templates(full);
    return entry.name.endsWith(".njk") ? [full] : [];
  });
}

/**
 * The words a template types itself: text between tags, a screen reader's label or an image's
 * alt, and a quoted phrase inside a tag (`{ label: "View Portfolio" }`). Comments, front matter,
 * scripts (structured data is for search engines) and file names are left alone.
 */
export function typedWords(source: string): string[] {
  const bare = source
    .replace(/^---(js)?\n[\s\S]*?\n---\n/, "")
    .replace(/\{#[\s\S]*?#\}/g, " ")
    .replace(/<script[\s\S]*?<\/script>/g, " ");
  const found: string[] = [];
  for (const tag of bare.matchAll(/\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}/g))
    for (const quoted of tag[0].matchAll(/"([^"]*)"|'([^']*)'/g)) {
      const words = quoted[1] ?? quoted[2] ?? "";
      const phrase = /^[A-Z][a-z’']*(\s+[A-Za-z][\w’',.:;!?&-]*)*[.!?]?$/.test(words.trim());
      if (phrase && !/\.njk$/.test(words)) found.push(words.trim());
    }
  const markup = bare.replace(/\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}/g, " ");
  for (const match of markup.matchAll(/>([^<>]*)</g)) {
    const words = match[1]!.replace(/&[a-z]+;/g, " ").trim();
    if (/[A-Za-z]{2,}/.test(words)) found.push(words);
  }
  for (const match of markup.matchAll(/\s(aria-label|alt|title|placeholder)="([^"]*)"/g))
    if (/[A-Za-z]{2,}/.test(match[2]!)) found.push(match[2]!.trim());
  return found;
}

describe("words in templates", () => {
  it("finds the words a template types, and leaves markup, data and comments alone", () => {
    expect(typedWords(`<h2 id="x">A typed heading</h2>`)).toEqual(["A typed heading"]);
    expect(typedWords(`<nav aria-label="Main">`)).toEqual(["Main"]);
    expect(
      typedWords(`{{ pageHero(d.hero, [{ label: "View Portfolio", href: "/portfolio" }]) }}`),
    ).toEqual(["View Portfolio"]);
    expect(typedWords(`<h2>{{ d.headings.benefits.title }}</h2>`)).toEqual([]);
    expect(typedWords(`{#- The grid of cards. -#}<p class="lead">{{ lead }}</p>`)).toEqual([]);
    expect(
      typedWords(`{% include "partials/header.njk" %}<span aria-hidden="true">→</span>`),
    ).toEqual([]);
    expect(
      typedWords(`<script type="application/ld+json">{ "@type": "Service" }</script>`),
    ).toEqual([]);
  });

  it("no template types words a visitor reads: they come from site/_data", () => {
    const typed = templates("site")
      .filter((file) => !/(_headers|robots|sitemap-xml)\.njk$/.test(file))
      .flatMap((file) =>
        typedWords(readFileSync(file, "utf8")).map((words) => `${file}: ${words}`),
      );
    expect(typed).toEqual([]);
  });
});

/** Every string in a parsed data file, keys left out. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** A typewriter apostrophe inside or closing a word: "room's", "designers' rules". */
const STRAIGHT_APOSTROPHE = /[A-Za-z]'(?=[A-Za-z]|(?<=s')[\s,.])/;

describe("typography in site/_data", () => {
  it("tells a typewriter apostrophe in a word from feet and inches and from quotes", () => {
    expect(STRAIGHT_APOSTROPHE.test("your room's size")).toBe(true);
    expect(STRAIGHT_APOSTROPHE.test("our designers' rules")).toBe(true);
    expect(STRAIGHT_APOSTROPHE.test("your room’s size")).toBe(false);
    expect(STRAIGHT_APOSTROPHE.test(`24' 7"`)).toBe(false);
  });

  it("prose sets apostrophes as ’, as the Markdown pages do", () => {
    const dir = "site/_data";
    const offenders = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) =>
        strings(JSON.parse(readFileSync(path.join(dir, file), "utf8")))
          .filter((text) => STRAIGHT_APOSTROPHE.test(text))
          .map((text) => `${file}: ${text}`),
      );
    expect(offenders).toEqual([]);
  });
});
