import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDataFile } from "../../core/content/check-content.js";

interface Picture {
  src: string;
  alt: string;
  caption?: string;
}
interface Project {
  slug: string;
  image: Picture;
  gallery: Picture[];
}

const file = path.resolve("site/_data/projects.json");
const projects = checkDataFile(file, readFileSync(file, "utf8")) as Project[];
const pictures = projects.flatMap((project) =>
  [project.image, ...project.gallery].map((picture) => ({ project: project.slug, ...picture })),
);
/** A file's bytes as a digest, so a copy under another name counts as the same image. */
const digest = (src: string) =>
  createHash("sha256")
    .update(readFileSync(src.startsWith("/") ? path.join("public", src) : src))
    .digest("hex");

describe("project images", () => {
  it("gives every project pictures of its own: no file, and no copy of one, is used twice", () => {
    const seen = new Map<string, string>();
    for (const picture of pictures) {
      const key = digest(picture.src);
      const owner = seen.get(key);
      expect(owner, `${picture.src} (${picture.project}) is already ${owner}`).toBeUndefined();
      seen.set(key, `${picture.src} (${picture.project})`);
    }
  });

  it("never repeats a project's card picture in its gallery", () => {
    for (const project of projects) {
      const srcs = project.gallery.map((picture) => picture.src);
      expect(srcs, project.slug).not.toContain(project.image.src);
    }
  });

  it("describes every picture, and captions every gallery picture drawn from art/", () => {
    for (const project of projects) {
      for (const picture of [project.image, ...project.gallery]) expect(picture.alt).not.toBe("");
      for (const picture of project.gallery)
        if (picture.src.startsWith("art/")) expect(picture.caption, picture.src).toBeTruthy();
    }
  });
});
