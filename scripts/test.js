// @ts-check
/**
 * `npm test`: every check, stopping after the first step that fails.
 * 1. Side by side: ESLint, Prettier, TypeScript, the unit tests and the site's build (skipped
 *    when `dist` is already a build of the current sources; the one unit test file that runs
 *    `npm start` waits for it rather than building beside it). Each is mostly
 *    one core's work or waits (on Postgres, a child process, a timer), so together they keep two
 *    cores busy and end sooner than one after another.
 * 2. On that build, side by side: the browser tests (Playwright), printed as they run, and the
 *    built site's checks without a browser (vitest's `site` project, a few seconds).
 * A step run beside the browser tests or another step prints its output in one piece when it ends;
 * every step says how long it took.
 */
import { spawn } from "node:child_process";
import { buildIsCurrent } from "./build-current.js";

/**
 * Runs `npm run <script> [-- args]`; resolves with its exit code.
 * @param {string[]} command the script and its arguments
 * @param {boolean} buffered hold the output and print it whole at the end
 * @returns {Promise<number>}
 */
function run(command, buffered) {
  const [script = "", ...args] = command;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      "npm",
      ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])],
      {
        stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      },
    );
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.stderr?.on("data", (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const result = `${code === 0 ? "passed" : "FAILED"} in ${seconds} s`;
      process.stdout.write(`\n> npm run ${command.join(" ")}: ${result}\n`);
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs the steps side by side, `live` printing as it runs; exits when any failed.
 * @param {string[][]} steps
 * @param {string[]} [live]
 */
async function together(steps, live) {
  const runs = steps.map((step) => run(step, true));
  if (live) runs.push(run(live, false));
  const codes = await Promise.all(runs);
  if (codes.some((code) => code !== 0)) process.exit(1);
}

const first = [["lint"], ["format:check"], ["typecheck"], ["test:unit", "--project", "unit"]];
if (!(await buildIsCurrent())) first.push(["build"]);
await together(first);
await together([["test:unit", "--project", "site"]], ["test:e2e"]);
