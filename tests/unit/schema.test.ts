import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check, isRealDate, QUOTES_ON, SCREEN_KINDS, schemas } from "../../core/content/schema.js";
import { SCREENS } from "../../core/room/input.ts";
import {
  checkDataFile,
  checkDataFilesExist,
  checkPost,
  parseJson,
  withPictureWords,
} from "../../core/content/check-content.js";
import { ContentError, describePath, lineColumn } from "../../core/content/content-error.js";
import { factsFrom, fill, lowestPrice } from "../../core/content/facts.js";
import type { ContentFiles } from "../../core/content/content-files.ts";

const dataFile = (name: string) => path.resolve("site/_data", `${name}.json`);
const text = (name: string) => readFileSync(dataFile(name), "utf8");
/** A content file as it is written (its JSON, facts unfilled). */
const read = <Name extends keyof ContentFiles>(name: Name) =>
  JSON.parse(text(name)) as ContentFiles[Name];
/** JSON of any shape: a content file broken on purpose, with a value its type does not allow. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The one problem a content check throws, or a failure when it throws something else. */
function problemOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    const { problems } = error as ContentError;
    expect(problems).toHaveLength(1);
    return { ...problems[0]!, text: (error as Error).message };
  }
  throw new Error("expected a content error");
}

/** The 1-based line of the first line of `source` that contains `needle`. */
const lineOf = (source: string, needle: string) =>
  source.split("\n").findIndex((line) => line.includes(needle)) + 1;

describe("content files", () => {
  it.each(Object.keys(schemas))("site/_data/%s.json is valid and matches its schema", (name) => {
    expect(() => checkDataFile(dataFile(name), text(name))).not.toThrow();
  });

  it("every blog post's front matter is valid", () => {
    const dir = path.resolve("site/blog/posts");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
      expect(checkPost(path.join(dir, file))).toBeInstanceOf(Date);
    }
  });

  it("names a data file that is missing", () => {
    expect(() => checkDataFilesExist(path.resolve("tests"))).toThrow(
      /tests\/site\.json\n {2}this file is missing/,
    );
  });
});

