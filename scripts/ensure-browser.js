// @ts-check
/**
 * Makes sure a Chromium exists for the browser tests: Playwright's own build if it is installed,
 * else the system's. On a machine with neither it installs Debian's package when it can (as root
 * with apt-get), and Playwright's download otherwise.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** @param {string} command */
function run(command) {
  console.log(`> ${command}`);
  execSync(command, { stdio: "inherit" });
}

function found() {
  const candidates = [process.env.CHROMIUM_PATH, chromium.executablePath(), SYSTEM_CHROMIUM];
  return candidates.find((file) => file && existsSync(file));
}

if (found()) process.exit(0);

console.log("No Chromium found for the browser tests; installing one.");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (hasApt) {
  const sudo = isRoot ? "" : "sudo ";
  run(`${sudo}apt-get update`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium`);
} else {
  run("npx playwright install chromium");
}

if (!found()) {
  console.error("Could not install Chromium. Set CHROMIUM_PATH to a Chromium or Chrome binary.");
  process.exit(1);
}
