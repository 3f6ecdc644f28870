// @ts-check
/**
 * Content errors, written for the person who edits the content: which file, which line, which
 * field (lists counted from 1, as people count) and what it must be. Never a stack trace.
 */

/**
 * @typedef {object} Problem
 * @property {string} file path from the project folder, e.g. `site/_data/homeCinema.json`
 * @property {number} [line] 1-based
 * @property {number} [column] 1-based
 * @property {string} [field] the field in words, e.g. `package 2, price`
 * @property {string} message what the value must be, e.g. `missing`
 */

/** One or more mistakes in content files; Eleventy shows its message without a stack trace. */
export class ContentError extends Error {
  /** @param {Problem[]} problems */
  constructor(problems) {
    super(problems.map(formatProblem).join("\n"));
    this.problems = problems;
    // Read by Eleventy's error handler: the stack of a content mistake helps no one.
    this.skipOriginalStack = true;
  }
}

/**
 * One problem as a short block: where, then what.
 * @param {Problem} problem
 */
export function formatProblem({ file, line, column, field, message }) {
  const where = [file, line && `line ${line}`, line && column && `column ${column}`]
    .filter(Boolean)
    .join(", ");
  return `Content error: ${where}\n  ${field ? `${field}: ` : ""}${message}`;
}

/**
 * The 1-based line and column of a character offset in a text.
 * @param {string} text
 * @param {number} offset
 */
export function lineColumn(text, offset) {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/** What one item of each list is called, so `packages.1` reads "package 2". */
const ITEM_NAMES = /** @type {Record<string, string>} */ ({
  additional: "additional service",
  badges: "badge",
  benefits: "benefit",
  budgetRanges: "budget range",
  cards: "card",
  categories: "category",
  core: "service",
  dayOfWeek: "day",
  days: "row",
  designElements: "design element",
  equipment: "item",
  features: "feature",
  filters: "filter",
  gallery: "gallery image",
  legal: "link",
  onContact: "place on /contact",
  links: "link",
  main: "link",
  packages: "package",
  partners: "partner",
  places: "place",
  process: "step",
  projectTypes: "project type",
  projects: "project",
  quickLinks: "quick link",
  reasons: "reason",
  sections: "section",
  showcase: "showcase picture",
  social: "social link",
  stats: "stat",
  story: "paragraph",
  systems: "system",
  team: "team member",
  testimonials: "testimonial",
  whyChoose: "reason",
});

/**
 * A field's path in words: `["packages", 1, "price"]` → "package 2, price". A list at the top of
 * a file takes its item name from the file's name (`projects.json`: `[2, "budget"]` → "project 3,
 * budget").
 * @param {readonly PropertyKey[]} path
 * @param {string} [listName] the file's name without `.json`
 */
export function describePath(path, listName = "") {
  /** @type {string[]} */
  const words = [];
  path.forEach((key, index) => {
    if (typeof key === "number") {
      const list = index === 0 ? listName : path[index - 1];
      if (words.length && typeof list === "string") words.pop();
      words.push(`${itemName(typeof list === "string" ? list : "")} ${key + 1}`);
    } else {
      words.push(String(key));
    }
  });
  return words.join(", ");
}

/** @param {string} list */
function itemName(list) {
  return ITEM_NAMES[list] ?? (list.endsWith("s") ? list.slice(0, -1) : "item");
}
