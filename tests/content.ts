import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { checkDataFile } from "../core/content/check-content.js";

/**
 * A content file from `site/_data/` as pages use it (facts filled, "from" prices computed), so
 * tests check what authors wrote, not a copy of it.
 */
export function data<T = any>(name: string): T {
  const file = path.resolve("site/_data", `${name}.json`);
  return checkDataFile(file, readFileSync(file, "utf8")) as T;
}

export interface PostFile {
  slug: string;
  data: Record<string, any>;
  body: string;
}

/** Every blog post's front matter and body. */
export function posts(): PostFile[] {
  const dir = path.resolve("site/blog/posts");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const { data, content } = matter(readFileSync(path.join(dir, file), "utf8"));
      return { slug: file.replace(/\.md$/, ""), data, body: content };
    });
}

/** 25000 → "£25,000", as pages print prices. */
export const gbp = (amount: number) => `£${amount.toLocaleString("en-GB")}`;

/** The site's fixed routes that are pages (the XML sitemap and the 404 page aside). */
export const ROUTES = [
  "/",
  "/about",
  "/services",
  "/services/home-cinema-installation",
  "/services/media-room-design",
  "/services/smart-home-integration",
  "/portfolio",
  "/blog",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/sitemap",
  "/plan-your-cinema",
] as const;
