import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "core/**/*.test.ts",
            "drawings/**/*.test.ts",
            "widgets/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "tests/unit/**/*.test.{ts,js}",
          ],
        },
      },
      {
        // Checks of the built site read as files and as the server sends them, without a
        // browser: `dist` is built first when it is missing or older than its sources, and the
        // browser tests then serve that same build.
        extends: true,
        test: {
          name: "site",
          include: ["tests/site/**/*.test.ts"],
          globalSetup: ["tests/site/built.ts"],
        },
      },
    ],
  },
});
