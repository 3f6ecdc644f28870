import { describe, expect, it } from "vitest";
import { pagePath, staticHostAnswer } from "./static-host.ts";

const files = new Set([
  "index.html",
  "about.html",
  "blog.html",
  "blog/page/2.html",
  "newsletter/index.html",
  "assets/main-abc.js",
  "robots.txt",
]);

describe("staticHostAnswer", () => {
  it.each([
    ["/", "file", "index.html"],
    ["/about", "file", "about.html"],
    ["/blog", "file", "blog.html"],
    ["/blog/page/2", "file", "blog/page/2.html"],
    ["/assets/main-abc.js", "file", "assets/main-abc.js"],
    ["/robots.txt", "file", "robots.txt"],
    ["/newsletter/", "file", "newsletter/index.html"],
    ["/about.html", "redirect", "about.html"],
    ["/newsletter", "redirect", "newsletter/index.html"],
  ])("%s is a %s (%s)", (pathname, kind, file) => {
    expect(staticHostAnswer(files, pathname)).toEqual({ kind, file });
  });

  it.each(["/about/", "/blog/page/3", "/nothing", "/assets/"])("%s is missing", (pathname) => {
    expect(staticHostAnswer(files, pathname)).toEqual({ kind: "missing" });
  });
});

describe("pagePath", () => {
  it.each([
    ["index.html", "/"],
    ["about.html", "/about"],
    ["blog/page/2.html", "/blog/page/2"],
    ["newsletter/index.html", "/newsletter/"],
    ["favicon.svg", "/favicon.svg"],
  ])("%s is served at %s", (file, pathname) => {
    expect(pagePath(file)).toBe(pathname);
  });
});
