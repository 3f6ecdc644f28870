import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { layers } from "../../eslint.config.js";

// Every file is linted, as in the project's own configuration; only the layers' rules are on.
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.{js,ts,tsx}"] }, ...layers],
});

/** The messages ESLint gives an import of `specifier` written in `file`. */
async function complaints(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${specifier}";\n`, {
    filePath: file,
  });
  return (result?.messages ?? []).map((message) => message.message);
}

describe("the layers", () => {
  it.each([
    ["core/forms/x.ts", "../../widgets/consultation-form/copy.ts"],
    ["core/room/x.ts", "../../server/settings.ts"],
    ["core/content/x.ts", "../../site/_config/filters.js"],
    ["core/content/x.ts", "../../drawings/room-drawing.ts"],
    ["drawings/x.ts", "../widgets/cinema-planner/CinemaPlanner.tsx"],
    ["widgets/consultation-form/x.ts", "../../server/settings.ts"],
    ["widgets/consultation-form/x.ts", "../../site/_data/site.json"],
    ["server/leads/x.ts", "../../widgets/shared/ErrorBoundary.tsx"],
    ["server/x.ts", "../drawings/room-drawing.ts"],
    ["server/x.ts", "../site/_data/formAnswers.json"],
    ["site/_config/x.js", "../../widgets/render.tsx"],
    ["scripts/x.ts", "../site/_data/site.json"],
    ["widgets/consultation-form/x.test.ts", "../../site/_data/consultationForm.json"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await complaints(file, specifier)).not.toEqual([]);
  });

  it.each([
    ["core/content/x.ts", "../../site/_data/site.json"],
    ["core/forms/x.ts", "../room/design.ts"],
    ["drawings/x.ts", "../core/room/design.ts"],
    ["widgets/cinema-planner/x.tsx", "../../drawings/room-drawing.ts"],
    ["widgets/cinema-planner/x.tsx", "../shared/widget-definition.ts"],
    ["server/leads/x.ts", "../../core/content/words.ts"],
    ["server/leads/x.ts", "../store/files.ts"],
    ["site/_config/x.js", "../../core/content/check-content.js"],
    ["scripts/x.ts", "../server/index.ts"],
    ["core/forms/x.test.ts", "../../widgets/consultation-form/copy.ts"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await complaints(file, specifier)).toEqual([]);
  });
});
