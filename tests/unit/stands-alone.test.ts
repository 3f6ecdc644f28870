import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The repository stands alone: the product documents its team works from sit beside it, not in
 * it, so code, comments, tests and docs state each rule where it is used instead of pointing at a
 * document a clone does not have.
 */
describe("the repository", () => {
  it("cites no document outside it", () => {
    const citing = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
      .split("\0")
      .filter((file) => /\.(tsx?|[cm]?js|py|md|njk|json|css|sh|sql|ya?ml)$/.test(file))
      .filter((file) => !file.startsWith("public/embed/") && file !== "package-lock.json")
      .filter((file) => /\b(SPEC|NOTES|STYLE)\.md\b/.test(readFileSync(file, "utf8")));
    expect(citing).toEqual([]);
  });
});
