import { describe, expect, it } from "vitest";
import { headersFor, matchesPattern, parseHeaders } from "./headers.ts";

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
    ["/assets/*", "/assets", false],
    ["/assets/*", "/about", false],
    ["/about", "/about", true],
    ["/about", "/about/team", false],
  ])("%s against %s is %s", (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});

describe("headersFor", () => {
  it("lets a later, narrower block override a header", () => {
    const headers = headersFor(parseHeaders(source), "/assets/app.js");
    expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("gives pages the defaults", () => {
    expect(headersFor(parseHeaders(source), "/contact").get("cache-control")).toBe("no-cache");
  });
});
