// @ts-check
/**
 * Reads and checks every content file: the JSON in site/_data/, the front matter of blog posts,
 * the size of every image and the facts copy quotes. The build runs these as Eleventy loads each
 * file (`site/_config/content-plugin.js`). A mistake stops the
 * build with one short message per problem: the file, the line, the field and what it must be.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { findNodeAtLocation, parseTree, printParseErrorCode } from "jsonc-parser";
import matter from "gray-matter";
import { ContentError, describePath, lineColumn } from "./content-error.js";
import {
  PLACEHOLDER,
  factsFrom,
  fieldsOf,
  fill,
  fillAll,
  knownFacts,
  lowestPrice,
} from "./facts.js";
import { check, postSchema, schemas } from "./schema.js";
import { describedPictures, takeWords, withDescriptions } from "./pictures.js";

/** @typedef {import("./content-error.js").Problem} Problem */
/** @typedef {(path: PropertyKey[]) => { line: number, column?: number } | undefined} Locate */

/** Where the content files are. */
export const dataDir = path.resolve("site/_data");
const publicDir = path.resolve("public");
const postsDir = path.resolve("site/blog/posts");

/** A path as the message shows it, from the project folder. */
const shown = (/** @type {string} */ file) => path.relative(process.cwd(), path.resolve(file));

/** Words for each JSON syntax mistake, said the way an author would fix it. */
const SYNTAX = /** @type {Record<string, string>} */ ({
  InvalidSymbol: "unexpected character here",
  InvalidNumberFormat: "is not a number as JSON writes it (write 25000: no £, commas or spaces)",
  PropertyNameExpected: 'expected a field name in double quotes, e.g. "title"',
  ValueExpected:
    "expected a value: text in double quotes, a number, true, false, a list [ ] or a group { }",
  ColonExpected: "expected a colon (:) after the field name",
  CloseBraceExpected: "a closing } is missing",
  CloseBracketExpected: "a closing ] is missing",
  EndOfFileExpected: "unexpected text after the end of the content",
  InvalidCommentToken: "JSON files cannot hold comments",
  UnexpectedEndOfComment: "JSON files cannot hold comments",
  UnexpectedEndOfString: "this text has no closing double quote",
  UnexpectedEndOfNumber: "this number is cut short",
  InvalidUnicode: "\\u must be followed by four hex digits",
  InvalidEscapeCharacter:
    'a backslash in text must be followed by ", \\, / or n (write \\\\ for a backslash)',
  InvalidCharacter: "text cannot hold a tab or a line break as it is (write \\n for a new line)",
});

/**
 * Parses strict JSON. A syntax mistake throws a ContentError with its line and column; a parsed
 * file comes with `locate`, which finds the line of any field (or of the nearest enclosing one
 * when the field is missing).
 * @param {string} file path shown in messages
 * @param {string} text
 * @returns {{ data: unknown, locate: Locate }}
 */
export function parseJson(file, text) {
  /** @type {import("jsonc-parser").ParseError[]} */
  const errors = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first) {
    const before = text.slice(0, first.offset).trimEnd();
    const code = printParseErrorCode(first.error);
    const trailingComma =
      before.endsWith(",") && (code === "PropertyNameExpected" || code === "ValueExpected");
    const character = text[first.offset] ?? "";
    const bareWord = code === "InvalidSymbol" && /[A-Za-z_£]/.test(character);
    const message = trailingComma
      ? "there is a comma after the last item: remove it"
      : character === "£"
        ? "write a price as a number with no £ or commas, e.g. 25000"
        : character === "'"
          ? "text and field names need double quotes, not single quotes"
          : bareWord
            ? /[{,]$/.test(before)
              ? 'a field name needs double quotes, e.g. "title"'
              : 'text needs double quotes, e.g. "Premium Theater"'
            : code === "CommaExpected"
              ? "a comma is missing after this"
              : (SYNTAX[code] ?? "this is not valid JSON");
    // A missing comma belongs at the end of the value before, which is where the author looks.
    const at = trailingComma || code === "CommaExpected" ? before.length - 1 : first.offset;
    throw new ContentError([{ file, ...lineColumn(text, at), message }]);
  }
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // jsonc-parser accepts a few things JSON does not; JSON.parse names the character position.
    const message = error instanceof Error ? error.message : String(error);
    const position = Number(/position (\d+)/.exec(message)?.[1] ?? NaN);
    const where = Number.isNaN(position) ? {} : lineColumn(text, position);
    throw new ContentError([
      { file, ...where, message: message.replace(/ in JSON at position.*$/, "") },
    ]);
  }
  /** @type {Locate} */
  const locate = (fieldPath) => {
    if (!root) return undefined;
    for (let length = fieldPath.length; length >= 0; length--) {
      const segments = /** @type {(string | number)[]} */ (fieldPath.slice(0, length));
      const node = findNodeAtLocation(root, segments);
      if (node) return lineColumn(text, node.offset);
    }
    return undefined;
  };
  return { data, locate };
}

