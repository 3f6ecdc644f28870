import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A module's name says what it does, once in the tree: two `copy.ts` with different jobs make every
 * import a question. Names every widget folder has by design (`index`, `define`, `widget`, the
 * entry) may repeat, and a test is named after what it tests (`sanitize.ts`, `sanitize.test.ts`).
 * The released embed bundles under `public/` are build output, not modules.
 */
const SHARED_BY_DESIGN = new Set(["index", "define", "widget"]);
const MODULE = /\.(tsx?|[cm]?js|py)$/;
const TEST = /\.(dom\.test|test|spec|suite)$/;

/** A file's name without its folder, extension and test suffix: `a/b.dom.test.tsx` is `b`. */
export function baseName(file: string): string {
  return path.basename(file).replace(MODULE, "").replace(TEST, "");
}

/** Names used by more than one module, or tests of one name in two places, with their files. */
export function sharedNames(files: string[]): Record<string, string[]> {
  const modules = new Map<string, string[]>();
  const tests = new Map<string, string[]>();
  for (const file of files.filter((name) => MODULE.test(name))) {
    const isTest = TEST.test(path.basename(file).replace(MODULE, ""));
    const key = isTest ? path.basename(file) : baseName(file);
    const group = isTest ? tests : modules;
    group.set(key, [...(group.get(key) ?? []), file]);
  }
  return Object.fromEntries(
    [...modules, ...tests].filter(
      ([name, found]) => found.length > 1 && !SHARED_BY_DESIGN.has(baseName(name)),
    ),
  );
}

describe("module names", () => {
  it("finds two modules of one name, and leaves a module and its test alone", () => {
    expect(sharedNames(["a/copy.ts", "b/copy.tsx", "a/copy.test.ts"])).toEqual({
      copy: ["a/copy.ts", "b/copy.tsx"],
    });
    expect(sharedNames(["a/run.py", "b/run.ts"])).toEqual({ run: ["a/run.py", "b/run.ts"] });
    expect(sharedNames(["a/x.test.ts", "b/x.test.ts"])).toEqual({
      "x.test.ts": ["a/x.test.ts", "b/x.test.ts"],
    });
    expect(
      sharedNames(["a/x.ts", "a/x.test.ts", "tests/e2e/x.spec.ts", "a/X.dom.test.tsx"]),
    ).toEqual({});
    expect(sharedNames(["a/widget.ts", "b/widget.ts", "a/define.ts", "b/define.ts"])).toEqual({});
  });

  it("gives every module in the repository a name of its own", () => {
    const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
      .split("\0")
      .filter((file) => file && !file.startsWith("public/"));
    expect(sharedNames(tracked)).toEqual({});
  });
});
