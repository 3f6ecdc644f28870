import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "core/**/*.test.ts",
      "drawings/**/*.test.ts",
      "widgets/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "tests/unit/**/*.test.{ts,js}",
    ],
    environment: "node",
  },
});
