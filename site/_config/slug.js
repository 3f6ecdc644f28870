// @ts-check
/**
 * URL slugs derived from names, so a page's address follows the content that names it:
 * "Design Tips" → "design-tips", "Kensington & Chelsea" → "kensington-and-chelsea".
 * @param {string} name
 */
export function toSlug(name) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The county of a "Town, County" location: the part after the last comma ("Hampstead, London" →
 * "London"), or the whole string when there is no comma.
 * @param {string} location
 */
export function countyOf(location) {
  return location.split(",").at(-1)?.trim() ?? location;
}

/**
 * Distinct values in first-seen order, each with its slug and the items that carry it.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => string} nameOf
 * @returns {{ name: string, slug: string, items: T[] }[]}
 */
export function groupBySlug(items, nameOf) {
  /** @type {Map<string, { name: string, slug: string, items: T[] }>} */
  const groups = new Map();
  for (const item of items) {
    const name = nameOf(item);
    const slug = toSlug(name);
    const group = groups.get(slug) ?? { name, slug, items: [] };
    group.items.push(item);
    groups.set(slug, group);
  }
  return [...groups.values()];
}
