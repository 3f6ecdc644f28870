// Crops a tall PNG into pieces with the browser (no image library needed).
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const [,, file, pieces = "3"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
const data = readFileSync(file).toString("base64");
await page.setContent(`<img id=i src="data:image/png;base64,${data}" style="display:block">`);
const { w, h } = await page.evaluate(() => ({ w: i.naturalWidth, h: i.naturalHeight }));
await page.setViewportSize({ width: w, height: Math.min(h, 2000) });
const n = Number(pieces), step = Math.ceil(h / n);
for (let k = 0; k < n; k++) {
  await page.setViewportSize({ width: w, height: Math.min(step, h - k * step) });
  await page.evaluate((y) => (i.style.marginTop = `-${y}px`), k * step);
  await page.screenshot({ path: file.replace(".png", `_${k}.png`) });
}
await browser.close();
