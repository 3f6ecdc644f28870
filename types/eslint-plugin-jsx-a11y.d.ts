/** The part of eslint-plugin-jsx-a11y the lint configuration uses; the plugin ships no types. */
declare module "eslint-plugin-jsx-a11y" {
  import type { Linter } from "eslint";
  const plugin: {
    flatConfigs: { recommended: Linter.Config & { rules: Linter.RulesRecord } };
  };
  export default plugin;
}