/** @type {Map<string, { mtimeMs: number, size: { width: number, height: number } | undefined }>} */
const imageSizes = new Map();

/**
 * The width and height of an image under public/, read from the file's header; undefined when the
 * file does not exist or has no size this build can read.
 * @param {string} src e.g. /images/projects/theatre.svg
 */
function sizeOf(src) {
  const file = path.join(publicDir, src);
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  const cached = imageSizes.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.size;
  /** @type {{ width: number, height: number } | undefined} */
  let size;
  try {
    const { width, height } = imageSize(readFileSync(file));
    if (width && height) size = { width, height };
  } catch {
    // Not an image this build can read: reported as such by the caller.
  }
  imageSizes.set(file, { mtimeMs, size });
  return size;
}

/**
 * Problems with each image in some content: a file that is not there, or a width and height
 * whose shape differs from the file's (which would stretch it, or shift the page as it loads).
 * @param {string} file
 * @param {unknown} value
 * @param {Locate} locate
 * @param {PropertyKey[]} [at]
 * @returns {Problem[]}
 */
export function checkImages(file, value, locate, at = []) {
  if (Array.isArray(value))
    return value.flatMap((item, i) => checkImages(file, item, locate, [...at, i]));
  if (!value || typeof value !== "object") return [];
  const image = /** @type {Record<string, unknown>} */ (value);
  if (typeof image.src === "string" && image.src.startsWith("art/") && !existsSync(image.src))
    return [
      {
        file,
        ...locate([...at, "src"]),
        field: `${describe(file, at)}src`,
        message: `there is no file ${image.src}`,
      },
    ];
  if (
    typeof image.src === "string" &&
    image.src.startsWith("/images/") &&
    typeof image.width === "number" &&
    typeof image.height === "number"
  ) {
    const field = describe(file, at);
    const size = sizeOf(image.src);
    if (!size)
      return [
        {
          file,
          ...locate([...at, "src"]),
          field: `${field}src`,
          message: existsSync(path.join(publicDir, image.src))
            ? `public${image.src} is not an image whose size can be read`
            : `there is no file public${image.src}`,
        },
      ];
    // Within 1%: a 1px rounding in a scaled-down size is not a different shape.
    const given = image.width / image.height;
    const actual = size.width / size.height;
    if (Math.abs(given - actual) / actual <= 0.01) return [];
    return [
      {
        file,
        ...locate([...at, "width"]),
        field: `${field}width and height`,
        message: `${image.width} × ${image.height} is not the shape of public${image.src} (${size.width} × ${size.height}): for a width of ${image.width} the height must be ${Math.round((image.width * size.height) / size.width)}`,
      },
    ];
  }
  return Object.entries(image).flatMap(([key, item]) =>
    checkImages(file, item, locate, [...at, key]),
  );
}

/** "service 1, image, " for the fields of an image inside a list. */
function describe(/** @type {string} */ file, /** @type {PropertyKey[]} */ at) {
  const words = describePathOf(file, at);
  return words ? `${words}, ` : "";
}

