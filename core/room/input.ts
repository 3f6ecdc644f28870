/**
 * A visitor's room as typed, read into a room the designer takes: each field's problem by name,
 * and the room when every field is good. Lengths are kept in metres whatever unit they were typed
 * in. The planner checks as the visitor types; the server checks a posted room the same way. Pure.
 */
import { LIMITS, type Aspect, type ScreenKind } from "./rules.ts";
import type { RoomInput } from "./shapes.ts";
import { parseLength, type Unit } from "./units.ts";

/** What a visitor typed: lengths as text in metres, or in feet and inches. */
export interface RawRoom {
  length: string;
  width: string;
  height: string;
  seats: string;
  screen: string;
  aspect: string;
  unit: Unit;
}

export type RoomProblem = "number" | "too-small" | "too-large" | "choice";

export const SCREENS: readonly ScreenKind[] = ["projector-at", "projector-solid", "flat-panel"];
export const ASPECTS: readonly Aspect[] = ["16:9", "2.39:1"];

export function checkRoom(raw: RawRoom): {
  room?: RoomInput;
  problems: Partial<Record<keyof RoomInput, RoomProblem>>;
} {
  const problems: Partial<Record<keyof RoomInput, RoomProblem>> = {};
  const within = (name: "length" | "width" | "height" | "seats", value: number) => {
    const { min, max } = LIMITS[name];
    if (!Number.isFinite(value)) problems[name] = "number";
    else if (value < min - 1e-9) problems[name] = "too-small";
    else if (value > max + 1e-9) problems[name] = "too-large";
    return value;
  };
  const length = within("length", parseLength(raw.length, raw.unit));
  const width = within("width", parseLength(raw.width, raw.unit));
  const height = within("height", parseLength(raw.height, raw.unit));
  const seats = within("seats", /^\d+$/.test(raw.seats.trim()) ? Number(raw.seats) : Number.NaN);
  const screen = SCREENS.find((kind) => kind === raw.screen);
  if (!screen) problems.screen = "choice";
  const aspect = ASPECTS.find((kind) => kind === raw.aspect);
  if (!aspect) problems.aspect = "choice";
  if (Object.keys(problems).length || !screen || !aspect) return { problems };
  return { room: { length, width, height, seats, screen, aspect }, problems };
}

/**
 * The package a design corresponds to: the first (they are listed smallest first) whose seat
 * count holds the design's seats.
 */
export function packageFor<P extends { seats: number }>(seats: number, packages: readonly P[]): P {
  return packages.find((item) => item.seats >= seats) ?? packages.at(-1)!;
}
