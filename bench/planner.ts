/**
 * `npm run bench:planner`: how long the room model takes to design a room, as the planner does on
 * every keystroke, in Chromium at full speed and with the CPU slowed four times (a mid-range
 * phone), beside one frame at 60 fps (16.7 ms), the time a design must stay well inside. The
 * model alone, bundled as the browser runs it, over a grid of 630 rooms; each room's median of
 * five runs of ten designs. Prints a Markdown table; needs no build.
 */
import { build } from "esbuild";
import type * as RoomModel from "../core/room/design.ts";
import { atEachSlowdown } from "./slowed.ts";

const FRAME_MS = 1000 / 60;

const { outputFiles } = await build({
  entryPoints: ["core/room/design.ts"],
  bundle: true,
  format: "iife",
  globalName: "roomModel",
  minify: true,
  write: false,
});
const runs = await atEachSlowdown(
  (browser) => browser.newPage(),
  async (page, slowDown) => {
    await page.setContent("<p>The room model</p>");
    await page.addScriptTag({ content: outputFiles[0]!.text });
    await slowDown();
    return page.evaluate(() => {
      const model = (window as unknown as { roomModel: typeof RoomModel }).roomModel;
      const rooms = [];
      for (const length of [3, 4.2, 6, 7.5, 9, 12, 15])
        for (const width of [2.5, 3.6, 5, 8, 12])
          for (const height of [2.2, 2.7, 4])
            for (const seats of [4, 12, 16])
              for (const screen of ["projector-at", "flat-panel"] as const)
                rooms.push({ length, width, height, seats, screen, aspect: "2.39:1" as const });
      // The first design runs before the engine has compiled the model, as on the page.
      let start = performance.now();
      model.designCinema(rooms[0]!);
      const first = performance.now() - start;
      // The browser's clock counts in tenths of a millisecond: each run times ten designs.
      const medians = rooms.map((room) => {
        const runs = [];
        for (let run = 0; run < 5; run++) {
          start = performance.now();
          for (let design = 0; design < 10; design++) model.designCinema(room);
          runs.push((performance.now() - start) / 10);
        }
        return runs.sort((a, b) => a - b)[2]!;
      });
      const sorted = medians.sort((a, b) => a - b);
      return {
        rooms: rooms.length,
        first,
        median: sorted[Math.floor(sorted.length / 2)]!,
        p95: sorted[Math.floor(sorted.length * 0.95)]!,
        slowest: sorted.at(-1)!,
      };
    });
  },
);
const ms = (value: number) => value.toFixed(2);
const rows = runs.map(
  ({ slowdown, result: timing }) =>
    `| ${slowdown}× | ${timing.rooms} | ${ms(timing.first)} | ${ms(timing.median)} | ${ms(timing.p95)} | ${ms(timing.slowest)} | ${ms(FRAME_MS)} |`,
);
console.log(
  "| CPU | rooms | first design ms | median ms | p95 ms | slowest room ms | one frame ms |\n| --- | --- | --- | --- | --- | --- | --- |",
);
console.log(rows.join("\n"));
