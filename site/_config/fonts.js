// @ts-check
import path from "node:path";

/**
 * The web fonts, self-hosted from their @fontsource packages (Latin subset, WOFF2). Each is copied
 * to the path the stylesheet's @font-face rules and the pages' preload links name; the build then
 * fingerprints it for long caching and rewrites both. Updating a package updates what is served.
 */
export const FONTS = [
  {
    file: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
    url: "/fonts/cormorant-garamond-600.woff2",
  },
  { file: "@fontsource/jost/files/jost-latin-400-normal.woff2", url: "/fonts/jost-400.woff2" },
  { file: "@fontsource/jost/files/jost-latin-600-normal.woff2", url: "/fonts/jost-600.woff2" },
];

/** @param {import("@11ty/eleventy/UserConfig").default} eleventyConfig */
export default function (eleventyConfig) {
  for (const { file, url } of FONTS)
    eleventyConfig.addPassthroughCopy({ [path.join("node_modules", file)]: url.slice(1) });
}
