import { describe, expect, it } from "vitest";
import { IMMUTABLE, REVALIDATE, cacheBlocks } from "../../scripts/finish-build.js";
import { headerConflicts, headersFor, parseHeaders } from "../../server/headers.js";
import { pagePath } from "../../server/static-host.ts";

const files = [
  "index.html",
  "about.html",
  "blog.html",
  "blog/page/2.html",
  "blog/category/audio.html",
  "newsletter/index.html",
  "assets/main-abc123.css",
  "assets/main-abc123.css.br",
  "embed/consultation-form.js",
  "embed/manifest.json",
  "embed/v1.0.0/consultation-form.js",
  "fonts/a.woff2",
  "images/room.avif",
  "favicon.svg",
  "_headers",
];

describe("cacheBlocks", () => {
  const rules = parseHeaders(
    cacheBlocks(files)
      .map(([pattern, value]) => `${pattern}\n  Cache-Control: ${value}\n`)
      .join("\n"),
  );
  const cache = (pathname: string) => headersFor(rules, pathname).get("cache-control");

  it("gives no path two Cache-Control blocks, pages and files alike", () => {
    const paths = [...files.map((file) => `/${file}`), ...files.map(pagePath)];
    expect(headerConflicts(rules, paths)).toEqual([]);
  });

  it.each([
    ["/", REVALIDATE],
    ["/about", REVALIDATE],
    ["/blog", REVALIDATE],
    ["/blog/page/2", REVALIDATE],
    ["/newsletter/", REVALIDATE],
    ["/assets/main-abc123.css", IMMUTABLE],
    ["/embed/v1.0.0/consultation-form.js", IMMUTABLE],
    ["/embed/consultation-form.js", "public, max-age=3600"],
    ["/embed/manifest.json", "public, max-age=300"],
    ["/images/room.avif", "public, max-age=86400"],
    ["/favicon.svg", REVALIDATE],
  ])("%s: %s", (pathname, expected) => {
    expect(cache(pathname)).toBe(expected);
  });

  it("writes nothing for host configuration", () => {
    expect(cache("/_headers")).toBeUndefined();
  });
});
