// @ts-check
/**
 * Makes sure the browsers for the browser tests exist. Chromium: Playwright's own build if it is
 * installed, else the system's headless shell. Firefox (ESR, driven over WebDriver BiDi by
 * puppeteer-core for the path to the consultation): the system's. On a machine without them it
 * installs Debian's packages when it can (as root, or with sudo, with apt-get); where there is no
 * apt, Playwright's Chromium download, and the Firefox test says what it needs and is skipped.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { firefoxExecutable, testChromiumFound } from "../tests/browsers.js";

/** @param {string} command */
function run(command) {
  console.log(`> ${command}`);
  execSync(command, { stdio: "inherit" });
}

/** @type {string[]} */
const packages = [];
if (!testChromiumFound()) packages.push("chromium-headless-shell");
if (!firefoxExecutable()) packages.push("firefox-esr");
if (packages.length === 0) process.exit(0);

console.log(`Installing what the browser tests need: ${packages.join(", ")}.`);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (existsSync("/usr/bin/apt-get")) {
  const sudo = isRoot ? "" : "sudo ";
  run(`${sudo}apt-get update`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(" ")}`);
} else if (packages.includes("chromium-headless-shell")) {
  run("npx playwright install chromium");
}

if (!testChromiumFound()) {
  console.error("Could not install Chromium. Set CHROMIUM_PATH to a Chromium or Chrome binary.");
  process.exit(1);
}
