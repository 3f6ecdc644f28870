import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import matter from "gray-matter";
import { checkDataFile } from "../../core/content/check-content.js";
import { formatProblem, type Problem } from "../../core/content/content-error.js";
import { describedPictures, picturesIn, withDescriptions } from "../../core/content/pictures.js";
import { check, LEAST_PROJECTS, postSchema, schemas } from "../../core/content/schema.js";
import { FORMS } from "../../core/forms/definitions.ts";
import { finalValues, validateValues, type Field } from "../../core/forms/fields.ts";
import { FORM_COPY } from "../../core/forms/form-words.ts";
import { fieldsHtml } from "../../core/forms/render-form.tsx";
import { TEXT_MAX } from "../../core/forms/shared-fields.ts";
import { fieldLabel } from "../../server/leads/message.ts";
import { screenBreaches } from "../../scripts/room-geometry.ts";
import type { ProjectRoom } from "../../core/room/project.ts";

/**
 * The changes `docs/content-changes.md` and `docs/forms.md` promise are one edit: each doc's edit is
 * applied here as the doc writes it, and what else would have to change is looked for in every
 * file of the repository.
 */

/** The fenced code blocks of a doc, in order, by language. */
function codeBlocks(doc: string, language: string): string[] {
  const text = readFileSync(path.join("docs", doc), "utf8");
  return [...text.matchAll(/```(\w+)\n([\s\S]*?)```/g)]
    .filter((match) => match[1] === language)
    .map((match) => match[2]!);
}

/**
 * Every tracked text file but the released embed bundles (fixed bytes), the embed's changelog
 * (history) and this test.
 */
const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter(
    (file) =>
      file &&
      !/\.(png|jpe?g|webp|avif|ico|woff2?|svg)$/.test(file) &&
      !file.startsWith("public/embed/v") &&
      file !== "docs/embed-changelog.md" &&
      // This test names the one courtesy it lets other messages share.
      file !== "tests/unit/one-edit.test.ts" &&
      file !== "package-lock.json",
  )
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));

/** The files that write `words`. */
const writing = (words: string) =>
  files.filter(({ text }) => text.includes(words)).map(({ file }) => file);

/** The runs of three or more words in a message, between its sentence ends and its `{blanks}`. */
function phrases(message: string): string[] {
  return message
    .split(/\{\w+\}|(?<=[.!?])\s+/)
    .map((part) => part.trim().replace(/[.!?]$/, ""))
    .filter((part) => part.split(/\s+/).length >= 3);
}

describe("rewording a message", () => {
  const file = "site/_data/consultationForm.json";
  const original = readFileSync(file, "utf8");
  const { messages } = JSON.parse(original) as { messages: Record<string, string> };

  it("is the one line the doc shows, in the forms' messages", () => {
    const [edit] = codeBlocks("content-changes.md", "json");
    const [, key, wording] = /^"(\w+)": "([^"]+)",\n$/.exec(edit!) ?? [];
    expect(messages).toHaveProperty(key!);
    const edited = original.replace(new RegExp(`"${key}": "[^"]*",`), `"${key}": "${wording}",`);
    expect(edited).not.toBe(original);
    const data = checkDataFile(path.resolve(file), edited) as typeof messages & {
      messages: Record<string, string>;
    };
    expect(data.messages[key!]).toBe(wording);
  });

  it("finds a sentence written twice", () => {
    expect(phrases("Far too busy. Please hold on a moment.")).toEqual([
      "Far too busy",
      "Please hold on a moment",
    ]);
    expect(phrases("It may go in {seconds} seconds.")).toEqual(["It may go in"]);
    expect(writing(phrases(messages.overLimit!).at(-1)!)).toEqual([file]);
  });

  it("writes every message of the forms in their content file alone, whole or in part", () => {
    // A courtesy several messages end with, each its own ("Subscription failed. Please try again.").
    const courtesy = (phrase: string, other: string) =>
      phrase === "Please try again" && other.startsWith("site/_data/");
    const twice = Object.values(messages)
      .flatMap(phrases)
      .map((phrase) => ({
        phrase,
        files: writing(phrase).filter((other) => other !== file && !courtesy(phrase, other)),
      }))
      .filter(({ files: found }) => found.length);
    expect(twice).toEqual([]);
  });
});

