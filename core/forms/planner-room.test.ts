import { describe, expect, it } from "vitest";
import { designCinema } from "../room/design.ts";
import { summaryOf } from "../room/summary.ts";
import { twelveSeatRoom } from "../../tests/rooms.ts";
import { data } from "../../tests/content.ts";
import { plannedRoom } from "./planner-room.ts";

const query =
  "length=7.5&width=5&height=2.7&seats=12&screen=projector-at&aspect=2.39x1&unit=metric";

describe("plannedRoom", () => {
  it("keeps the room, its design in words and a link that reopens it on the site", () => {
    const record = plannedRoom(`${query}&budget=50-100k`, "https://www.example.co.uk")!;
    expect(record.room).toBe(`${query}&budget=50-100k`);
    expect(record.roomLink).toBe(`https://www.example.co.uk/plan-your-cinema?${record.room}`);
    // Drawn up again by the room model, never taken from the request.
    const summary = summaryOf(
      designCinema(twelveSeatRoom()),
      data("planner").widget,
      "metric",
      data("homeCinema").packages,
    );
    expect(record.roomDesign).toBe(`${summary} Budget: £50,000 to £100,000.`);
  });
  it("writes the room in the visitor's own query order, whatever order it came in", () => {
    const shuffled =
      "unit=metric&seats=12&aspect=2.39x1&screen=projector-at&height=2.7&width=5&length=7.5";
    expect(plannedRoom(shuffled, "http://localhost:4611")?.room).toBe(query);
  });
  it.each([
    undefined,
    "",
    "length=abc&width=5&height=2.7&seats=12&screen=projector-at&aspect=16x9",
    "length=40&width=5&height=2.7&seats=12&screen=projector-at&aspect=16x9",
    "length=7&width=5&height=1.5&seats=12&screen=projector-at&aspect=16x9",
    "<script>alert(1)</script>",
    `${query}&x=${"a".repeat(400)}`,
    42,
  ])("leaves out %j, which is not a room", (raw) => {
    expect(plannedRoom(raw, "https://www.example.co.uk")).toBeUndefined();
  });
});
