// @ts-check
/**
 * A picture's words, its alt text and its caption, are written once: where the picture is
 * described. A project's pictures are described in its entry in `projects.json`; any other picture
 * in the first content file that writes its alt text (the data files by name, then the blog posts).
 * Everywhere else a page names the picture by its file alone, `{ "src": "art/renders/x.jpg" }`,
 * and the content check gives it the words written where it is described. A page may still give
 * it a caption (or alt text) of its own when it says something different on purpose; the same
 * words written a second time are a mistake the check names.
 */

/**
 * The words of the place a picture is described, carried by a reference to it until the schema
 * takes them: a symbol and not enumerable, so a strict schema never sees it as a field.
 */
export const DESCRIBED = Symbol("described picture");

/**
 * @typedef {object} Described where a picture's words are written, and what they are
 * @property {string} alt
 * @property {string} [caption]
 * @property {string} file the content file, e.g. `site/_data/projects.json`
 * @property {PropertyKey[]} at the picture's path in that file
 */

/**
 * @typedef {object} Written a picture named in content, with the words written there
 * @property {string} src
 * @property {string} [alt]
 * @property {string} [caption]
 * @property {PropertyKey[]} at
 */

/** A master image in art/: the pictures whose words are written once. */
const isMaster = (/** @type {unknown} */ src) => typeof src === "string" && src.startsWith("art/");

/**
 * Every picture from art/ that some content names, with the words written beside it.
 * @param {unknown} value
 * @param {PropertyKey[]} [at]
 * @returns {Written[]}
 */
export function picturesIn(value, at = []) {
  if (Array.isArray(value)) return value.flatMap((item, i) => picturesIn(item, [...at, i]));
  if (!value || typeof value !== "object") return [];
  const fields = /** @type {Record<string, unknown>} */ (value);
  if (isMaster(fields.src)) {
    const text = (/** @type {unknown} */ words) => (typeof words === "string" ? words : undefined);
    return [{ src: String(fields.src), alt: text(fields.alt), caption: text(fields.caption), at }];
  }
  return Object.entries(fields).flatMap(([key, item]) => picturesIn(item, [...at, key]));
}

/**
 * Where each picture is described, by its file: the first place that writes its alt text, among
 * content files given in the order they are looked in (`projects.json` first).
 * @param {{ file: string, content: unknown }[]} sources
 * @returns {Map<string, Described>}
 */
export function describedPictures(sources) {
  /** @type {Map<string, Described>} */
  const described = new Map();
  for (const { file, content } of sources)
    for (const { src, alt, caption, at } of picturesIn(content))
      if (alt && !described.has(src)) described.set(src, { alt, caption, file, at });
  return described;
}

/**
 * A copy of some content in which each picture carries the words of the place it is described
 * (under `DESCRIBED`, for the schema to take where the picture has none of its own), and the
 * places that write a picture's words a second time, word for word.
 * @template T
 * @param {string} file the content file, as `Described.file` names it
 * @param {T} value
 * @param {Map<string, Described>} described
 * @param {(file: string, at: PropertyKey[]) => string} [where] a path in a file in words, for messages
 * @returns {{ value: T, repeats: { at: PropertyKey[], message: string }[] }}
 */
export function withDescriptions(file, value, described, where = (_, at) => at.join(", ")) {
  /** @type {{ at: PropertyKey[], message: string }[]} */
  const repeats = [];
  /** @returns {unknown} */
  const copy = (/** @type {unknown} */ item, /** @type {PropertyKey[]} */ at) => {
    if (Array.isArray(item)) return item.map((each, i) => copy(each, [...at, i]));
    if (!item || typeof item !== "object") return item;
    const fields = /** @type {Record<string, unknown>} */ (item);
    if (!isMaster(fields.src))
      return Object.fromEntries(
        Object.entries(fields).map(([key, each]) => [key, copy(each, [...at, key])]),
      );
    const home = described.get(String(fields.src));
    const result = { ...fields };
    if (!home) return result;
    const isHome = home.file === file && home.at.join("/") === at.join("/");
    if (!isHome)
      for (const key of /** @type {const} */ (["alt", "caption"])) {
        if (fields[key] !== undefined && fields[key] === home[key])
          repeats.push({
            at: [...at, key],
            message: `the same words as this picture's ${key} in ${home.file} (${where(home.file, home.at)}): leave ${key} out here and the picture takes it from there`,
          });
      }
    Object.defineProperty(result, DESCRIBED, { value: home, enumerable: false });
    return result;
  };
  return { value: /** @type {T} */ (copy(value, [])), repeats };
}

/**
 * A picture as a reference writes it, with the words it leaves out taken from where it is
 * described: `keys` are the words the place shows (a hero's picture has no caption).
 * @param {readonly ("alt" | "caption")[]} keys
 * @returns {(value: unknown) => unknown}
 */
export const takeWords = (keys) => (value) => {
  if (!value || typeof value !== "object") return value;
  const home = /** @type {{ [DESCRIBED]?: Described }} */ (value)[DESCRIBED];
  if (!home) return value;
  const result = { .../** @type {Record<string, unknown>} */ (value) };
  for (const key of keys) if (result[key] === undefined && home[key]) result[key] = home[key];
  return result;
};