describe("a content mistake is reported in an author's words", () => {
  it("a price written as text is 'a whole number of pounds', on its line, in package 2", () => {
    const source = text("homeCinema");
    const second = read("homeCinema").packages[1]!.price;
    const broken = source.replace(`"price": ${second}`, `"price": "£${second}"`);
    const problem = problemOf(() => checkDataFile(dataFile("homeCinema"), broken));
    expect(problem).toMatchObject({
      file: "site/_data/homeCinema.json",
      line: lineOf(broken, `"price": "£${second}"`),
      field: "package 2, price",
      message: "must be a whole number of pounds, e.g. 25000",
    });
    expect(problem.text).toBe(
      `Content error: site/_data/homeCinema.json, line ${problem.line}, column ${problem.column}\n` +
        "  package 2, price: must be a whole number of pounds, e.g. 25000",
    );
  });

  it("a misspelt field is 'unknown', on its own line, with the field it is nearest to", () => {
    const source = text("homeCinema");
    const second = read("homeCinema").packages[1]!.price;
    const broken = source.replace(`"price": ${second}`, `"pirce": ${second}`);
    let problems: ContentError["problems"] = [];
    try {
      checkDataFile(dataFile("homeCinema"), broken);
    } catch (error) {
      problems = (error as ContentError).problems;
    }
    // The price it should have been is missing too: both are said.
    expect(problems).toMatchObject([
      { field: "package 2, price", message: "missing" },
      {
        line: lineOf(broken, `"pirce"`),
        field: "package 2, pirce",
        message: 'unknown field "pirce" — did you mean "price"?',
      },
    ]);
  });

  it("a new field no schema knows is named, without a guess when nothing is close", () => {
    const broken = text("site").replace(/^\{/, '{\n  "tiktokHandle": "@aurum",');
    const problem = problemOf(() => checkDataFile(dataFile("site"), broken));
    expect(problem).toMatchObject({ line: 2, message: 'unknown field "tiktokHandle"' });
  });

  it("a field left out is 'missing', at the line of the item that lacks it", () => {
    const services = read("services");
    const title = services.core[0]!.title;
    const broken = text("services").replace(`"title": ${JSON.stringify(title)},`, "");
    const problem = problemOf(() => checkDataFile(dataFile("services"), broken));
    expect(problem).toMatchObject({ field: "service 1, title", message: "missing" });
    expect(problem.line).toBeLessThan(lineOf(broken, `"slug": "${services.core[0]!.slug}"`));
  });

  it("a list at the top of a file counts its items from 1, named after the file", () => {
    const projects: Json = read("projects").map((project, index) =>
      index === 2 ? { ...project, budget: "50,000" } : project,
    );
    const problem = problemOf(() =>
      checkDataFile(dataFile("projects"), JSON.stringify(projects, null, 2)),
    );
    expect(problem).toMatchObject({
      field: "project 3, budget",
      message: "must be a whole number of pounds, e.g. 25000",
    });
  });

  it("a project whose gallery lacks a picture says its gallery must have three", () => {
    const projects = read("projects");
    // The number is the schema's: every project's gallery has it, the one it checks.
    const size = projects[4]!.gallery.length;
    projects[4]!.gallery.pop();
    const problem = problemOf(() =>
      checkDataFile(dataFile("projects"), JSON.stringify(projects, null, 2)),
    );
    expect(problem).toMatchObject({
      field: "project 5, gallery",
      message: `must have exactly ${size} items`,
    });
  });

  it("a project's screen of a kind the room model does not know lists the kinds it does", () => {
    const projects = read("projects");
    projects[1]!.room.screen.kind = "projector";
    const problem = problemOf(() =>
      checkDataFile(dataFile("projects"), JSON.stringify(projects, null, 2)),
    );
    expect(problem.field).toBe("project 2, room, screen, kind");
    for (const kind of SCREENS) expect(problem.message).toContain(`"${kind}"`);
  });

  it("the content files know the room model's kinds of screen, and only those", () => {
    expect(SCREEN_KINDS).toEqual(SCREENS);
  });

  it("a list of the wrong length says how many it must have", () => {
    const homeCinema = read("homeCinema");
    const count = homeCinema.packages.length;
    homeCinema.packages.pop();
    const problem = problemOf(() =>
      checkDataFile(dataFile("homeCinema"), JSON.stringify(homeCinema)),
    );
    expect(problem).toMatchObject({
      field: "packages",
      message: `must have exactly ${count} items`,
    });
  });

  it("an image whose size is not the file's shape gives the height that fits", () => {
    // A file in public/images/ of 1200 × 630, named with a shape it does not have.
    const [width, height] = [1200, 630];
    const image = {
      src: "/images/og-image.png",
      alt: "A picture",
      width,
      height: Math.round(height * 0.8),
    };
    const projects: Json = read("projects").map((project, index) =>
      index === 0 ? { ...project, image } : project,
    );
    const problem = problemOf(() =>
      checkDataFile(dataFile("projects"), JSON.stringify(projects, null, 2)),
    );
    expect(problem.field).toBe("project 1, image, width and height");
    expect(problem.message).toContain(`public${image.src} (${width} × ${height})`);
    expect(problem.message).toContain(`for a width of ${width} the height must be ${height}`);
  });

  it("an image file that does not exist is named", () => {
    const written = read("services");
    const image = {
      src: "/images/services/nothing-here.svg",
      alt: "Nothing",
      width: 800,
      height: 560,
    };
    const services: Json = {
      ...written,
      core: written.core.map((service, index) => (index === 1 ? { ...service, image } : service)),
    };
    const problem = problemOf(() => checkDataFile(dataFile("services"), JSON.stringify(services)));
    expect(problem).toMatchObject({
      field: "service 2, image, src",
      message: "there is no file public/images/services/nothing-here.svg",
    });
  });

  it("a master image that is not in art/ is named", () => {
    const written = read("services");
    const image = { src: "art/renders/nothing-here.jpg", alt: "Nothing" };
    const services: Json = {
      ...written,
      core: written.core.map((service, index) => (index === 0 ? { ...service, image } : service)),
    };
    const problem = problemOf(() => checkDataFile(dataFile("services"), JSON.stringify(services)));
    expect(problem).toMatchObject({
      field: "service 1, image, src",
      message: "there is no file art/renders/nothing-here.jpg",
    });
  });

  it("an unknown fact is named with the facts of the same file", () => {
    const broken = text("home").replace(
      "{{ site.consultationValue }}",
      "{{ site.consultationPrice }}",
    );
    const problem = problemOf(() => checkDataFile(dataFile("home"), broken));
    expect(problem.line).toBe(lineOf(broken, "site.consultationPrice"));
    expect(problem.message).toMatch(/^\{\{ site\.consultationPrice \}\} is not a fact/);
    expect(problem.message).toContain("{{ site.consultationValue }}");
    expect(problem.message).not.toContain("claims.");
  });

  it("an e-mail address that is not one says what one looks like", () => {
    const site = read("site");
    site.email = "hello at aurum";
    const problem = problemOf(() => checkDataFile(dataFile("site"), JSON.stringify(site)));
    expect(problem).toMatchObject({
      field: "email",
      message: "must be an e-mail address, e.g. hello@example.co.uk",
    });
  });

  it("a place named for /contact that the area does not list is refused with the ones it does", () => {
    const areas = read("areas");
    const area = areas.find((entry) => entry.onContact)!;
    area.onContact = [...(area.onContact ?? []), "Atlantis"];
    const problem = problemOf(() => checkDataFile(dataFile("areas"), JSON.stringify(areas)));
    expect(problem.message).toBe(`must be one of its places: ${area.places.join(", ")}`);
    expect(problem.field).toMatch(/^area \d+, place on \/contact \d+$/);
  });
});

describe("a JSON syntax mistake gives its line and column", () => {
  const source = text("homeCinema");
  const second = read("homeCinema").packages[1]!.price;
  const priceLine = lineOf(source, `"price": ${second},`);

  it.each([
    [
      "a missing comma, at the end of the value before it",
      source.replace(`"price": ${second},`, `"price": ${second}`),
      priceLine,
      "a comma is missing after this",
    ],
    [
      "a comma after the last item",
      source.replace(/("popular": true)/, "$1,"),
      lineOf(source, '"popular": true'),
      "there is a comma after the last item: remove it",
    ],
    [
      "single quotes",
      source.replace(`"price": ${second},`, `'price': ${second},`),
      priceLine,
      "text and field names need double quotes, not single quotes",
    ],
    [
      "a field name without quotes",
      source.replace(`"price": ${second},`, `price: ${second},`),
      priceLine,
      'a field name needs double quotes, e.g. "title"',
    ],
    [
      "a price with a pound sign",
      source.replace(`"price": ${second},`, `"price": £${second},`),
      priceLine,
      "write a price as a number with no £ or commas, e.g. 25000",
    ],
  ])("%s", (_, broken, line, message) => {
    const problem = problemOf(() => parseJson("site/_data/homeCinema.json", broken));
    expect(problem).toMatchObject({ file: "site/_data/homeCinema.json", line, message });
    expect(problem.column).toBeGreaterThan(0);
  });
});

describe("blog post front matter", () => {
  const posts = path.resolve("site/blog/posts");
  const post = readdirSync(posts).find((file) => file.endsWith(".md"))!;
  const source = readFileSync(path.join(posts, post), "utf8");

  /** Checks a copy of the post with one change, in a scratch folder. */
  function checkChanged(change: (source: string) => string) {
    const dir = mkdtempSync(path.join(tmpdir(), "post-"));
    const file = path.join(dir, post);
    writeFileSync(file, change(source));
    try {
      return problemOf(() => checkPost(file));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.each([
    ["2025-13-45", "there is no 2025-13-45 in the calendar"],
    ["2025-02-29", "there is no 2025-02-29 in the calendar"],
    ["14/03/2025", "must be a date written YYYY-MM-DD, e.g. 2025-03-14"],
  ])("the date %s fails, naming the format", (date, words) => {
    const problem = checkChanged((s) => s.replace(/^date:.*$/m, `date: ${date}`));
    expect(problem.field).toBe("date");
    expect(problem.line).toBe(lineOf(source, "date:"));
    expect(problem.message).toContain("must be a date written YYYY-MM-DD");
    expect(problem.message).toContain(words);
  });

  it("a missing read time is 'missing'", () => {
    const problem = checkChanged((s) => s.replace(/^readTime:.*\n/m, ""));
    expect(problem).toMatchObject({ field: "readTime", message: "missing" });
  });

  it("an image height that does not fit the file is found on its line", () => {
    // A file in public/images/ of 1200 × 630, given a height 100 px too tall.
    const image =
      'image:\n  src: /images/og-image.png\n  alt: "A picture"\n  width: 1200\n  height: 730\n';
    const changed = source.replace(/^image:\n(?: {2}.*\n)+/m, image);
    const problem = checkChanged(() => changed);
    expect(problem.field).toBe("image, width and height");
    expect(problem.line).toBe(lineOf(changed, "width:"));
  });

  it("the date is the day written, at midnight UTC", () => {
    const written = /^date:\s*(\S+)/m.exec(source)![1]!;
    expect(checkPost(path.join(posts, post)).toISOString().slice(0, 10)).toBe(written);
  });
});

describe("a picture's words are written once, where it is described", () => {
  const projects = read("projects");
  /** The Cobham project's window-wall view, which the media-room page shows beside its list. */
  const described = projects
    .flatMap((project) => project.gallery)
    .find((picture) => picture.src.endsWith("media-room-4.jpg"))!;

  it("a page names a picture by its file and shows the words written in its project", () => {
    const mediaRoom = read("mediaRoom");
    mediaRoom.showcase = [{ src: described.src }];
    const checked = checkDataFile(dataFile("mediaRoom"), JSON.stringify(mediaRoom)) as {
      showcase: { alt: string; caption: string }[];
    };
    expect(checked.showcase[0]).toEqual(described);
  });

  it("a picture's alt text written again, word for word, is named with where it is written", () => {
    const mediaRoom: Json = {
      ...read("mediaRoom"),
      showcase: [{ src: described.src, alt: described.alt }],
    };
    const source = JSON.stringify(mediaRoom, null, 2);
    const problem = problemOf(() => checkDataFile(dataFile("mediaRoom"), source));
    expect(problem.field).toBe("showcase picture 1, alt");
    expect(problem.line).toBe(lineOf(source, JSON.stringify(described.alt)));
    expect(problem.message).toMatch(
      /^the same words as this picture's alt in site\/_data\/projects\.json \(project \d, gallery image \d\): leave alt out here/,
    );
  });

  it("a caption copied is named; a caption of the page's own is kept", () => {
    const written = read("mediaRoom");
    const withCaption = (caption: string): Json => ({
      ...written,
      showcase: [{ src: described.src, caption }],
    });
    const problem = problemOf(() =>
      checkDataFile(dataFile("mediaRoom"), JSON.stringify(withCaption(described.caption))),
    );
    expect(problem).toMatchObject({ field: "showcase picture 1, caption" });
    const own = withCaption("The window bay, lamps low");
    const checked = checkDataFile(dataFile("mediaRoom"), JSON.stringify(own)) as {
      showcase: { alt: string; caption: string }[];
    };
    expect(checked.showcase[0]).toEqual({ ...described, caption: "The window bay, lamps low" });
  });

  it("a picture that no content describes is named: its alt text is missing", () => {
    const services = read("services");
    services.core[2]!.image = { src: "art/renders/chelsea-mews-cinema.jpg" };
    const problem = problemOf(() => checkDataFile(dataFile("services"), JSON.stringify(services)));
    expect(problem.field).toBe("service 3, image, alt");
    expect(problem.message).toMatch(
      /^missing: no content describes this picture; write its alt text here/,
    );
  });

  it("a blog post names its picture by its file and is given the words written in its project", () => {
    expect(withPictureWords({ src: described.src })).toEqual({
      src: described.src,
      alt: described.alt,
    });
    const dir = path.resolve("site/blog/posts");
    const post = readdirSync(dir).find((file) => file.endsWith(".md"))!;
    const scratch = mkdtempSync(path.join(tmpdir(), "post-"));
    const source = readFileSync(path.join(dir, post), "utf8");
    const changed = source.replace(
      /^image:\n(?: {2}.*\n)+/m,
      `image:\n  src: ${described.src}\n  alt: ${JSON.stringify(described.alt)}\n`,
    );
    writeFileSync(path.join(scratch, post), changed);
    try {
      const problem = problemOf(() => checkPost(path.join(scratch, post)));
      expect(problem).toMatchObject({ field: "image, alt", line: lineOf(changed, "  alt:") });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe("the testimonials each page quotes", () => {
  it.each(Object.keys(QUOTES_ON))(
    "a testimonial added to %s is one too many, and says so",
    (page) => {
      const testimonials = read("testimonials");
      const other = testimonials.find((quote) => !quote.pages.includes(page))!;
      other.pages.push(page);
      const count = QUOTES_ON[page as keyof typeof QUOTES_ON];
      const problem = problemOf(() =>
        checkDataFile(dataFile("testimonials"), JSON.stringify(testimonials)),
      );
      expect(problem.message).toContain(`must name "${page}" in its pages`);
      expect(problem.message).toContain(`; ${count + 1} do`);
    },
  );
});

describe("helpers", () => {
  it.each([
    [["packages", 1, "price"], "", "package 2, price"],
    [["core", 0, "image", "width"], "", "service 1, image, width"],
    [[2, "budget"], "projects", "project 3, budget"],
    [["days", 0, "dayOfWeek", 4], "", "row 1, day 5"],
    [["widgets", 0], "", "widget 1"],
    [["email"], "", "email"],
  ] as const)("describes %j as %j", (fieldPath, listName, words) => {
    expect(describePath(fieldPath, listName || undefined)).toBe(words);
  });

  it.each([
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["2025-13-01", false],
    ["2025-04-31", false],
    ["2025-12-31", true],
  ])("isRealDate(%s) is %s", (date, real) => {
    expect(isRealDate(date)).toBe(real);
  });

  it("counts lines and columns from 1", () => {
    expect(lineColumn("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });

  it("the lowest package price is the 'from' price", () => {
    expect(lowestPrice([{ price: 50000 }, { price: 25000 }, { price: 100000 }])).toBe(25000);
    expect(lowestPrice([])).toBeUndefined();
  });

  it("fills facts, prices in pounds, and leaves unknown names as written", () => {
    const facts = factsFrom({
      site: { email: "a@b.co.uk", consultationValue: 500 },
      homeCinema: { packages: [{ price: 30000 }, { price: 27500 }] },
    });
    const unknown: string[] = [];
    expect(
      fill(
        "From {{ homeCinema.from }}, worth {{site.consultationValue}}: {{ site.email }} {{ site.fax }}",
        facts,
        (name) => unknown.push(name),
      ),
    ).toBe("From £27,500, worth £500: a@b.co.uk {{ site.fax }}");
    expect(unknown).toEqual(["site.fax"]);
  });

  it("a check that passes returns the content", () => {
    const site = read("site");
    expect(check("site.json", schemas.site, site)).toMatchObject({ email: site.email });
  });
});
