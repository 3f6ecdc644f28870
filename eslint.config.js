// @ts-check
/**
 * Lint rules for every TypeScript and JavaScript file of the project: the recommended rules of
 * ESLint and typescript-eslint, React's rules of hooks, and jsx-a11y's accessibility rules for
 * the widgets. Run by `npm run lint`, `npm run check` and `npm test`.
 */
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers the code stands on, lowest first: `core/` (the room model, the forms' definitions
 * and rules, the content read, checked and filled once) is the ground floor and imports nothing
 * above it; `drawings/` draws from the room model; `widgets/`, `server/` and the site's build
 * (`site/`) stand on those and never reach into each other. Only `core/` reads the content files
 * in `site/_data/` itself: everything else takes its words from `core/content/words.ts`. The
 * root configuration (`.eleventy.js`), the scripts, the bench and the tests put the layers
 * together and may import any of them. Tests beside a module may reach up to check the layers
 * meet (a form drawn by the server and by its widget).
 */
/** @typedef {{ regex: string, message: string }} Pattern */
/**
 * A layer's import rule: its files (tests beside them aside) may import nothing matching `patterns`.
 * @param {string} folder
 * @param {Pattern[]} patterns
 * @returns {import("eslint").Linter.Config}
 */
const layer = (folder, patterns) => ({
  files: [`${folder}/**/*.{js,ts,tsx}`],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: { "no-restricted-imports": ["error", { patterns }] },
});
/** @returns {Pattern} an import from any of `folders`. */
const from = (/** @type {string[]} */ folders, /** @type {string} */ message) => ({
  regex: `(^|/)(${folders.join("|")})/`,
  message,
});
/** @type {Pattern} */
const CONTENT_FILE = {
  regex: "(^|/)site/_data/[^/]+\\.json$",
  message: "Take the words from core/content/words.ts, where their facts are filled.",
};
/** @type {import("eslint").Linter.Config[]} */
export const layers = [
  {
    files: ["**/*.{js,ts,tsx}"],
    ignores: ["core/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [CONTENT_FILE] }] },
  },
  layer("core", [
    from(
      ["drawings", "widgets", "server", "scripts", "bench", "deploy", "tests"],
      "core/ is the ground floor: it imports nothing above it.",
    ),
    {
      regex: "(^|/)site/(?!_data/[^/]+\\.json$)",
      message: "core/ is the ground floor: of site/ it reads only the content files.",
    },
  ]),
  layer("drawings", [
    CONTENT_FILE,
    from(["widgets", "server", "site"], "drawings/ stands on core/ alone."),
  ]),
  layer("widgets", [
    CONTENT_FILE,
    from(["server", "site"], "widgets/ stands on core/ and drawings/, never on server/ or site/."),
  ]),
  layer("server", [
    CONTENT_FILE,
    from(["widgets", "drawings", "site"], "server/ stands on core/ alone."),
  ]),
  layer("site", [
    CONTENT_FILE,
    from(
      ["widgets", "server", "drawings"],
      "site/ stands on core/; .eleventy.js puts the widgets and drawings into its pages.",
    ),
  ]),
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist",
      ".builds/",
      "build/",
      "playwright-report/",
      "test-results/",
      "public/",
      "art/",
      "docs/",
      "examples/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The cleaning rules strip control characters on purpose.
      "no-control-regex": "off",
      // React awaits nothing a handler returns; a form's async submit handler is how it is written.
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      // A leading underscore names what is deliberately left unused.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Tests and type declarations read JSON and third-party shapes loosely.
    files: ["tests/**", "**/*.test.{ts,tsx}", "**/*.d.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // React's `act` is given an async callback so that it waits for the promises the callback
    // starts (a fetch answered, a state set after it) before the test reads the page; such a
    // callback often has nothing of its own to await.
    files: ["**/*.dom.test.{ts,tsx}"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    files: ["widgets/**/*.{ts,tsx}", "core/forms/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["widgets/**/*.tsx", "core/forms/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari drops a list's semantics when its bullets are styled away, unless the role is said.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"] }],
    },
  },
  ...layers,
);
