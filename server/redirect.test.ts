import { describe, expect, it } from "vitest";
import { backToPath } from "./redirect.ts";

describe("backToPath", () => {
  it("goes back to the referring page on this site, at the form", () => {
    expect(
      backToPath("http://shop.test/contact?a=1", "shop.test", "/contact#enquiry", "contact"),
    ).toBe("/contact?a=1&sent=contact#enquiry");
  });

  it("never leaves the site, however the Referer is written", () => {
    for (const referer of [
      "http://shop.test//evil.com/x",
      "http://shop.test/\\evil.com/x",
      "http://shop.test/%2F%2Fevil.com",
    ]) {
      const target = backToPath(referer, "shop.test", "/#consultation", "consultation");
      expect(target).toMatch(/^\/[^/\\]/);
      expect(new URL(target, "http://shop.test").host).toBe("shop.test");
    }
    expect(backToPath("https://evil.com/x", "shop.test", "/#consultation", "consultation")).toBe(
      "/?sent=consultation#consultation",
    );
    expect(backToPath("javascript:alert(1)", "shop.test", "/#c", "c")).toBe("/?sent=c#c");
  });

  it("never throws on a malformed Host or Referer", () => {
    expect(backToPath("http://[/", "[", "/#consultation", "consultation")).toBe(
      "/?sent=consultation#consultation",
    );
    expect(backToPath(undefined, undefined, "/contact#enquiry", "contact")).toBe(
      "/contact?sent=contact#enquiry",
    );
  });
});
