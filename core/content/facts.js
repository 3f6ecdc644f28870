// @ts-check
/**
 * Facts that copy quotes instead of repeating: an author writes `from {{ homeCinema.from }}` in
 * any text, and the build prints the lowest package price in homeCinema.json, so a price, the
 * e-mail address or a claim is changed in one place and every sentence follows.
 */

const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});

/** 25000 → "£25,000"; anything but a number stops the build rather than printing "£NaN". */
export const gbp = (/** @type {number} */ amount) => {
  if (typeof amount !== "number" || !Number.isFinite(amount))
    throw new Error(`A price must be a number of pounds, not ${JSON.stringify(amount)}`);
  return pounds.format(amount);
};

/** The facts of site.json that copy may quote; the ones in pounds print as "£500". */
const SITE_FACTS = [
  "name",
  "shortName",
  "legalName",
  "registeredIn",
  "email",
  "telephone",
  "founded",
  "responseHours",
  "url",
];
const SITE_POUNDS = ["consultationValue"];

/** A placeholder: `{{ homeCinema.from }}`, spaces inside the braces optional. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z][\w]*\.[\w.]+)\s*\}\}/g;

/**
 * The fields of a content value read as a group of fields; none when it is not one.
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
export const fieldsOf = (value) =>
  value && typeof value === "object" ? /** @type {Record<string, unknown>} */ (value) : {};

/**
 * The lowest price among a list of packages, the "from" price of the service; undefined when no
 * price is a number yet.
 * @param {unknown} packages
 */
export function lowestPrice(packages) {
  if (!Array.isArray(packages)) return undefined;
  const prices = packages
    .map((/** @type {unknown} */ item) => fieldsOf(item).price)
    .filter((price) => typeof price === "number");
  return prices.length ? Math.min(...prices) : undefined;
}

/**
 * Every fact copy may quote, by name, as the text it prints.
 * @param {Record<string, unknown>} data content files by name (`site`, `claims`, `homeCinema`, …)
 * @returns {Map<string, string>}
 */
export function factsFrom(data) {
  /** @type {Map<string, string>} */
  const facts = new Map();
  const site = fieldsOf(data.site);
  for (const key of SITE_FACTS) {
    const value = site[key];
    if (typeof value === "string" || typeof value === "number")
      facts.set(`site.${key}`, String(value));
  }
  for (const key of SITE_POUNDS) {
    const value = site[key];
    if (typeof value === "number") facts.set(`site.${key}`, gbp(value));
  }
  for (const [key, value] of Object.entries(fieldsOf(data.claims))) {
    if (typeof value === "string") facts.set(`claims.${key}`, value);
  }
  for (const [name, content] of Object.entries(data)) {
    const from = lowestPrice(fieldsOf(content).packages);
    if (from !== undefined) facts.set(`${name}.from`, gbp(from));
  }
  // A fact may quote another (the copyright line quotes the company name); one pass is enough.
  for (const [name, value] of facts)
    facts.set(
      name,
      fill(value, facts, () => undefined),
    );
  return facts;
}

/**
 * Text with each `{{ name }}` replaced by its fact; `unknown` is told of each name that is not a
 * fact, and the placeholder is left as written.
 * @param {string} text
 * @param {Map<string, string>} facts
 * @param {(name: string, index: number) => void} unknown
 */
export function fill(text, facts, unknown) {
  return text.replace(
    PLACEHOLDER,
    (placeholder, /** @type {string} */ name, /** @type {number} */ index) => {
      const value = facts.get(name);
      if (value !== undefined) return value;
      unknown(name, index);
      return placeholder;
    },
  );
}

/**
 * A copy of a content value with every placeholder in every string filled; `unknown` gets the
 * path of each string that names an unknown fact.
 * @template T
 * @param {T} value
 * @param {Map<string, string>} facts
 * @param {(name: string, path: PropertyKey[]) => void} unknown
 * @param {PropertyKey[]} [path]
 * @returns {T}
 */
export function fillAll(value, facts, unknown, path = []) {
  if (typeof value === "string")
    return /** @type {T} */ (fill(value, facts, (name) => unknown(name, path)));
  if (Array.isArray(value))
    return /** @type {T} */ (
      /** @type {unknown[]} */ (value).map((item, i) => fillAll(item, facts, unknown, [...path, i]))
    );
  if (value && typeof value === "object")
    return /** @type {T} */ (
      Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          fillAll(item, facts, unknown, [...path, key]),
        ]),
      )
    );
  return value;
}

/**
 * The facts to suggest for an unknown name, those of the same file first: "{{ site.name }}, …".
 * @param {Map<string, string>} facts
 * @param {string} name the unknown name
 */
export function knownFacts(facts, name) {
  const names = [...facts.keys()];
  const root = `${name.split(".")[0]}.`;
  const near = names.filter((known) => known.startsWith(root));
  return (near.length ? near : names).map((known) => `{{ ${known} }}`).join(", ");
}
