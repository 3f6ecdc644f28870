/**
 * `npm run bench:seat-view`: how long the 3D seat view takes to draw a frame of the twelve-seat
 * room, as the visitor turns their head, at full speed and with the CPU slowed four times (a
 * mid-range phone). Times are the view's own `seat-view-frame` marks: the script's work for a
 * frame, WebGL calls included. Needs a build (`npm run build`); serves it with the real server.
 * Prints a Markdown table; BENCH_FRAMES (default 40) frames per run.
 */
import { startServer } from "../tests/server.ts";
import { twelveSeatRoom } from "../tests/rooms.ts";
import { roomQuery } from "../core/room/planner-link.ts";
import { FRAME_MEASURE } from "../widgets/seat-view/open-seat-view.ts";
import { atEachSlowdown } from "./slowed.ts";

const frames = Number(process.env.BENCH_FRAMES ?? 40);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};

const server = await startServer({ DATA_DIR: ".data/bench" });
const rows: string[] = [];
try {
  const runs = await atEachSlowdown(
    (browser) => browser.newPage({ viewport: { width: 1280, height: 900 } }),
    async (page, slowDown) => {
      await page.goto(
        `http://localhost:${server.port}/plan-your-cinema?${roomQuery(twelveSeatRoom(), "metric", "")}`,
      );
      await page.getByRole("button", { name: "See it from a seat" }).click();
      const view = page.locator("canvas.seat-view__canvas[data-state=ready]");
      await view.waitFor({ timeout: 60_000 });
      await slowDown();
      await view.focus();
      await page.evaluate(() => performance.clearMeasures());
      for (let frame = 0; frame < frames; frame++) {
        await page.keyboard.press(frame % 20 < 10 ? "ArrowRight" : "ArrowLeft");
        await page.waitForFunction(
          ([name, count]) => performance.getEntriesByName(name).length >= count,
          [FRAME_MEASURE, frame + 1] as const,
        );
      }
      return page.evaluate(
        (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
        FRAME_MEASURE,
      );
    },
  );
  for (const { slowdown, result: times } of runs)
    rows.push(
      `| ${slowdown}× | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`,
    );
} finally {
  await server.stop();
}
console.log("| CPU | frames | median ms | p95 ms | max ms |\n| --- | --- | --- | --- | --- |");
console.log(rows.join("\n"));
