import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // Three files at a time, on any machine: most of the slow files wait (on Postgres, a child
    // process, a timer) rather than compute, so on two cores three run in 160 s where vitest's
    // default of one fewer than the cores (one) took 240 s.
    maxWorkers: 3,
    // A test asserts what happens, not how fast: on a busy two-core machine 200 appends each
    // written through to disk took more than vitest's default 5 s. Timing is the benchmarks' work.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          globalSetup: ["tests/compiled-server.ts"],
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
          globalSetup: ["tests/site/built.ts", "tests/compiled-server.ts"],
        },
      },
    ],
  },
});
