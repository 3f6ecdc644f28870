import { describe, expect, it } from "vitest";
import { isPrivatePath, parseRequestPath } from "./request-path.ts";

describe("parseRequestPath", () => {
  it("reads targets the URL parser throws on", () => {
    expect(parseRequestPath("//")).toEqual({
      ok: true,
      pathname: "/",
      search: "",
      canonical: false,
    });
    expect(parseRequestPath("///about?x=1")).toEqual({
      ok: true,
      pathname: "/about",
      search: "?x=1",
      canonical: false,
    });
  });

  it("says whether a path was written the way it is read", () => {
    expect(parseRequestPath("/api/token?form=contact")).toMatchObject({ canonical: true });
    expect(parseRequestPath("/about/")).toMatchObject({ canonical: true });
    expect(parseRequestPath("/api/a%20b")).toMatchObject({ canonical: true });
    for (const target of ["//a:b/../api/token", "/api//token", "/api/./token", "/x/../api/token"])
      expect(parseRequestPath(target)).toMatchObject({ pathname: "/api/token", canonical: false });
  });

  it("decodes before anything looks at the path, and cannot climb above the root", () => {
    expect(parseRequestPath("/%5fheaders")).toMatchObject({ pathname: "/_headers" });
    expect(parseRequestPath("/%2e%2e/%2e%2e/etc/passwd")).toMatchObject({
      pathname: "/etc/passwd",
    });
    expect(parseRequestPath("/blog/")).toMatchObject({ pathname: "/blog/" });
  });

  it("refuses what cannot name a file", () => {
    for (const target of [
      undefined,
      "",
      "*",
      "http://x/",
      "/%",
      "/%E0%A4%A",
      "/a%00b",
      "/%5c%5cevil.com",
    ])
      expect(parseRequestPath(target)).toEqual({ ok: false });
  });
});

describe("isPrivatePath", () => {
  it("hides host configuration and dot-files, but not pages", () => {
    expect(isPrivatePath("/_headers")).toBe(true);
    expect(isPrivatePath("/.git/config")).toBe(true);
    expect(isPrivatePath("/assets/.env")).toBe(true);
    expect(isPrivatePath("/about/")).toBe(false);
    expect(isPrivatePath("/assets/_commonjsHelpers-x1.js")).toBe(false);
  });
});
