// @ts-check
import path from "node:path";
import EleventyVitePlugin from "@11ty/eleventy-plugin-vite";
import { createServer } from "vite";
import filters from "./site/_config/filters.js";
import content from "./site/_config/content-plugin.js";
import pages from "./site/_config/pages.js";
import images from "./site/_config/images.js";
import fonts from "./site/_config/fonts.js";
import { emitEleventyFiles, lowPriorityScripts } from "./site/_config/vite-emit.js";
import { minified } from "./site/_config/minify.js";
import { servePagesAsBuilt } from "./site/_config/dev-server.js";
import { wordsAsBuilt } from "./site/_config/words-as-built.js";

/** @param {import("@11ty/eleventy/UserConfig").default} eleventyConfig */
export default function (eleventyConfig) {
  // Every content file is checked as it is read, so a bad price or a missing field stops the
  // build with the file, line and field named, instead of rendering a blank.
  eleventyConfig.addPlugin(content);
  eleventyConfig.addPlugin(filters);
  eleventyConfig.addPlugin(pages);
  eleventyConfig.addPlugin(images);
  eleventyConfig.addPlugin(fonts);
  eleventyConfig.addGlobalData("layout", "layouts/base.njk");
  // Every page is written as `<path>.html` (`about.html`, `blog/page/2.html`) and named without
  // the extension (`/about`): the form Netlify, Cloudflare Pages, nginx (`try_files $uri
  // $uri.html`) and `npm start` all answer directly, with no redirect. `/` stays `index.html`.
  /** @type {{ addUrlTransform(transform: (page: { url: string }) => string | undefined): void }} */ (
    /** @type {unknown} */ (eleventyConfig)
  ).addUrlTransform(({ url }) =>
    url.endsWith(".html") ? url.slice(0, -".html".length) : undefined,
  );

  // The widgets are rendered into the pages from their own React components. They are TypeScript
  // with CSS imports, so Vite loads them; loading again before each build picks up edits in dev.
  /** @type {typeof import("./widgets/render.tsx") | undefined} */
  let widgets;
  /** @type {typeof import("./drawings/room-drawing.ts") | undefined} */
  let drawings;
  /** @type {typeof import("./core/forms/render-form.tsx") | undefined} */
  let forms;
  eleventyConfig.on("eleventy.before", async () => {
    // A Vite server sets NODE_ENV to "development" if it is unset, which would then give the
    // site's production bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    const vite = await createServer({
      configFile: false,
      logLevel: "warn",
      appType: "custom",
      // No WebSocket either: two builds at once on one machine would both want its port (24678).
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      // React's automatic JSX runtime, stated here rather than read from tsconfig.json.
      esbuild: { jsx: "automatic" },
    });
    try {
      widgets = /** @type {typeof import("./widgets/render.tsx")} */ (
        await vite.ssrLoadModule(path.resolve("widgets/render.tsx"))
      );
      drawings = /** @type {typeof import("./drawings/room-drawing.ts")} */ (
        await vite.ssrLoadModule(path.resolve("drawings/room-drawing.ts"))
      );
      forms = /** @type {typeof import("./core/forms/render-form.tsx")} */ (
        await vite.ssrLoadModule(path.resolve("core/forms/render-form.tsx"))
      );
    } finally {
      await vite.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
  /** `{% widget "cookie-banner", { privacyHref: "/privacy-policy" }, { hidden: true } %}` */
  eleventyConfig.addShortcode(
    "widget",
    (
      /** @type {string} */ tag,
      /** @type {Record<string, unknown>} */ props,
      /** @type {Record<string, string | boolean>} */ host,
    ) => widgets?.renderWidget(tag, props, host) ?? "",
  );
  /**
   * `{% formFields "contact", { idPrefix: "contact-" } %}`: a form's fields drawn from its
   * definition in `core/forms/`, by the same field markup the widget and the server use.
   */
  eleventyConfig.addShortcode(
    "formFields",
    (
      /** @type {import("./core/forms/definitions.ts").FormId} */ formId,
      /** @type {import("./core/forms/render-form.tsx").StaticFormOptions} */ options,
    ) => forms?.fieldsHtml(formId, options) ?? "",
  );
  /** `{% formHidden { idPrefix: "contact-", formKey: "contact-page" } %}`: the honeypot and `_token`. */
  eleventyConfig.addShortcode(
    "formHidden",
    (/** @type {{ idPrefix?: string, formKey?: string }} */ options) =>
      forms?.hiddenHtml(options) ?? "",
  );
  /**
   * `{% roomDrawing "plan", project.room, "Plan of the theatre" %}`: a room's plan or section as
   * inline SVG, drawn from its dimensions (drawings/room-drawing.ts).
   */
  eleventyConfig.addShortcode(
    "roomDrawing",
    (
      /** @type {"plan" | "section"} */ view,
      /** @type {import("./drawings/room-drawing.ts").Room} */ room,
      /** @type {string} */ title,
    ) => {
      if (!drawings) return "";
      return view === "plan" ? drawings.planSvg(room, title) : drawings.sectionSvg(room, title);
    },
  );
  /** `{% roomLegend words.legend %}`: the drawings' marks, each with its word, as list items. */
  eleventyConfig.addShortcode(
    "roomLegend",
    (/** @type {import("./drawings/room-drawing.ts").LegendWords} */ words) =>
      drawings ? drawings.legendItems(words) : "",
  );
  /**
   * `{% screensToScale screenSizes %}`: screens drawn to one scale, side by side from 40em and
   * one under another on a phone (CSS shows one of the two).
   */
  eleventyConfig.addShortcode(
    "screensToScale",
    (
      /** @type {{ title: string, angle: number, viewer: number, words: { wide: string, firstRow: string }, screens: import("./drawings/room-drawing.ts").ScreenToScale[] }} */ data,
    ) => {
      if (!drawings) return "";
      const draw = (/** @type {"row" | "stack"} */ layout) =>
        drawings?.screensSvg(data.screens, { ...data, layout }) ?? "";
      return `<div class="drawing__row">${draw("row")}</div><div class="drawing__stack">${draw("stack")}</div>`;
    },
  );
  /** 7.2 → "7.20 m", 0.45 → "450 mm": lengths as the drawings write them. */
  eleventyConfig.addFilter("metres", (/** @type {number} */ value) =>
    drawings ? drawings.formatLength(value) : String(value),
  );
  /** The CSP sources for the widgets' inline shadow-root styles. */
  eleventyConfig.addShortcode("widgetStyleHashes", () => widgets?.styleHashes().join(" ") ?? "");

  eleventyConfig.addPlugin(EleventyVitePlugin, {
    viteOptions: {
      resolve: {
        alias: {
          "/widgets": path.resolve("widgets"),
          "/styles": path.resolve("site/styles"),
        },
      },
      build: {
        assetsDir: "assets",
        // Inline nothing: a data: URL would need a laxer Content-Security-Policy.
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
        ...minified,
        // Pages are read and transformed 20 at a time: each page's pictures open several files,
        // and a blog of a thousand articles opened them all at once (EMFILE) without a limit.
        rollupOptions: { maxParallelFileOps: 20 },
      },
      plugins: [
        wordsAsBuilt(),
        emitEleventyFiles(["sitemap.xml", "robots.txt", "_headers"]),
        lowPriorityScripts(),
        servePagesAsBuilt(),
      ],
    },
    // `npm run dev` listens on PORT, like `npm start`.
    serverOptions: { port: Number(process.env.PORT) || 8080 },
  });

  // Articles are set with typographic quotes: an author types ' and " and the page prints ’ and
  // “ ”, as a printed page would (markdown-it's smart quotes only; its other replacements, such as
  // (c) to ©, stay off).
  // (Eleventy 3 has `amendLibrary`; its published types do not name it yet.)
  /** @typedef {{ set(options: { typographer: boolean }): void, disable(rule: string): void }} Md */
  const libraries = /** @type {{ amendLibrary(name: "md", amend: (md: Md) => void): void }} */ (
    /** @type {unknown} */ (eleventyConfig)
  );
  libraries.amendLibrary("md", (md) => {
    md.set({ typographer: true });
    md.disable("replacements");
  });

  eleventyConfig.addWatchTarget("widgets/");
  eleventyConfig.addWatchTarget("drawings/");
  eleventyConfig.addWatchTarget("site/styles/");
}

export const config = {
  dir: { input: "site", output: "dist", includes: "_includes", data: "_data" },
  markdownTemplateEngine: "njk",
  htmlTemplateEngine: "njk",
  templateFormats: ["njk", "md"],
};
