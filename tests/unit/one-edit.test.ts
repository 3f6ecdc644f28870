import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { checkDataFile } from "../../core/content/check-content.js";
import { PROJECT_COUNT } from "../../core/content/schema.js";
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
  const [countEdit] = codeBlocks("content-changes.md", "js");
  // The doc's entry: a project, whose room the model's rules read.
  const project = JSON.parse(entry!) as { room: ProjectRoom };
  const projects = JSON.parse(readFileSync("site/_data/projects.json", "utf8")) as unknown[];

  /** The content rules with the doc's edit of the count, from a copy of the schema. */
  async function schemaWith(edit: string) {
    const dir = await mkdtemp(path.join(tmpdir(), "one-edit-"));
    try {
      await symlink(path.resolve("node_modules"), path.join(dir, "node_modules"));
      await cp("core/content/content-error.js", path.join(dir, "content-error.js"));
      const source = readFileSync("core/content/schema.js", "utf8");
      const edited = source.replace(/^export const PROJECT_COUNT = \d+;$/m, edit.trim());
      expect(edited).not.toBe(source);
      await writeFile(path.join(dir, "schema.js"), edited);
      return (await import(
        pathToFileURL(path.join(dir, "schema.js")).href
      )) as typeof import("../../core/content/schema.js");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it("is its entry in projects.json and the count, written once, where the check uses it", async () => {
    const { schemas, check } = await schemaWith(countEdit!);
    expect(() => check("projects.json", schemas.projects, [...projects, project])).not.toThrow();
    const current = await import("../../core/content/schema.js");
    expect(() =>
      current.check("projects.json", current.schemas.projects, [...projects, project]),
    ).toThrow();
    expect(writing(`PROJECT_COUNT = ${PROJECT_COUNT}`)).toEqual(["core/content/schema.js"]);
  });

  it("has a room the model's rules accept, as every project's must", () => {
    expect(screenBreaches(project.room)).toEqual([]);
  });

  it("writes each picture's alt text and caption in the data alone", () => {
    const pictures = (projects as { image: object; gallery: object[] }[]).flatMap((p) => [
      p.image,
      ...p.gallery,
    ]) as { alt: string; caption?: string }[];
    const outside = pictures
      .flatMap((picture) => [picture.alt, picture.caption ?? ""])
      .filter(Boolean)
      .flatMap((words) => writing(words).filter((file) => !file.startsWith("site/")));
    expect(outside).toEqual([]);
  });
});
