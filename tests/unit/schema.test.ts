import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { check, postSchema, schemas } from "../../site/_config/schema.js";
import { checkDataFile, checkDataFilesExist } from "../../site/_config/content.js";

const read = (name: string) =>
  JSON.parse(readFileSync(path.resolve("site/_data", `${name}.json`), "utf8"));

describe("content schema", () => {
  it.each(Object.keys(schemas))("site/_data/%s.json matches its schema", (name) => {
    expect(() => check(name, schemas[name as keyof typeof schemas], read(name))).not.toThrow();
  });

  it("every blog post's front matter matches the post schema", () => {
    const dir = path.resolve("site/blog/posts");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
      const { data } = matter(readFileSync(path.join(dir, file), "utf8"));
      expect(() => check(file, postSchema, data)).not.toThrow();
    }
  });

  it("names the file and the field of a value of the wrong type", () => {
    const projects = read("projects");
    projects[2].budget = "50,000";
    expect(() => checkDataFile("site/_data/projects.json", projects)).toThrow(
      /site\/_data\/projects\.json: 2\.budget: .*number/,
    );
  });

  it("names a missing required field", () => {
    const site = read("site");
    delete site.email;
    expect(() => checkDataFile("site/_data/site.json", site)).toThrow(
      /site\/_data\/site\.json: email/,
    );
  });

  it("rejects a package list of the wrong length", () => {
    const homeCinema = read("homeCinema");
    homeCinema.packages.pop();
    expect(() => checkDataFile("site/_data/homeCinema.json", homeCinema)).toThrow(/packages: .*3/);
  });

  it("rejects an image without its size", () => {
    const services = read("services");
    delete services.core[0].image.width;
    expect(() => checkDataFile("site/_data/services.json", services)).toThrow(
      /core\.0\.image\.width/,
    );
  });

  it("passes files outside site/_data through untouched", () => {
    const data = { anything: 1 };
    expect(checkDataFile("site/legal/legal.11tydata.json", data)).toBe(data);
  });

  it("names a data file that is missing", () => {
    expect(() => checkDataFilesExist(path.resolve("tests"))).toThrow(
      /tests\/site\.json: file is missing/,
    );
  });
});