/** A field's path in words, lists at the top of a file named after the file. */
function describePathOf(/** @type {string} */ file, /** @type {PropertyKey[]} */ at) {
  return describePath(at, path.basename(file).replace(/\.\w+$/, ""));
}

/** @type {Map<string, { mtimeMs: number, data: unknown }>} */
const siblings = new Map();

/**
 * Every content file in site/_data/ as parsed JSON, for the facts one file quotes from another.
 * A file with a syntax mistake throws its own message, so the mistake is reported where it is.
 */
function readAllData() {
  /** @type {Record<string, unknown>} */
  const all = {};
  for (const name of readdirSync(dataDir)) {
    if (!name.endsWith(".json")) continue;
    const file = path.join(dataDir, name);
    const { mtimeMs } = statSync(file);
    let entry = siblings.get(file);
    if (entry?.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, data: parseJson(shown(file), readFileSync(file, "utf8")).data };
      siblings.set(file, entry);
    }
    all[name.slice(0, -".json".length)] = entry.data;
  }
  return all;
}

/** @type {Map<string, { mtimeMs: number, data: unknown }>} */
const frontMatters = new Map();

/** Every blog post's front matter by its file, as written (a post YAML cannot read is left out). */
function readAllPosts() {
  /** @type {{ file: string, content: unknown }[]} */
  const all = [];
  if (!existsSync(postsDir)) return all;
  for (const name of readdirSync(postsDir)
    .filter((each) => each.endsWith(".md"))
    .sort()) {
    const file = path.join(postsDir, name);
    const { mtimeMs } = statSync(file);
    let entry = frontMatters.get(file);
    if (entry?.mtimeMs !== mtimeMs) {
      let data;
      try {
        data = matter(readFileSync(file, "utf8")).data;
      } catch {
        // Reported by checkPost, where the post is read.
      }
      entry = { mtimeMs, data };
      frontMatters.set(file, entry);
    }
    all.push({ file: shown(file), content: entry.data });
  }
  return all;
}

/**
 * Where every picture is described (`pictures.js`): the data files, `projects.json` first, then
 * the blog posts.
 * @param {Record<string, unknown>} all the data files by name
 */
function pictureHomes(all) {
  const names = Object.keys(all).sort((a, b) =>
    a === "projects" ? -1 : b === "projects" ? 1 : a.localeCompare(b),
  );
  return describedPictures([
    ...names.map((name) => ({
      file: shown(path.join(dataDir, `${name}.json`)),
      content: all[name],
    })),
    ...readAllPosts(),
  ]);
}

/**
 * A picture with the words it leaves out taken from where it is described, as a blog post's
 * template receives its image.
 * @param {unknown} image
 * @param {readonly ("alt" | "caption")[]} [keys] the words the page shows
 */
export function withPictureWords(image, keys = ["alt"]) {
  const { value } = withDescriptions("", image, pictureHomes(readAllData()));
  return takeWords(keys)(value);
}

/**
 * Checks a file against its schema, each picture given the words written where it is described,
 * and names every picture whose words are written again word for word.
 * @param {string} file
 * @param {import("zod").ZodTypeAny} schema
 * @param {unknown} data
 * @param {Locate} locate
 * @param {Record<string, unknown>} all the data files by name
 */
function checkWithPictures(file, schema, data, locate, all) {
  const { value, repeats } = withDescriptions(file, data, pictureHomes(all), describePathOf);
  /** @type {Problem[]} */
  const problems = repeats.map(({ at, message }) => ({
    file,
    ...locate(at),
    field: describePathOf(file, at) || undefined,
    message,
  }));
  /** @type {unknown} */
  let checked;
  try {
    checked = check(file, schema, value, locate);
  } catch (error) {
    if (error instanceof ContentError && problems.length)
      throw new ContentError([...error.problems, ...problems]);
    throw error;
  }
  if (problems.length) throw new ContentError(problems);
  return checked;
}

