import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { consultationForm } from "../../core/content/words.ts";

/**
 * The embeddable form's files beside its code: its documentation, its changelog and its built
 * script's size. What it does on a partner's page is tested in a browser (tests/e2e/embed.spec.ts).
 */
const siteCopy: Record<string, unknown> = consultationForm;
const packageJson: unknown = JSON.parse(readFileSync("package.json", "utf8"));
const { version } = packageJson as { version: string };

describe("the embeddable consultation form's files", () => {
  test("the embed docs list every copy key, and every field the labels name", () => {
    // The docs say what each key words, never the words themselves: those live in the site's
    // content files alone, so a rewording is one edit there.
    const docs = readFileSync("docs/embed.md", "utf8");
    const rows = new Map(
      docs
        .split("\n")
        .map((line) => line.split("|").map((cell) => cell.trim()))
        .map((cells) => [cells[1] ?? "", cells[2] ?? ""]),
    );
    const missing: string[] = [];
    for (const [key, value] of Object.entries(siteCopy)) {
      if (typeof value === "string" || Array.isArray(value)) {
        if (!rows.has(`\`${key}\``)) missing.push(key);
      } else if (key === "messages") {
        for (const name of Object.keys(value as object))
          if (!rows.has(`\`messages.${name}\``)) missing.push(`messages.${name}`);
      } else {
        for (const name of Object.keys(value as object))
          if (!rows.get("`labels.<field>`")?.includes(`\`${name}\``))
            missing.push(`${key}.${name}`);
      }
    }
    expect(rows.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  test("the changelog has an entry for the version the build publishes", () => {
    const changelog = readFileSync("docs/embed-changelog.md", "utf8");
    expect(changelog).toContain(`\n## ${version}\n`);
  });

  test("the script stays within its gzip budget", () => {
    const budgets: unknown = JSON.parse(readFileSync("bench/budgets.json", "utf8"));
    const budget = (budgets as { embed?: { js?: unknown } }).embed?.js;
    expect(budget).toBeTypeOf("number");
    const size = gzipSync(readFileSync("dist/embed/consultation-form.js")).length;
    expect(size).toBeLessThanOrEqual(budget as number);
  });
});
