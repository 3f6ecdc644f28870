/**
 * The 3D seat view on /plan-your-cinema, in headless Chromium drawing WebGL through SwiftShader:
 * nothing of it arrives before it is asked for, it stays within its budget, and from a seat the
 * picture fills the angle the design states for that seat, over the heads in front.
 */
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { roomQuery } from "../../core/room/planner-link.ts";
import { designCinema } from "../../core/room/design.ts";
import { FRAME_MEASURE, HORIZONTAL_FOV } from "../../widgets/seat-view/open-seat-view.ts";
import {
  allSeats,
  eyeAt,
  facingScreen,
  horizontalAngle,
  mainSeat,
  type SeatRef,
} from "../../widgets/seat-view/seat-geometry.ts";
import { data } from "../content.ts";
import { expectNoAxeViolations } from "../page-checks.ts";
import { twelveSeatRoom } from "../rooms.ts";
import { whenReady } from "../widgets.ts";

const words = data("seatView");
const budget = (
  JSON.parse(
    readFileSync("bench/budgets.json", "utf8"),
  ) as typeof import("../../bench/budgets.json")
).seatView.js;
const input = twelveSeatRoom();
const room = designCinema(input);
const PAGE = `/plan-your-cinema?${roomQuery(input, "metric", "")}`;
const SEAT_VIEW_CODE = /\/assets\/SeatViewPanel-[\w-]+\.js$/;

const canvas = (page: Page) => page.locator("cinema-planner canvas.seat-view__canvas");

/** How many frames the view has drawn so far. */
const framesDrawn = (page: Page) =>
  page.evaluate((name) => performance.getEntriesByName(name).length, FRAME_MEASURE);

/** Runs `act` and waits until the view has drawn a frame after it. */
async function afterFrame(page: Page, act: () => Promise<unknown>) {
  const before = await framesDrawn(page);
  await act();
  await expect.poll(() => framesDrawn(page)).toBeGreaterThan(before);
}

/** Opens the planner on the twelve-seat room and the 3D view from its main seat. */
async function openView(page: Page) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  await whenReady(page, "cinema-planner");
  // The floating call to action sits over the page's corner; the frame is measured without it.
  await page.locator("floating-cta").evaluate((element) => element.remove());
  await page.getByRole("button", { name: words.open }).click();
  // three.js is half a megabyte of script to parse: on a busy machine that takes seconds.
  await expect(canvas(page)).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  await canvas(page).scrollIntoViewIfNeeded();
  // The first frame is drawn: the picture glows in the middle of the view.
  await expect
    .poll(async () => {
      const frame = await luminance(canvas(page));
      return frame.at(Math.floor(frame.width / 2), Math.floor(frame.height / 2));
    })
    .toBeGreaterThan(LIT);
}

/** The canvas as pixels, one byte of luminance each. */
async function luminance(view: Locator) {
  const { data: pixels, info } = await sharp(await view.screenshot())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number) => pixels[(y * info.width + x) * info.channels]!,
  };
}

/** The picture is lit; the velvet around it and the dark room are not. */
const LIT = 40;

/**
 * Where the picture runs along the frame's middle row and down its middle column, from the middle
 * (the camera faces the picture's centre, so the middle of the frame is on it).
 */
async function pictureInFrame(view: Locator) {
  const frame = await luminance(view);
  const midX = Math.floor(frame.width / 2);
  const midY = Math.floor(frame.height / 2);
  expect(frame.at(midX, midY), "the middle of the frame is on the picture").toBeGreaterThan(LIT);
  let left = midX;
  while (left > 0 && frame.at(left - 1, midY) > LIT) left--;
  let right = midX;
  while (right < frame.width - 1 && frame.at(right + 1, midY) > LIT) right++;
  let bottom = midY;
  while (bottom < frame.height - 1 && frame.at(midX, bottom + 1) > LIT) bottom++;
  return { ...frame, left, right, bottom };
}

/** The horizontal angle between the lines through two columns of a frame `width` pixels wide. */
function angleBetween(left: number, right: number, width: number): number {
  const half = Math.tan((HORIZONTAL_FOV * Math.PI) / 360);
  const ray = (column: number) => Math.atan((((column + 0.5) / width) * 2 - 1) * half);
  return ((ray(right + 0.5) - ray(left - 0.5)) * 180) / Math.PI;
}

/**
 * The row of the frame where the picture's bottom edge crosses its middle column, for a frame
 * `width` × `height` seen from `seat`: straight down from the centre by the bottom's angle below
 * the line of sight.
 */
function bottomRow(seat: SeatRef, width: number, height: number): number {
  const eye = eyeAt(room, seat);
  const { pitch } = facingScreen(room, eye);
  const ahead = Math.hypot(eye.x - room.screen.x, eye.y);
  const below = pitch + (Math.atan2(eye.z - room.screen.bottom, ahead) * 180) / Math.PI;
  const halfHeight = Math.tan((HORIZONTAL_FOV * Math.PI) / 360) / (width / height);
  return height / 2 + ((Math.tan((below * Math.PI) / 180) / halfHeight) * height) / 2;
}

