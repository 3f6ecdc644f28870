// @ts-check
/**
 * `npm test`: every check, stopping at the first that fails. ESLint, Prettier, TypeScript and the
 * site's build (when `dist` is not a build of the current sources) run side by side: each is
 * mostly one core's work, so on a two-core machine they take about as long as the build alone.
 * Then the unit and built-site tests (vitest), then the browser tests (Playwright) on that build.
 * Each parallel step's output is printed whole when it ends, so two never interleave.
 */
import { spawn } from "node:child_process";
import { buildIsCurrent } from "./build-current.js";

/**
 * Runs `npm run <script>`; resolves with its exit code.
 * @param {string} script
 * @param {boolean} buffered hold the output and print it whole at the end
 * @returns {Promise<number>}
 */
function run(script, buffered) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.stderr?.on("data", (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (buffered) {
        process.stdout.write(`\n> npm run ${script}: ${code === 0 ? "passed" : "FAILED"}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
}

const side = ["lint", "format:check", "typecheck"];
if (!(await buildIsCurrent())) side.push("build");
const codes = await Promise.all(side.map((script) => run(script, true)));
if (codes.some((code) => code !== 0)) process.exit(1);
for (const script of ["test:unit", "test:e2e"]) {
  const code = await run(script, false);
  if (code !== 0) process.exit(code);
}
