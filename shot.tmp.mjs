import { chromium } from "@playwright/test";
const [,, url, out, width = "1280", selector = ".planner"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
const page = await context.newPage();
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(url, { waitUntil: "networkidle" });
if (process.env.TOUCH) { await page.locator("cinema-planner input").first().focus(); await page.waitForTimeout(2000); }
await page.locator(selector).first().screenshot({ path: out });
await browser.close();