/**
 * The content of one data file once it is valid JSON, matches its schema, its images have their
 * files' shapes and every fact it quotes exists; with its placeholders filled and each service's
 * "from" price computed from its packages. Files outside site/_data/ (directory data files) are
 * only parsed.
 * @param {string} filePath
 * @param {string} text
 */
export function checkDataFile(filePath, text) {
  const file = shown(filePath);
  const { data, locate } = parseJson(file, text);
  const absolute = path.resolve(filePath);
  if (path.dirname(absolute) !== dataDir) return data;
  const key = /** @type {keyof typeof schemas} */ (path.basename(absolute, ".json"));
  const schema = schemas[key];
  const all = readAllData();
  const checked = schema ? checkWithPictures(file, schema, data, locate, all) : data;

  /** @type {Problem[]} */
  const problems = checkImages(file, checked, locate);
  const facts = factsFrom(all);
  const filled = fillAll(checked, facts, (name, at) =>
    problems.push({
      file,
      ...locate(at),
      field: describePathOf(file, at) || undefined,
      message: `{{ ${name} }} is not a fact the site knows; use one of ${knownFacts(facts, name)}`,
    }),
  );
  if (problems.length) throw new ContentError(problems);
  return withPrices(filled, all);
}

/**
 * Adds the computed "from" prices: `from` beside a file's packages, and on each service in
 * services.json from the packages of the file it names.
 * @param {unknown} data
 * @param {Record<string, unknown>} all
 * @returns {unknown}
 */
function withPrices(data, all) {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  const fields = fieldsOf(data);
  const from = lowestPrice(fields.packages);
  const result = from === undefined ? fields : { ...fields, from };
  if (Array.isArray(fields.core))
    result.core = fields.core.map((/** @type {unknown} */ service) => {
      const { packages } = fieldsOf(service);
      const file = typeof packages === "string" ? all[packages] : undefined;
      return { ...fieldsOf(service), from: lowestPrice(fieldsOf(file).packages) };
    });
  return result;
}

/**
 * Throws, naming the file, when a data file that pages rely on is missing.
 * @param {string} dir
 */
export function checkDataFilesExist(dir) {
  const missing = Object.keys(schemas)
    .map((key) => path.join(dir, `${key}.json`))
    .filter((file) => !existsSync(file))
    .map((file) => ({ file: shown(file), message: "this file is missing" }));
  if (missing.length) throw new ContentError(missing);
}

/**
 * Finds the line of a front matter field: `["image", "width"]` is the `width:` indented under
 * `image:`. A missing field gives the line of the field that holds it, or nothing.
 * @param {string[]} lines the file's lines
 * @param {number} end index of the closing `---`
 * @returns {Locate}
 */
function frontMatterLocator(lines, end) {
  return (fieldPath) => {
    let from = 1;
    let indent = -1;
    /** @type {number | undefined} */
    let found;
    for (const key of fieldPath) {
      if (typeof key !== "string") break;
      const index = lines.findIndex((line, n) => {
        if (n < from || n >= end) return false;
        const match = /^(\s*)([\w-]+)\s*:/.exec(line);
        return match?.[2] === key && (match[1]?.length ?? 0) > indent;
      });
      if (index < 0) break;
      found = index;
      from = index + 1;
      indent = /^\s*/.exec(lines[index] ?? "")?.[0].length ?? 0;
    }
    return found === undefined ? undefined : { line: found + 1 };
  };
}

/**
 * Checks a blog post's front matter as the author wrote it (the date too: YAML would quietly turn
 * 2025-13-45 into 14 February 2026) and returns the post's date.
 * @param {string} inputPath
 * @returns {Date}
 */
