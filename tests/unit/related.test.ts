import { describe, expect, it } from "vitest";
import { relatedPosts } from "../../site/_config/related.js";

const post = (url: string | false, category: string, day: number) => ({
  url,
  date: new Date(Date.UTC(2024, 0, day)),
  data: { category },
});

describe("relatedPosts", () => {
  const posts = [
    post("/blog/a/", "Audio", 1),
    post("/blog/b/", "Trends", 5),
    post("/blog/c/", "Audio", 3),
    post(false, "Audio", 9),
    post("/blog/d/", "Investment", 7),
    post("/blog/e/", "Trends", 2),
  ];

  it("lists the same category first, newest first, then the others, newest first", () => {
    expect(relatedPosts(posts, "/blog/e/", "Trends").map((p) => p.url)).toEqual([
      "/blog/b/",
      "/blog/d/",
      "/blog/c/",
    ]);
  });

  it("leaves out the current post and unpublished teasers", () => {
    const urls = relatedPosts(posts, "/blog/a/", "Audio", 10).map((p) => p.url);
    expect(urls).not.toContain("/blog/a/");
    expect(urls).not.toContain(false);
    expect(urls).toEqual(["/blog/c/", "/blog/d/", "/blog/b/", "/blog/e/"]);
  });

  it("returns at most the number asked for", () => {
    expect(relatedPosts(posts, "/blog/a/", "Audio", 2)).toHaveLength(2);
  });
});
