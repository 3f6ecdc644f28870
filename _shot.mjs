import { chromium } from "@playwright/test";
const [, , url, out, width = "1280", full = "1"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, bypassCSP: true });
await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
const page = await context.newPage();
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
