/**
 * The room as a designer reads it next: its first modes and where the main row sits against them,
 * the subwoofers, every seat's view and sound against the standards (and the worst seat), the
 * light a projector must put on the screen and the amplifier power for reference level. Each rule
 * is stated where it is used, with its source. Pure.
 */
import {
  DOLBY,
  EYE_HEIGHT,
  FRONT_ROW_STRETCH_ANGLE,
  HDR_FOOT_LAMBERTS,
  HEAD_ABOVE_EYE,
  MAX_VERTICAL_ANGLE,
  MAX_VIEWING_ANGLE,
  MIN_VIEWING_ANGLE,
  REFERENCE_PEAK_DB,
  SCREEN_GAIN,
  SDR_FOOT_LAMBERTS,
  SPEAKER_SENSITIVITY_DB,
  SPEED_OF_SOUND,
  TREATED_RT60,
} from "./rules.ts";
import { azimuth } from "./speakers.ts";
import type { RoomGeometry, Seat } from "./shapes.ts";
import { SQUARE_FEET_PER_SQUARE_METRE, degrees, round } from "./units.ts";
import { viewingAngle } from "./design.ts";

export interface SeatReading {
  row: number;
  index: number;
  /** The horizontal angle the screen fills. */
  viewing: number;
  /** How far above the eyes the screen's top edge is, in degrees. */
  vertical: number;
  /** How far the sightline to the screen's bottom edge passes over the head in front (metres). */
  clearance: number | null;
  /** Angles from straight ahead to the front left and right speakers. */
  frontLeft: number;
  frontRight: number;
  /** The angle to the nearest side surround. */
  surround: number;
  /** How far the seat is inside the rules: the least margin of its figures (negative: outside). */
  margin: number;
}

export interface Readings {
  /** The first axial mode along each dimension: f = c / 2L, c = 343 m/s. */
  modes: { length: number; width: number; height: number };
  /** Schroeder frequency 2000·√(T60 / V) for a room treated to 0.3–0.4 s: below it, modes rule. */
  schroeder: { low: number; high: number };
  /** The main row from the back wall, as a share of the length, and the nearest length-mode null. */
  mainRow: { fromBack: number; share: number; nearestNull: number; clearOfNulls: boolean };
  subwoofers: { count: number; where: "front" | "front-back" | "four-walls" };
  seats: SeatReading[];
  worst: SeatReading;
  /** Lumens for 16 fL and 30 fL on this screen, with the gain assumed; a panel's size instead. */
  light:
    | { kind: "projector"; gain: number; sdr: number; hdr: number; area: number }
    | { kind: "panel"; diagonal: number };
  /** Watts per channel for 105 dB peaks at the main seat, from the farthest screen speaker. */
  amplifier: { watts: number; distance: number; sensitivity: number; peak: number };
}

/** First axial mode of a dimension: half a wavelength fits between its walls. */
export const axialMode = (metres: number) => SPEED_OF_SOUND / (2 * metres);

/** Schroeder's frequency for a room of `volume` m³ with a reverberation time of `t60` s. */
export const schroeder = (t60: number, volume: number) => 2000 * Math.sqrt(t60 / volume);

/** SPL = sensitivity + 10·log10(W) − 20·log10(d), solved for W. */
export const wattsFor = (spl: number, sensitivity: number, distance: number) =>
  10 ** ((spl - sensitivity + 20 * Math.log10(distance)) / 10);

/** Lumens = foot-lamberts × area in ft² ÷ screen gain. */
export const lumensFor = (footLamberts: number, areaM2: number, gain: number) =>
  (footLamberts * areaM2 * SQUARE_FEET_PER_SQUARE_METRE) / gain;

