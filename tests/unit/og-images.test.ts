import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const posts = readdirSync(path.resolve("site/blog/posts"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.replace(/\.md$/, ""));

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("article sharing cards", () => {
  it.each(posts)("%s has a 1200×630 PNG card (npm run images:og draws it)", (slug) => {
    const card = path.resolve("public/images/blog/og", `${slug}.png`);
    expect(existsSync(card)).toBe(true);
    expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
  });
});
