// @ts-check
/**
 * The `_headers` file as Netlify and Cloudflare Pages read it, in one place, so the tests that
 * check the built file and `npm run serve` that applies it agree with the hosts:
 * - a block is a path pattern on its own line, then its headers indented below it; `#` starts
 *   a comment;
 * - in a pattern, `*` (a splat) matches any run of characters, `/` included, or none, and
 *   `:name` (a placeholder) matches one or more characters other than `/`; the rest matches
 *   itself, and the pattern must match the whole path (`/blog/*` matches `/blog/` and
 *   `/blog/x/y`, never `/blog`);
 * - every block whose pattern matches a path applies, in file order, and a header set by more
 *   than one of them is sent once with the values joined by ", " — so a file where two blocks
 *   set one header for a path says something neither block meant.
 * Patterns naming a host (`https://…`) apply to that host only; a path alone never matches them.
 */

/**
 * One block of a `_headers` file: a path pattern and the headers it adds.
 * @typedef {{ pattern: string, headers: [name: string, value: string][] }} HeaderRule
 */

/**
 * Reads a `_headers` file into its blocks, in file order.
 * @param {string} source
 * @returns {HeaderRule[]}
 */
export function parseHeaders(source) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of source.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon < 0)
      throw new Error(`_headers: a header line outside a block: ${line.trim()}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @type {Map<string, RegExp | null>} */
const compiled = new Map();

/**
 * The regular expression a pattern stands for; null for a pattern naming a host.
 * @param {string} pattern
 * @returns {RegExp | null}
 */
export function patternRegExp(pattern) {
  let regexp = compiled.get(pattern);
  if (regexp !== undefined) return regexp;
  if (!pattern.startsWith("/")) regexp = null;
  else {
    const source = pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) =>
        part === "*"
          ? ".*"
          : part.startsWith(":") && part.length > 1
            ? "[^/]+"
            : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    regexp = new RegExp(`^${source}$`, "s");
  }
  compiled.set(pattern, regexp);
  return regexp;
}

/**
 * True when a URL path matches a pattern such as `/*`, `/assets/*`, `/embed/:version/*`.
 * @param {string} pattern
 * @param {string} pathname
 */
export function matchesPattern(pattern, pathname) {
  return patternRegExp(pattern)?.test(pathname) ?? false;
}

/**
 * The blocks that apply to a path, in file order.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
export function rulesFor(rules, pathname) {
  return rules.filter((rule) => matchesPattern(rule.pattern, pathname));
}

/**
 * The headers a host sends for a path (names in lower case): every matching block in file
 * order, a header set by several joined with ", " as the hosts join them.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const rule of rulesFor(rules, pathname))
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const before = headers.get(key);
      headers.set(key, before === undefined ? value : `${before}, ${value}`);
    }
  return headers;
}

/**
 * A header that more than one block gives one path.
 * @typedef {{ pathname: string, header: string, patterns: string[] }} HeaderConflict
 */

/**
 * Every path and header that two or more blocks set, with the blocks' patterns.
 * @param {HeaderRule[]} rules
 * @param {string[]} pathnames
 */
export function headerConflicts(rules, pathnames) {
  /** @type {HeaderConflict[]} */
  const conflicts = [];
  for (const pathname of pathnames) {
    /** @type {Map<string, string[]>} */
    const setBy = new Map();
    for (const rule of rulesFor(rules, pathname))
      for (const [name] of rule.headers) {
        const key = name.toLowerCase();
        setBy.set(key, [...(setBy.get(key) ?? []), rule.pattern]);
      }
    for (const [header, patterns] of setBy)
      if (patterns.length > 1) conflicts.push({ pathname, header, patterns });
  }
  return conflicts;
}