describe("adding an optional field", () => {
  const [definition] = codeBlocks("forms.md", "ts");
  const [words] = codeBlocks("forms.md", "json");
  const [anchor, ...rest] = definition!.trim().split("\n");
  // The doc's definition, run as written, with the one name it uses.
  const field = runInNewContext(`(${rest.join("\n").replace(/,\s*$/, "")})`, {
    TEXT_MAX,
  }) as Field;
  const given = (kind: string) =>
    new RegExp(`"${kind}": \\{ "${field.name}": "([^"]*)"`).exec(words!)?.[1];

  it("is its definition, after a field the contact form has, and its words", () => {
    const source = readFileSync("core/forms/contact-form.ts", "utf8");
    expect(source).toContain(anchor!.trim());
    expect(given("labels")).toBeTruthy();

    // The definition is read-only to the code; the test edits it in place, as the doc does.
    const fields = FORMS.contact.fields as Field[];
    const after = fields.findIndex((f) => f.name === "projectAddress");
    const copy = FORM_COPY.contact;
    fields.splice(after + 1, 0, field);
    copy.labels[field.name] = given("labels")!;
    copy.placeholders[field.name] = given("placeholders") ?? "";
    try {
      // The page draws it with its words, the server keeps it cleaned, it is optional, and the
      // lead e-mail names it by its label.
      const html = fieldsHtml("contact");
      expect(html).toContain(`name="${field.name}"`);
      expect(html).toContain(`>${given("labels")}<`);
      expect(html).toContain(`placeholder="${given("placeholders")}"`);
      const values = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
      expect(validateValues(FORMS.contact, values)).not.toHaveProperty(field.name);
      expect(
        finalValues(FORMS.contact, { ...values, [field.name]: "  Analytical Ltd " }),
      ).toMatchObject({ [field.name]: "Analytical Ltd" });
      expect(fieldLabel(field.name, "contact")).toBe(given("labels"));
    } finally {
      fields.splice(after + 1, 1);
      delete copy.labels[field.name];
      delete copy.placeholders[field.name];
    }

    // Its words are a content edit the build accepts.
    const file = path.resolve("site/_data/contact.json");
    const data = JSON.parse(readFileSync(file, "utf8")) as {
      form: Record<"labels" | "placeholders", Record<string, string | undefined>>;
    };
    data.form.labels[field.name] = given("labels");
    data.form.placeholders[field.name] = given("placeholders");
    expect(() => checkDataFile(file, JSON.stringify(data, null, 2))).not.toThrow();
  });

  it("changes no test: none re-types a form's field order", () => {
    const tests = files.filter(({ file }) => /(^tests\/|\.test\.tsx?$|\.suite\.ts$)/.test(file));
    const retyped = Object.values(FORMS).flatMap((form) => {
      const names = form.fields.map((f) => f.name);
      return names.slice(0, -2).flatMap((_, at) => {
        const run = names.slice(at, at + 3).map((name) => `["']${name}["']`);
        const pattern = new RegExp(run.join(",\\s*"));
        return tests
          .filter(({ text }) => pattern.test(text))
          .map(({ file }) => `${form.id}: ${file}`);
      });
    });
    expect([...new Set(retyped)]).toEqual([]);
  });
});

describe("a seventh project", () => {
  const [entry] = codeBlocks("content-changes.md", "json").slice(1);
  // The doc's entry: a project, whose room the model's rules read.
  const project = JSON.parse(entry!) as { room: ProjectRoom };
  const projects = JSON.parse(readFileSync("site/_data/projects.json", "utf8")) as unknown[];

  it("is its entry in projects.json: the content check takes it as the count stands", () => {
    expect(codeBlocks("content-changes.md", "js")).toEqual([]);
    expect(() => check("projects.json", schemas.projects, [...projects, project])).not.toThrow();
    // The six the business has built are held: one gone is named.
    expect(() => check("projects.json", schemas.projects, projects.slice(1))).toThrow(
      `must have at least ${LEAST_PROJECTS} items`,
    );
    expect(writing(`LEAST_PROJECTS = ${LEAST_PROJECTS}`)).toEqual(["core/content/schema.js"]);
  });

  it("has a room the model's rules accept, as every project's must", () => {
    expect(screenBreaches(project.room)).toEqual([]);
  });
});

/** Every content file that names pictures: the data files, then the blog posts' front matter. */
function contentFiles() {
  const data = readdirSync("site/_data")
    .filter((name) => name.endsWith(".json"))
    .map((name) => `site/_data/${name}`);
  const posts = readdirSync("site/blog/posts")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `site/blog/posts/${name}`);
  return [
    ...data.map((file) => ({ file, content: JSON.parse(readFileSync(file, "utf8")) as unknown })),
    ...posts.map((file) => {
      // YAML reads the date as a Date; the post schema checks it as written.
      const data: Record<string, unknown> = matter(readFileSync(file, "utf8")).data;
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date;
      return { file, content: { ...data, date } };
    }),
  ];
}