function seatReading(room: RoomGeometry, seat: Seat): SeatReading {
  const { screen, rows, speakers } = room;
  const distance = seat.x - screen.x;
  const viewing = viewingAngle(screen.width, distance, seat.y);
  const vertical = degrees(Math.atan((screen.bottom + screen.height - seat.z) / distance));
  const before = rows[seat.row - 1];
  let clearance: number | null = null;
  if (before) {
    // The line from the screen's bottom edge to these eyes, where it passes the row in front.
    const at = (before.x - screen.x) / distance;
    const line = screen.bottom + (seat.z - screen.bottom) * at;
    clearance = line - (before.floor + EYE_HEIGHT + HEAD_ABOVE_EYE);
  }
  const find = (id: string) => speakers.find((speaker) => speaker.id === id);
  const left = find("L");
  const right = find("R");
  const frontLeft = left ? azimuth(seat, left) : 0;
  const frontRight = right ? azimuth(seat, right) : 0;
  const sides = speakers.filter((speaker) => /^[LR]ss/.test(speaker.id));
  const surround = sides.length
    ? sides
        .map((speaker) => azimuth(seat, speaker))
        .reduce((closest, angle) =>
          Math.abs(angle - DOLBY.side.aim) < Math.abs(closest - DOLBY.side.aim) ? angle : closest,
        )
    : 0;
  const maxView = seat.row === 0 ? FRONT_ROW_STRETCH_ANGLE : MAX_VIEWING_ANGLE;
  const margins = [
    viewing - MIN_VIEWING_ANGLE,
    maxView - viewing,
    MAX_VERTICAL_ANGLE - vertical,
    ...(clearance === null ? [] : [clearance * 100]),
  ];
  return {
    row: seat.row,
    index: seat.index,
    viewing: round(viewing, 0.1),
    vertical: round(vertical, 0.1),
    clearance: clearance === null ? null : round(clearance, 0.005),
    frontLeft: round(frontLeft, 0.1),
    frontRight: round(frontRight, 0.1),
    surround: round(surround, 0.1),
    margin: round(Math.min(...margins), 0.1),
  };
}

/** Everything a designer reads from a designed room. */
export function readingsOf(room: RoomGeometry): Readings {
  const { length, width, height, screen } = room;
  const volume = length * width * height;
  const fromBack = length - room.main.x;
  const share = fromBack / length;
  // The first length mode has its pressure null at half the length, the second at the quarter
  // points: a main row on a null hears those notes thin.
  const nulls = [0.25, 0.5];
  const nearestNull = nulls.reduce((a, b) => (Math.abs(share - a) <= Math.abs(share - b) ? a : b));
  const seats = room.seats.map((seat) => seatReading(room, seat));
  // The worst seat: the least margin inside the rules; on a tie, the farthest from the main seat.
  const worst = seats.reduce((a, b) => (b.margin < a.margin - 1e-9 ? b : a));
  const screenSpeakers = room.speakers.filter((speaker) => speaker.kind === "screen");
  const distance = Math.max(
    ...screenSpeakers.map((speaker) =>
      Math.hypot(room.main.x - speaker.x, room.main.y - speaker.y, room.main.z - speaker.z),
    ),
  );
  const area = screen.width * screen.height;
  return {
    modes: {
      length: round(axialMode(length), 0.1),
      width: round(axialMode(width), 0.1),
      height: round(axialMode(height), 0.1),
    },
    schroeder: {
      low: Math.round(schroeder(TREATED_RT60[0], volume)),
      high: Math.round(schroeder(TREATED_RT60[1], volume)),
    },
    mainRow: {
      fromBack: round(fromBack),
      share: round(share, 0.01),
      nearestNull,
      clearOfNulls: Math.abs(share - nearestNull) >= 0.05,
    },
    subwoofers: {
      count: room.layout.subs,
      where: room.layout.subs >= 4 ? "four-walls" : room.layout.subs >= 2 ? "front-back" : "front",
    },
    seats,
    worst,
    light:
      screen.kind === "flat-panel"
        ? { kind: "panel", diagonal: screen.diagonalInches }
        : {
            kind: "projector",
            gain: SCREEN_GAIN[screen.kind],
            area: round(area, 0.01),
            sdr: Math.round(lumensFor(SDR_FOOT_LAMBERTS, area, SCREEN_GAIN[screen.kind]) / 50) * 50,
            hdr: Math.round(lumensFor(HDR_FOOT_LAMBERTS, area, SCREEN_GAIN[screen.kind]) / 50) * 50,
          },
    amplifier: {
      watts: Math.round(wattsFor(REFERENCE_PEAK_DB, SPEAKER_SENSITIVITY_DB, distance)),
      distance: round(distance, 0.01),
      sensitivity: SPEAKER_SENSITIVITY_DB,
      peak: REFERENCE_PEAK_DB,
    },
  };
}
