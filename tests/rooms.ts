import type { RoomInput } from "../core/room/shapes.ts";

/**
 * The planner's worked example, as the planner tests use it: a 7.5 × 5 m room, 2.7 m high, with
 * twelve seats facing an acoustically transparent 2.39:1 screen. Give `overrides` to vary it.
 */
export const twelveSeatRoom = (overrides: Partial<RoomInput> = {}): RoomInput => ({
  length: 7.5,
  width: 5,
  height: 2.7,
  seats: 12,
  screen: "projector-at",
  aspect: "2.39:1",
  ...overrides,
});
