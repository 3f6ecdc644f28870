import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README's folder map is how a newcomer finds their way: it must name every top-level folder
 * the repository has, and every folder and file it names must exist.
 */
const readme = readFileSync("README.md", "utf8");
const map = /## Folder map\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";

/** Each path the map names, with its parent folder worked out from the indentation. */
function namedPaths(): string[] {
  const paths: string[] = [];
  const parents: string[] = [];
  for (const line of map.split("\n")) {
    if (!line.trim()) continue;
    const indent = line.length - line.trimStart().length;
    // A continuation line (deeper than any entry) only describes the entry above.
    if (indent > 2) continue;
    const depth = indent / 2;
    parents.length = depth;
    // The entry is everything before the description: one name, or several ending in "/".
    const entry = line.trim().split(/\s{2,}/)[0]!;
    const words = entry.split(/\s+/);
    const names = depth === 0 ? [words[0]!] : words.filter((name) => name.endsWith("/"));
    for (const name of names.length ? names : [words[0]!]) {
      if (name.includes("*")) continue;
      paths.push(path.join(...parents, name));
    }
    if (names.length === 1 && names[0]!.endsWith("/")) parents[depth] = names[0]!;
  }
  return paths;
}

describe("the README's folder map", () => {
  it("names only folders and files that exist", () => {
    const paths = namedPaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((name) => !existsSync(name))).toEqual([]);
  });

  it("names every top-level folder of the repository", () => {
    const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n");
    const folders = new Set(
      tracked
        .filter((file) => file.includes("/") && !file.startsWith("."))
        .map((file) => file.split("/")[0]!),
    );
    const named = new Set(namedPaths().map((name) => name.split(path.sep)[0]));
    expect([...folders].filter((folder) => !named.has(folder))).toEqual([]);
  });
});
