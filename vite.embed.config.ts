import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

const FILE = "consultation-form.js";
const OUT_DIR = "dist/embed";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
const site = JSON.parse(readFileSync("site/_data/site.json", "utf8")) as {
  url: string;
  endpoints: { consultation: string };
};

/** The value of a `<script integrity>` attribute for these bytes. */
function integrityOf(bytes: Buffer): string {
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
}

/**
 * The markup a partner pastes: the element, then the script. Only a pinned version carries its
 * integrity: on the moving path a hash would stop the form loading at the next release.
 */
function snippet(src: string, integrity?: string): string {
  const endpoint = new URL(site.endpoints.consultation, site.url).href;
  const check = integrity ? ` integrity="${integrity}" crossorigin="anonymous"` : "";
  return [
    `<consultation-form endpoint="${endpoint}" form-key="your-agency"></consultation-form>`,
    `<script src="${new URL(src, site.url).href}"${check}></script>`,
  ].join("\n");
}

/**
 * Besides the moving `/embed/consultation-form.js`, writes the same bytes to
 * `/embed/v<version>/consultation-form.js` (served immutable: a partner who pins it sees no change
 * until they choose to move) and `/embed/manifest.json`: the version, each script's SHA-384
 * integrity and the snippet to paste, so the documented snippet always matches the published file.
 */
function versionedCopy(): Plugin {
  return {
    name: "embed-versioned-copy",
    writeBundle(options) {
      // Wherever the bundle was written (a build may point outDir at a staging directory).
      const dir = options.dir ?? OUT_DIR;
      const bytes = readFileSync(path.join(dir, FILE));
      const integrity = integrityOf(bytes);
      const pinned = `/embed/v${version}/${FILE}`;
      mkdirSync(path.join(dir, `v${version}`), { recursive: true });
      writeFileSync(path.join(dir, `v${version}`, FILE), bytes);
      const scripts = [
        { src: pinned, integrity, cache: "immutable", snippet: snippet(pinned, integrity) },
        {
          src: `/embed/${FILE}`,
          integrity,
          cache: "one hour; changes with each release",
          snippet: snippet(`/embed/${FILE}`),
        },
      ];
      writeFileSync(
        path.join(dir, "manifest.json"),
        `${JSON.stringify({ version, scripts }, null, 2)}\n`,
      );
    },
  };
}

/**
 * Builds `dist/embed/consultation-form.js`, the script partner sites paste: a classic script (an
 * IIFE, so it runs from another origin with no module loading), self-contained, with a stable name.
 * Runs after the site build, into the same `dist/`.
 */
export default defineConfig({
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  plugins: [versionedCopy()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    target: "es2020",
    lib: {
      entry: "widgets/consultation-form/embed.ts",
      formats: ["iife"],
      name: "ConsultationFormEmbed",
      fileName: () => FILE,
    },
    rollupOptions: { output: { extend: false } },
  },
});
