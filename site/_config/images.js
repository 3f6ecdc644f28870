// @ts-check
/**
 * Responsive images from the master files in art/: before each build every master is made into
 * AVIF and WebP at several widths (@11ty/eleventy-img, which uses sharp), and the `picture`
 * filter draws a `<picture>` for one of them with srcset, sizes, width and height.
 *
 * The variants are written once to a cache that outlives builds and is shared by the throw-away
 * copies tests build (through their link to node_modules), so only a new or changed master costs
 * encoding time. Each build copies the cache in as /img/; Vite then takes only the variants a page
 * uses into assets/, under hashed names that are cached for a year.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import Image from "@11ty/eleventy-img";

const ART = "art";
const CACHE = path.resolve("node_modules/.cache/site-images");
const MASTER = /\.(jpe?g|png|webp)$/i;

/**
 * Widths cover a phone at 1× (480) and 2× (960), a 1280 px screen at 1× (1440) and 2× (2400);
 * eleventy-img never enlarges, so a smaller master stops at its own width.
 */
export const WIDTHS = [480, 960, 1440, 2400];
/** AVIF first for the browsers that take it, WebP (every current browser) as the `<img>` itself. */
export const FORMATS = /** @type {const} */ (["avif", "webp"]);

/**
 * @typedef {import("@11ty/eleventy-img").ImageStat} Variant
 * @typedef {Record<string, Variant[]>} Variants by format
 */

/** The films the rendered rooms' screens show: a scene's input, never a page's picture. */
const FILMS = path.join(ART, "films");

/** The masters under `dir`, as paths from the repository's root ("art/renders/x.jpg"). */
export function masters(dir = ART) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && MASTER.test(entry.name) && entry.parentPath !== FILMS)
    .map((entry) => path.join(entry.parentPath, entry.name).split(path.sep).join("/"))
    .sort();
}

/**
 * Makes (or finds in the cache) every variant of one master. With `statsOnly`, only their names
 * and sizes, read from the master's header: the same markup, no encoding.
 */
export async function variants(/** @type {string} */ master, statsOnly = false) {
  return Image(master, {
    statsOnly,
    widths: WIDTHS,
    formats: [...FORMATS],
    outputDir: CACHE,
    urlPath: "/img/",
    // Effort 2 encodes AVIF several times faster than the default 4 for a few percent more bytes.
    sharpAvifOptions: { quality: 55, effort: 2 },
    sharpWebpOptions: { quality: 78 },
  });
}

/** Escapes a value for a double-quoted HTML attribute. */
const attribute = (/** @type {unknown} */ value) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The `<picture>` for a master's variants: one `<source>` per format but the last, which is the
 * `<img>` itself, sized as the largest variant so the browser reserves the right box. `priority`
 * marks the page's largest paint (loaded at once, first); every other image loads when near view.
 * @param {Variants} formats
 * @param {{ alt: string }} image
 * @param {{ sizes: string, priority?: boolean, class?: string }} options
 */
export function pictureHtml(formats, image, options) {
  const order = FORMATS.filter((format) => formats[format]?.length);
  const last = order[order.length - 1];
  if (!last) throw new Error("pictureHtml: no variants");
  const fallback = formats[last] ?? [];
  const largest = fallback[fallback.length - 1];
  if (!largest) throw new Error("pictureHtml: no variants");
  const srcset = (/** @type {Variant[] | undefined} */ list = []) =>
    list.map((item) => item.srcset).join(", ");
  const sources = order
    .slice(0, -1)
    .map(
      (format) =>
        `<source type="image/${format}" srcset="${srcset(formats[format])}" sizes="${attribute(options.sizes)}">`,
    );
  const loading = options.priority
    ? `fetchpriority="high" decoding="async"`
    : `loading="lazy" decoding="async"`;
  const img = `<img${options.class ? ` class="${attribute(options.class)}"` : ""} src="${largest.url}" srcset="${srcset(fallback)}" sizes="${attribute(options.sizes)}" alt="${attribute(image.alt)}" width="${largest.width}" height="${largest.height}" ${loading}>`;
  return `<picture>${sources.join("")}${img}</picture>`;
}

/** @param {import("@11ty/eleventy/UserConfig").default} eleventyConfig */
export default function (eleventyConfig) {
  /** @type {Map<string, Variants>} */
  const made = new Map();

  // A render that writes no files (`--to=json`, as the build's tests render an author's edits)
  // draws the same pictures without encoding a variant: on a fresh checkout that is every one,
  // about 45 s of both cores, and the real build beside it is encoding them too.
  eleventyConfig.on(
    "eleventy.before",
    async (/** @type {{ outputMode: string }} */ { outputMode }) => {
      const list = masters();
      const statsOnly = outputMode !== "fs";
      const results = await Promise.all(list.map((master) => variants(master, statsOnly)));
      made.clear();
      list.forEach((master, index) => made.set(master, results[index] ?? {}));
    },
  );
  eleventyConfig.addPassthroughCopy({ [CACHE]: "img" });
  eleventyConfig.addWatchTarget(`${ART}/`);

  /**
   * `{{ project.image | picture({ sizes: "100vw", priority: true }) | safe }}`: the responsive
   * `<picture>` of an image `{ src: "art/renders/x.jpg", alt }`.
   */
  eleventyConfig.addFilter(
    "picture",
    (
      /** @type {{ src: string, alt: string }} */ image,
      /** @type {{ sizes: string, priority?: boolean, class?: string }} */ options,
    ) => {
      const formats = made.get(image.src);
      if (!formats) throw new Error(`There is no image master ${image.src}`);
      return pictureHtml(formats, image, options);
    },
  );
}
