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
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // The cleaning rules strip control characters on purpose.
      "no-control-regex": "off",
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
);
