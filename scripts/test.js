// @ts-check
/**
 * `npm test`: every check, side by side so that both cores stay busy, and failing when any failed.
 * ESLint, Prettier, TypeScript and the unit tests (which need no build) start at once with the
 * site's build (skipped when `dist` is already a build of the current sources). Once the build is
 * in, the browser tests (Playwright) and the built site's checks without a browser (vitest's `site`
 * project) run on it while the others finish. Most of these steps are one core's work or wait (on
 * Postgres, a child process, a browser), so on two cores the whole takes little longer than the
 * build and the browser tests one after the other.
 * The browser tests print as they run; every other step prints its output in one piece when it
 * ends.
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
      if (buffered) {
        const name = command.join(" ");
        process.stdout.write(`\n> npm run ${name}: ${code === 0 ? "passed" : "FAILED"}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
}

const built = (await buildIsCurrent()) ? Promise.resolve(0) : run(["build"], true);
const onTheBuild = built.then((code) =>
  code === 0
    ? Promise.all([run(["test:unit", "--project", "site"], true), run(["test:e2e"], false)])
    : [code],
);
const checks = [["lint"], ["format:check"], ["typecheck"], ["test:unit", "--project", "unit"]];
const codes = [
  ...(await Promise.all(checks.map((step) => run(step, true)))),
  ...(await onTheBuild),
];
if (codes.some((code) => code !== 0)) process.exit(1);