export function checkPost(inputPath) {
  const file = shown(inputPath);
  const text = readFileSync(inputPath, "utf8");
  const lines = text.split("\n");
  const end = lines.findIndex((line, n) => n > 0 && line.trim() === "---");
  const locate = frontMatterLocator(lines, end);
  /** @type {Record<string, unknown>} */
  let data;
  try {
    data = matter(text).data;
  } catch (error) {
    const mark = /** @type {{ mark?: { line: number } }} */ (error).mark;
    throw new ContentError([
      {
        file,
        ...(mark ? { line: mark.line + 1 } : {}),
        message: "the front matter between the --- lines is not valid YAML",
      },
    ]);
  }
  const dateLine = locate(["date"])?.line;
  const rawDate = dateLine
    ? lines[dateLine - 1]
        ?.replace(/^\s*date\s*:\s*/, "")
        .replace(/\s+#.*$/, "")
        .trim()
        .replace(/^(["'])(.*)\1$/, "$2")
    : undefined;
  const post = /** @type {{ date: string }} */ (
    checkWithPictures(file, postSchema, { ...data, date: rawDate }, locate, readAllData())
  );
  const problems = checkImages(file, post, locate);
  if (problems.length) throw new ContentError(problems);
  const [year, month, day] = post.date.split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

/**
 * Fills the facts a Markdown page quotes (`{{ site.email }}`) the same way as in data files.
 * Placeholders of other names are left to the template engine.
 * @param {string} inputPath
 * @param {string} content the Markdown after its front matter
 * @param {Record<string, unknown>} data the page's data
 */
export function fillMarkdown(inputPath, content, data) {
  const facts = factsFrom(data);
  const roots = new Set([...facts.keys()].map((name) => name.split(".")[0]));
  const raw = readFileSync(inputPath, "utf8");
  // The body is the end of the file, so an offset in it is an offset in the file.
  const bodyStart = Math.max(0, raw.length - content.length);
  /** @type {Problem[]} */
  const problems = [];
  const filled = content.replace(
    PLACEHOLDER,
    (placeholder, /** @type {string} */ name, /** @type {number} */ index) => {
      if (!roots.has(name.split(".")[0])) return placeholder;
      const value = facts.get(name);
      if (value !== undefined) return value;
      problems.push(unknownFact(inputPath, name, facts, lineColumn(raw, bodyStart + index)));
      return placeholder;
    },
  );
  if (problems.length) throw new ContentError(problems);
  return filled;
}

/**
 * A page's title or description: from the `meta` of the data file its `copyFrom` names, or from
 * its own front matter with any facts filled.
 * @param {Record<string, unknown>} data
 * @param {"title" | "description"} key
 * @returns {unknown}
 */
export function pageMeta(data, key) {
  const { copyFrom } = data;
  if (typeof copyFrom === "string" && copyFrom) return fieldsOf(fieldsOf(data[copyFrom]).meta)[key];
  const value = data[key];
  if (typeof value !== "string") return value;
  const facts = factsFrom(data);
  /** @type {string[]} */
  const unknown = [];
  const filled = fill(value, facts, (name) => unknown.push(name));
  if (!unknown.length) return filled;
  const { inputPath = "" } = /** @type {{ inputPath?: string }} */ (fieldsOf(data.page));
  const lines = existsSync(inputPath) ? readFileSync(inputPath, "utf8").split("\n") : [];
  const line = lines.findIndex((text) => text.startsWith(`${key}:`)) + 1;
  throw new ContentError(
    unknown.map((name) => unknownFact(inputPath, name, facts, line ? { line } : {}, key)),
  );
}

/**
 * @param {string} inputPath
 * @param {string} name
 * @param {Map<string, string>} facts
 * @param {{ line?: number, column?: number }} where
 * @param {string} [field]
 * @returns {Problem}
 */
function unknownFact(inputPath, name, facts, where, field) {
  return {
    file: shown(inputPath),
    ...where,
    field,
    message: `{{ ${name} }} is not a fact the site knows; use one of ${knownFacts(facts, name)}`,
  };
}

/** True for a blog post's Markdown file. */
export const isPost = (/** @type {string} */ inputPath) =>
  path.dirname(path.resolve(inputPath)) === postsDir && inputPath.endsWith(".md");