describe("changing a picture's words", () => {
  const [edit, reference] = codeBlocks("content-changes.md", "json").slice(2);
  const { src, alt } = JSON.parse(`{${edit!.trim().replace(/,$/, "")}}`) as {
    src: string;
    alt: string;
  };
  const sources = contentFiles();
  const projectsFile = "site/_data/projects.json";
  const described = describedPictures(sources.filter(({ file }) => file === projectsFile));

  it("is the one alt beside its src in the project's entry; every other page names the file alone", () => {
    expect(described.get(src)?.file).toBe(projectsFile);
    expect(JSON.parse(reference!)).toEqual({ src });
    const elsewhere = sources
      .filter(({ file }) => file !== projectsFile)
      .flatMap(({ file, content }) =>
        picturesIn(content)
          .filter((picture) => picture.src === src)
          .map((picture) => ({ file, alt: picture.alt })),
      );
    expect(elsewhere.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        "site/_data/mediaRoom.json",
        expect.stringMatching(/^site\/blog\/posts\//),
      ]),
    );
    expect(elsewhere.filter((picture) => picture.alt !== undefined)).toEqual([]);
  });

  it("reaches every page that shows the picture", () => {
    const text = readFileSync(projectsFile, "utf8");
    const written = new RegExp(`("src": "${src}",\\s*"alt": )"[^"]*"`);
    expect(text).toMatch(written);
    const edited = JSON.parse(text.replace(written, `$1${JSON.stringify(alt)}`)) as unknown;
    const homes = describedPictures([{ file: projectsFile, content: edited }]);
    for (const { file, content } of sources.filter((each) => each.file !== projectsFile)) {
      if (!picturesIn(content).some((picture) => picture.src === src)) continue;
      const name = path.basename(file, path.extname(file));
      const schema = file.endsWith(".md") ? postSchema : schemas[name as keyof typeof schemas];
      const shown = picturesIn(check(file, schema, withDescriptions(file, content, homes).value));
      expect(shown.find((picture) => picture.src === src)?.alt, file).toBe(alt);
    }
  });

  it("writes each picture's alt text and caption in one file, once", () => {
    const words = sources.flatMap(({ content }) =>
      picturesIn(content).flatMap((picture) => [picture.alt ?? "", picture.caption ?? ""]),
    );
    const repeated = [...new Set(words.filter(Boolean))]
      .map((each) => ({
        words: each.slice(0, 60),
        times: files.reduce((sum, { text }) => sum + text.split(each).length - 1, 0),
      }))
      .filter(({ times }) => times !== 1);
    expect(repeated).toEqual([]);
  });

  it("stops the build on words written twice or on a picture no content describes, as the doc shows", () => {
    const [shown] = codeBlocks("content-changes.md", "text");
    const said = (file: string, change: (text: string) => string) => {
      try {
        checkDataFile(path.resolve(file), change(readFileSync(file, "utf8")));
      } catch (error) {
        return (error as { problems: Problem[] }).problems.map((problem) =>
          formatProblem({ ...problem, line: undefined }),
        );
      }
      return [];
    };
    const caption = described.get(src)?.caption;
    const messages = [
      ...said("site/_data/mediaRoom.json", (text) =>
        text.replace(`"src": "${src}"`, `"src": "${src}",\n"caption": ${JSON.stringify(caption)}`),
      ),
      ...said("site/_data/services.json", (text) =>
        // The smart-home service's card, whichever picture it shows now, given a new render.
        text.replace(
          /"src": "[^"]+"(\s*\},\s*"href": "\/services\/smart-home-integration")/,
          `"src": "art/renders/chelsea-mews-cinema.jpg"$1`,
        ),
      ),
    ];
    // Where the words stand in the file (line, list position) moves as content changes; what the
    // check says does not.
    const unplaced = (text: string) =>
      text
        .replace(/, line \d+, column \d+/g, "")
        .replace(/\((project|gallery image) \d+(, gallery image \d+)?\)/g, "(…)")
        .replace(/(showcase picture|service) \d+,/g, "$1 …,");
    expect(unplaced(shown!).trim()).toBe(unplaced(messages.join("\n")));
  });
});

describe("rewording a heading", () => {
  const [edit] = codeBlocks("content-changes.md", "json").slice(4);
  const { title } = JSON.parse(`{${edit!.trim().replace(/,$/, "")}}`) as { title: string };
  const file = "site/_data/smartHome.json";
  const text = readFileSync(file, "utf8");
  const current = (JSON.parse(text) as { headings: { benefits: { title: string } } }).headings
    .benefits.title;

  it("is the heading's one line in its page's data file, which the page prints", () => {
    expect(writing(current)).toEqual([file]);
    expect(readFileSync("site/services/smart-home-integration.njk", "utf8")).toContain(
      "{{ d.headings.benefits.title }}",
    );
    const edited = text.replace(
      `"title": ${JSON.stringify(current)}`,
      `"title": ${JSON.stringify(title)}`,
    );
    expect(edited).not.toBe(text);
    const data = checkDataFile(path.resolve(file), edited) as {
      headings: { benefits: { title: string } };
    };
    expect(data.headings.benefits.title).toBe(title);
  });
});
