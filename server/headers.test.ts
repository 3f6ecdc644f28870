import { describe, expect, it } from "vitest";
import { headerConflicts, headersFor, matchesPattern, parseHeaders } from "./headers.js";

const source = `
# every page
/*
  X-Content-Type-Options: nosniff
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

describe("parseHeaders", () => {
  it("reads each block with its headers", () => {
    expect(parseHeaders(source)).toEqual([
      {
        pattern: "/*",
        headers: [
          ["X-Content-Type-Options", "nosniff"],
          ["Cache-Control", "no-cache"],
        ],
      },
      { pattern: "/assets/*", headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
    ]);
  });

  it("keeps colons inside a value", () => {
    const [rule] = parseHeaders("/*\n  Content-Security-Policy: img-src 'self' data:\n");
    expect(rule?.headers).toEqual([["Content-Security-Policy", "img-src 'self' data:"]]);
  });

  it("rejects a header line with no block above it", () => {
    expect(() => parseHeaders("  X-Test: 1\n")).toThrow(/outside a block/);
  });
});

describe("matchesPattern", () => {
  it.each([
    ["/*", "/", true],
    ["/*", "/about", true],
    ["/assets/*", "/assets/main-abc.js", true],
    ["/assets/*", "/assets/", true],
    ["/assets/*", "/assets/deep/file.css", true],
    ["/assets/*", "/assets", false],
    ["/assets/*", "/assetsx/a.js", false],
    ["/assets/*", "/about", false],
    ["/about", "/about", true],
    ["/about", "/about/", false],
    ["/about", "/about/team", false],
    ["/blog/*", "/blog", false],
    ["/embed/:version/*", "/embed/v1.0.0/consultation-form.js", true],
    ["/embed/:version/*", "/embed/consultation-form.js", false],
    ["/embed/:version", "/embed/a/b", false],
    ["/*.js", "/embed/consultation-form.js", true],
    ["/*.js", "/embed/consultation-formXjs", false],
    ["/a.b", "/aXb", false],
    ["https://example.com/*", "/about", false],
  ])("%s against %s is %s", (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});

describe("headersFor, as the hosts send them", () => {
  it("applies every matching block, joining one header from two with a comma", () => {
    const headers = headersFor(parseHeaders(source), "/assets/app.js");
    expect(headers.get("cache-control")).toBe("no-cache, public, max-age=31536000, immutable");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("gives a path only the blocks that match it", () => {
    expect(headersFor(parseHeaders(source), "/contact").get("cache-control")).toBe("no-cache");
  });
});

describe("headerConflicts", () => {
  const rules = parseHeaders(source);
  it("names each path and header two blocks set, with their patterns", () => {
    expect(headerConflicts(rules, ["/contact", "/assets/app.js"])).toEqual([
      { pathname: "/assets/app.js", header: "cache-control", patterns: ["/*", "/assets/*"] },
    ]);
  });

  it("finds none when each header comes from one block", () => {
    const disjoint = parseHeaders(
      "/*\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: immutable\n/about\n  Cache-Control: no-cache\n",
    );
    expect(headerConflicts(disjoint, ["/about", "/assets/a.js", "/"])).toEqual([]);
  });
});
