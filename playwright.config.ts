import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/browsers.js";
import { TEST_FORM_SECRET, TEST_MIN_FILL_MS } from "./tests/form-tokens.ts";

const port = Number(process.env.TEST_PORT ?? 4321);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One test per core. In the whole Chromium, two workers on two cores gained little (291 against
  // 249 s), the browsers already keeping both cores busy; in the headless shell, which draws the
  // same pages on 40 % less processor time, two took 140 s where one took 219.
  workers: "100%",
  // A test that passes only on a second try is a failing test.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL,
    // Every page is visited as by a visitor who asked for reduced motion: smooth scrolling (the
    // one thing the preference turns off besides image transitions) made every scroll a test
    // makes wait for an animation, 2 to 5 s each on this machine, and positions depend on timing.
    reducedMotion: "reduce",
    // No trace: recording one (snapshots of the page at every step, a screencast) took a third of
    // the suite's time on two cores (107 s against 71 s over 16 page sweeps), though only a failing
    // test's is kept. A failure still leaves its message, a screenshot and the page's ARIA
    // snapshot; run `npx playwright test <file> --trace on` to record one when a failure needs it.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumExecutable({ shell: true }), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The same server `npm start` runs, on a port of its own so it never meets a developer's.
    command: "npm start",
    env: {
      PORT: String(port),
      DATA_DIR: ".data/test",
      TRUST_PROXY: "1",
      FORM_SECRET: TEST_FORM_SECRET,
      // A test server: forms may be sent a moment after their token, not 3 seconds after.
      NODE_ENV: "test",
      FORM_MIN_FILL_MS: String(TEST_MIN_FILL_MS),
    },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
