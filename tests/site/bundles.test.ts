import { readFileSync, readdirSync, realpathSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import * as words from "../../core/content/words.ts";

/**
 * The scripts a browser downloads carry the site's words as the build filled them: no fact left
 * as a placeholder, and no copy of the code that fills them (nor the content files it reads).
 */
const dist = realpathSync("dist");
const scripts = [
  ...readdirSync(path.join(dist, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => path.join(dist, "assets", name)),
  path.join(dist, "embed", "consultation-form.js"),
];

test.each(scripts.map((file) => [path.relative(dist, file), file]))(
  "%s has its words filled and no fact-filling code",
  (_name, file) => {
    const code = readFileSync(file, "utf8");
    expect(code).not.toMatch(/\{\{\s*[\w.]+\s*\}\}/);
    expect(code).not.toContain("is not a fact the site knows");
  },
);

test("the embed quotes the reply time as the site states it", () => {
  const embed = readFileSync(path.join(dist, "embed", "consultation-form.js"), "utf8");
  const promise = JSON.stringify(words.consultationForm).match(/\d+ hours?/)?.[0];
  expect(promise).toBeDefined();
  expect(embed).toContain(promise);
});