test.describe("the 3D seat view", () => {
  test("nothing of it arrives until it is asked for, and then within its budget", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(PAGE);
    await whenReady(page, "cinema-planner");
    const length = page
      .locator("cinema-planner")
      .getByLabel(data("planner").widget.fields.length.label, {
        exact: true,
      });
    await length.fill("8");
    await length.blur();
    await expect(page.getByRole("button", { name: words.open })).toBeVisible();
    expect(scripts.filter((url) => SEAT_VIEW_CODE.test(url))).toEqual([]);
    const before = scripts.length;

    await page.getByRole("button", { name: words.open }).click();
    // three.js is half a megabyte of script to parse: on a busy machine that takes seconds.
    await expect(canvas(page)).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    const fetched = scripts.slice(before);
    expect(fetched.some((url) => SEAT_VIEW_CODE.test(url))).toBe(true);
    let bytes = 0;
    for (const url of fetched) bytes += gzipSync(await (await page.request.get(url)).body()).length;
    expect(bytes).toBeLessThanOrEqual(budget);
  });

  test("from the main seat, a front corner and the seat behind, the picture fills the angle the design states over the heads in front; keys turn the head; a planner change rebuilds the room", async ({
    page,
  }) => {
    // One visit for everything the open view does: three.js takes seconds to arrive and parse.
    test.setTimeout(60_000);
    await openView(page);
    const view = canvas(page);
    const figures = page.locator("cinema-planner .seat-view__figures");
    await expect(figures).toHaveAttribute("aria-live", "polite");
    await expectNoAxeViolations(page);

    const main = mainSeat(room);
    const seats = allSeats(room);
    const corner = seats[0]!;
    // The seat of the back row nearest the main seat's line: it looks over the rows in front.
    const back = room.seats.filter((seat) => seat.row === room.rows.length - 1);
    const mainY = eyeAt(room, main).y;
    const { row, index } = back.reduce((a, b) =>
      Math.abs(b.y - mainY) < Math.abs(a.y - mainY) ? b : a,
    );
    const behind = { row, index };
    const visited = [main, corner, behind].filter(
      (seat, at, list) =>
        list.findIndex((other) => other.row === seat.row && other.index === seat.index) === at,
    );
    for (const seat of visited) {
      if (seat !== main)
        await afterFrame(page, () =>
          page
            .locator("cinema-planner .seat-view select")
            .selectOption(`${seat.row}-${seat.index}`),
        );
      const stated = horizontalAngle(room, eyeAt(room, seat));
      await expect(figures).toContainText(`${Math.round(stated)}°`);
      await expect(view).toHaveAccessibleName(
        new RegExp(`seen from Row ${seat.row + 1}, seat \\d`),
      );
      const picture = await pictureInFrame(view);
      const seen = angleBetween(picture.left, picture.right, picture.width);
      const where = `seat ${JSON.stringify(seat)}: ${seen.toFixed(2)}° seen, ${stated.toFixed(2)}° stated`;
      expect(Math.abs(seen - stated), where).toBeLessThanOrEqual(1);
      // Down the middle the picture reaches its bottom edge: no head in front is in the way.
      const bottom = bottomRow(seat, picture.width, picture.height);
      expect(
        Math.abs(picture.bottom - bottom),
        `${where}; bottom at ${picture.bottom}, ${bottom} expected`,
      ).toBeLessThanOrEqual(3);
    }

    // A seat tapped on the plan is the seat the view moves to, marked on the plan.
    const planSeats = page.locator("cinema-planner .planner__plan rect.seat");
    const last = room.seats.length - 1;
    const tapped = room.seats[last]!;
    await afterFrame(page, () => planSeats.nth(last).click());
    await expect(view).toHaveAccessibleName(
      new RegExp(`seen from Row ${tapped.row + 1}, seat ${tapped.index + 1}$`),
    );
    await expect(planSeats.nth(last)).toHaveClass(/seat--chosen/);
    await expect(page.locator("cinema-planner .planner__plan rect.seat--chosen")).toHaveCount(1);
    await expect(figures).toContainText(
      `${Math.round(horizontalAngle(room, eyeAt(room, tapped)))}°`,
    );
    await afterFrame(page, () =>
      page.locator("cinema-planner .seat-view select").selectOption(`${main.row}-${main.index}`),
    );

    // The arrow keys turn the head: turning right moves the picture left in the frame.
    const facing = await pictureInFrame(view);
    await view.focus();
    await afterFrame(page, () => page.keyboard.press("ArrowRight"));
    await afterFrame(page, () => page.keyboard.press("ArrowRight"));
    expect((await pictureInFrame(view)).left).toBeLessThan(facing.left - 20);
    await afterFrame(page, () => page.getByRole("button", { name: words.faceScreen }).click());
    expect(Math.abs((await pictureInFrame(view)).left - facing.left)).toBeLessThanOrEqual(1);

    // A narrower room: the view is rebuilt with the new design's picture.
    const width = page
      .locator("cinema-planner")
      .getByLabel(data("planner").widget.fields.width.label, { exact: true });
    await afterFrame(page, async () => {
      await width.fill("3.4");
      await width.blur();
    });
    const narrower = await pictureInFrame(view);
    expect(narrower.right - narrower.left).not.toBe(facing.right - facing.left);

    // Closed, the view leaves the plan as the planner drew it.
    await page.getByRole("button", { name: words.close }).click();
    await expect(page.locator("cinema-planner .planner__plan rect.seat--chosen")).toHaveCount(0);
  });

  test("where WebGL is not available it says so and the plan and section stay", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // The browser's own getContext, kept by its descriptor to be called on each canvas.
      const native = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, "getContext")!;
      const getContext = native.value as (this: HTMLCanvasElement, ...args: unknown[]) => unknown;
      Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
        ...native,
        value(this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
          return /webgl/.test(kind) ? null : getContext.call(this, kind, ...rest);
        },
      });
    });
    await page.goto(PAGE);
    await whenReady(page, "cinema-planner");
    await page.getByRole("button", { name: words.open }).click();
    await expect(
      page.locator("cinema-planner").getByRole("status").filter({ hasText: words.unsupported }),
    ).toBeVisible();
    await expect(page.locator("cinema-planner .drawing svg")).toHaveCount(2);
  });
});
