import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { site } from "./core/content/words.ts";
import { minified } from "./site/_config/minify.js";
import { wordsAsBuilt } from "./site/_config/words-as-built.js";

const FILE = "consultation-form.js";
// The build script points SITE_OUTPUT at the new build folder before it is swapped in.
const OUT_DIR = `${process.env.SITE_OUTPUT ?? "dist"}/embed`;
/** Published versions, committed as they were released, so every deploy keeps serving them. */
const RELEASED_DIR = "public/embed";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

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

/** `["1.0.0", "1.1.0"]` for `public/embed/v1.0.0/`, `public/embed/v1.1.0/`. */
function releasedVersions(): string[] {
  if (!existsSync(RELEASED_DIR)) return [];
  return readdirSync(RELEASED_DIR)
    .filter(
      (name) => /^v\d+\.\d+\.\d+$/.test(name) && existsSync(path.join(RELEASED_DIR, name, FILE)),
    )
    .map((name) => name.slice(1));
}

/**
 * Besides the moving `/embed/consultation-form.js`, writes the same bytes to
 * `/embed/v<version>/consultation-form.js` (served immutable: a partner who pins it sees no change
 * until they choose to move), carries every earlier released version over from `public/embed/`,
 * and writes `/embed/manifest.json`: each version's SHA-384 integrity and the snippet to paste,
 * so the documented snippet always matches the published file.
 */
function versionedCopy(): Plugin {
  return {
    name: "embed-versioned-copy",
    writeBundle(options) {
      // Wherever the bundle was written (a build may point outDir at a staging directory).
      const dir = options.dir ?? OUT_DIR;
      const bytes = readFileSync(path.join(dir, FILE));
      const released = releasedVersions();
      if (released.includes(version)) {
        const published = readFileSync(path.join(RELEASED_DIR, `v${version}`, FILE));
        // A released version never changes: a partner's integrity hash must keep matching. The
        // change (new copy from the content files, a fix) reaches the moving path only, until a
        // developer releases it as a new version.
        if (!published.equals(bytes))
          this.warn(
            `The form has changed since v${version} was released: /embed/${FILE} has the change, ` +
              `/embed/v${version}/${FILE} keeps its released bytes. To pin the change, raise ` +
              `"version" in package.json and add its entry to docs/embed-changelog.md.`,
          );
      }
      for (const old of released)
        cpSync(path.join(RELEASED_DIR, `v${old}`), path.join(dir, `v${old}`), { recursive: true });
      if (!released.includes(version)) {
        mkdirSync(path.join(dir, `v${version}`), { recursive: true });
        writeFileSync(path.join(dir, `v${version}`, FILE), bytes);
      }

      const versions = [...new Set([...released, version])].sort((a, b) =>
        b.localeCompare(a, "en", { numeric: true }),
      );
      const scripts = versions.map((each) => {
        const src = `/embed/v${each}/${FILE}`;
        const integrity = integrityOf(readFileSync(path.join(dir, `v${each}`, FILE)));
        return {
          version: each,
          src,
          integrity,
          cache: "immutable",
          snippet: snippet(src, integrity),
        };
      });
      scripts.push({
        version,
        src: `/embed/${FILE}`,
        integrity: integrityOf(bytes),
        cache: "one hour; follows each release",
        snippet: snippet(`/embed/${FILE}`),
      });
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
  plugins: [wordsAsBuilt(), versionedCopy()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    target: "es2020",
    ...minified,
    lib: {
      entry: "widgets/consultation-form/embed.ts",
      formats: ["iife"],
      name: "ConsultationFormEmbed",
      fileName: () => FILE,
    },
    rollupOptions: { output: { extend: false } },
  },
});
