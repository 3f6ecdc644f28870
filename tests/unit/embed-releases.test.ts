/**
 * A released embed file never changes: partners pin it with an `integrity` hash, and a browser
 * refuses a pinned script whose bytes differ. Each release's hash is recorded when it is released
 * (`docs/embed-integrity.json`); this fails when a kept file no longer matches its record, when a
 * file is kept without a record, or when a record has lost its file.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const RELEASED_DIR = "public/embed";
const FILE = "consultation-form.js";
const recorded = JSON.parse(readFileSync("docs/embed-integrity.json", "utf8")) as Record<
  string,
  string
>;
const kept = readdirSync(RELEASED_DIR)
  .filter((name) => /^v\d+\.\d+\.\d+$/.test(name))
  .map((name) => name.slice(1));

describe("released embed files", () => {
  it("each kept version has a recorded hash, and each recorded version is kept", () => {
    expect([...kept].sort()).toEqual(Object.keys(recorded).sort());
  });

  it.each(kept)("v%s has the bytes it was released with", (version) => {
    const path = `${RELEASED_DIR}/v${version}/${FILE}`;
    expect(existsSync(path)).toBe(true);
    const integrity = `sha384-${createHash("sha384").update(readFileSync(path)).digest("base64")}`;
    expect(integrity).toBe(recorded[version]);
  });
});
