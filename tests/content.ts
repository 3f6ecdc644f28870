import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { checkDataFile } from "../core/content/check-content.js";
import type { postSchema } from "../core/content/schema.js";
import type { CheckedContent, ContentFiles } from "../core/content/content-files.ts";

/**
 * A content file from `site/_data/` as pages use it (facts filled, "from" prices computed), so
 * tests check what authors wrote, not a copy of it.
 */
export function data<Name extends keyof ContentFiles>(name: Name): CheckedContent<Name> {
  const file = path.resolve("site/_data", `${name}.json`);
  // The file's schema holds it to the shape of the JSON the repo ships, which is this type.
  return checkDataFile(file, readFileSync(file, "utf8")) as CheckedContent<Name>;
}

/**
 * A post's front matter as gray-matter reads it: the build holds it to the post schema, and YAML
 * reads the date as a Date.
 */
export type FrontMatter = Omit<z.input<typeof postSchema>, "date"> & { date: Date };

export interface PostFile {
  slug: string;
  data: FrontMatter;
  body: string;
}

/** Every blog post's front matter and body. */
export function posts(): PostFile[] {
  const dir = path.resolve("site/blog/posts");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const { data, content } = matter(readFileSync(path.join(dir, file), "utf8"));
      return { slug: file.replace(/\.md$/, ""), data: data as FrontMatter, body: content };
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
