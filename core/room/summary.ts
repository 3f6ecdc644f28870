/**
 * A design in words: the figures the planner shows beside its drawing, the plain sentences for
 * what the room could not give, each seat against the standards, and the summary that screen
 * readers, the lead e-mail and the CSV export carry. Every word comes from the copy
 * (`site/_data/planner.json`); this only fills in the numbers. Pure.
 */
import { fillIn } from "../forms/fill-in.ts";
import type { Design } from "./design.ts";
import { packageFor, type RoomProblem } from "./input.ts";
import { readingsOf, type Readings, type SeatReading } from "./readings.ts";
import { LIMITS } from "./rules.ts";
import { lengthText, type Unit } from "./units.ts";

export { lengthText };

export type PlannerCopy = (typeof import("../content/words.ts"))["planner"]["widget"];

/** A package as the planner needs it: its name, its "from" price and the seats it is designed for. */
export interface PlannerPackage {
  name: string;
  price: number;
  seats: number;
}

/** 50000 → "£50,000". */
export function pounds(amount: number): string {
  return `£${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

export interface Figure {
  key:
    | "screen"
    | "seating"
    | "angles"
    | "vertical"
    | "risers"
    | "worst"
    | "sound"
    | "subs"
    | "modes"
    | "mainRow"
    | "light"
    | "amp"
    | "package";
  label: string;
  value: string;
  detail: string;
}

type Words = Record<string, string>;

const rowsText = (count: number, f: Words) =>
  count === 1 ? f.rowsOne! : fillIn(f.rowsMany!, { count });

/** The headline figures of a design, in the order the planner lists them. */
export function figuresOf(
  design: Design,
  copy: PlannerCopy,
  unit: Unit,
  packages: readonly PlannerPackage[],
  readings: Readings = readingsOf(design),
): Figure[] {
  const f = copy.figures as Words;
  const { rows } = design;
  const back = rows.at(-1)!;
  const pkg = packageFor(design.seatsPlaced, packages);
  const views = readings.seats.map((seat) => seat.viewing);
  const clearances = readings.seats.flatMap((seat) =>
    seat.clearance === null ? [] : [seat.clearance],
  );
  const worst = readings.worst;
  const light = readings.light;
  return [
    {
      key: "screen",
      label: f.screen!,
      value: fillIn(f.screenValue!, {
        diagonal: design.screen.diagonalInches,
        aspect: design.screen.aspect,
      }),
      detail: fillIn(f.screenDetail!, {
        width: lengthText(design.screen.width, unit),
        height: lengthText(design.screen.height, unit),
      }),
    },
    {
      key: "seating",
      label: f.seating!,
      value: fillIn(f.seatingValue!, { seats: design.seatsPlaced, rows: rowsText(rows.length, f) }),
      detail: fillIn(f.seatingDetail!, {
        fromBack: lengthText(readings.mainRow.fromBack, unit),
        share: Math.round(readings.mainRow.share * 100),
      }),
    },
    {
      key: "angles",
      label: f.angles!,
      value: fillIn(f.anglesValue!, {
        min: Math.round(Math.min(...views)),
        max: Math.round(Math.max(...views)),
      }),
      detail: f.anglesDetail!,
    },
    {
      key: "vertical",
      label: f.vertical!,
      value: fillIn(f.verticalValue!, {
        angle: Math.round(Math.max(...readings.seats.map((seat) => seat.vertical))),
      }),
      detail: f.verticalDetail!,
    },
    {
      key: "risers",
      label: f.risers!,
      value:
        back.floor > 0
          ? fillIn(f.risersValue!, { height: lengthText(back.floor, unit) })
          : f.risersFlat!,
      detail: clearances.length
        ? fillIn(f.risersDetail!, { clearance: lengthText(Math.min(...clearances), unit) })
        : "",
    },
    {
      key: "worst",
      label: f.worst!,
      value: fillIn(f.worstValue!, { row: worst.row + 1, seat: worst.index + 1 }),
      detail: fillIn(f.worstDetail!, {
        viewing: Math.round(worst.viewing),
        vertical: Math.round(worst.vertical),
        left: Math.round(worst.frontLeft),
        right: Math.round(worst.frontRight),
        surround: Math.round(worst.surround),
      }),
    },
    {
      key: "sound",
      label: f.sound!,
      value: fillIn(design.layout.overheads ? f.soundValue! : f.soundNoOverheads!, {
        layout: design.layout.name,
      }),
      detail: fillIn(f.soundDetail!, {
        ear: design.layout.ear,
        overheads: design.layout.overheads,
        subs: design.layout.subs,
      }),
    },
    {
      key: "subs",
      label: f.subs!,
      value: fillIn(f.subsValue!, { count: readings.subwoofers.count }),
      detail:
        readings.subwoofers.where === "four-walls"
          ? f.subsFourWalls!
          : readings.subwoofers.where === "front-back"
            ? f.subsFrontBack!
            : f.subsFront!,
    },
    {
      key: "modes",
      label: f.modes!,
      value: fillIn(f.modesValue!, {
        length: Math.round(readings.modes.length),
        width: Math.round(readings.modes.width),
        height: Math.round(readings.modes.height),
      }),
      detail: fillIn(f.modesDetail!, readings.schroeder),
    },
    {
      key: "mainRow",
      label: f.mainRow!,
      value: fillIn(f.mainRowValue!, { share: Math.round(readings.mainRow.share * 100) }),
      detail: readings.mainRow.clearOfNulls
        ? f.mainRowClear!
        : fillIn(f.mainRowNear!, { null: Math.round(readings.mainRow.nearestNull * 100) }),
    },
    light.kind === "projector"
      ? {
          key: "light",
          label: f.light!,
          value: fillIn(f.lightValue!, { sdr: light.sdr, hdr: light.hdr }),
          detail: fillIn(f.lightDetail!, { area: light.area, gain: light.gain }),
        }
      : {
          key: "light",
          label: f.light!,
          value: fillIn(f.panelValue!, { diagonal: light.diagonal }),
          detail: f.panelDetail!,
        },
    {
      key: "amp",
      label: f.amp!,
      value: fillIn(f.ampValue!, { watts: readings.amplifier.watts }),
      detail: fillIn(f.ampDetail!, {
        distance: lengthText(readings.amplifier.distance, unit),
        sensitivity: readings.amplifier.sensitivity,
      }),
    },
    {
      key: "package",
      label: f.package!,
      value: fillIn(f.packageValue!, { name: pkg.name }),
      detail: fillIn(f.packageDetail!, { price: pounds(pkg.price) }),
    },
  ];
}

/** The sentence for each thing the room could not give, lengths in the visitor's unit. */
export function notesOf(design: Design, copy: PlannerCopy, unit: Unit): string[] {
  const lengths = new Set(["cap", "height", "needed"]);
  const notes = copy.notes as Words;
  return design.notes.map((note) => {
    const values = Object.fromEntries(
      Object.entries(note.values).map(([name, value]) => [
        name,
        lengths.has(name) && typeof value === "number" ? lengthText(value, unit) : value,
      ]),
    );
    if (note.key === "fewer-seats") values.rows = rowsText(Number(note.values.rows), copy.figures);
    const reason = note.key === "fewer-seats" ? notes[`fewer-seats-${note.values.reason}`] : "";
    const scope = note.key === "fewer-seats" && note.values.scope ? notes["fewer-seats-scope"] : "";
    return [
      fillIn(notes[note.key]!, values),
      reason && fillIn(reason, values),
      scope && fillIn(scope, values),
    ]
      .filter(Boolean)
      .join(" ");
  });
}

/** Each seat's figures as the seat table shows them. */
export function seatRows(readings: Readings, copy: PlannerCopy, unit: Unit) {
  const none = copy.seatsTable.none;
  return readings.seats.map((seat: SeatReading) => ({
    key: `${seat.row}-${seat.index}`,
    row: seat.row + 1,
    seat: seat.index + 1,
    viewing: `${Math.round(seat.viewing)}°`,
    vertical: `${Math.round(seat.vertical)}°`,
    clearance: seat.clearance === null ? none : lengthText(seat.clearance, unit),
    front: `${Math.round(seat.frontLeft)}° / ${Math.round(seat.frontRight)}°`,
    surround: `${Math.round(seat.surround)}°`,
    worst: seat === readings.worst,
  }));
}

/** The design in words: the room, the screen, the seats, the sound and the package, then the
 * figures a designer reads next. */
export function summaryOf(
  design: Design,
  copy: PlannerCopy,
  unit: Unit,
  packages: readonly PlannerPackage[],
  readings: Readings = readingsOf(design),
): string {
  const { input, rows } = design;
  const pkg = packageFor(design.seatsPlaced, packages);
  const f = copy.figures as Words;
  const room = fillIn(design.layout.overheads > 0 ? copy.summary : copy.summaryNoOverheads, {
    length: lengthText(input.length, unit),
    width: lengthText(input.width, unit),
    height: lengthText(input.height, unit),
    screen: fillIn(f.screenValue!, {
      diagonal: design.screen.diagonalInches,
      aspect: design.screen.aspect,
    }),
    seating: fillIn(f.seatingValue!, { seats: design.seatsPlaced, rows: rowsText(rows.length, f) }),
    layout: design.layout.name,
    package: pkg.name,
    price: pounds(pkg.price),
  });
  const figures = Object.fromEntries(
    figuresOf(design, copy, unit, packages, readings).map((figure) => [figure.key, figure.value]),
  );
  const designer = fillIn(copy.designerSummary, {
    share: Math.round(readings.mainRow.share * 100),
    modes: figures.modes!,
    schroeder: `${readings.schroeder.low}–${readings.schroeder.high} Hz`,
    subs: figures.subs!,
    light: figures.light!,
    amp: figures.amp!,
    row: readings.worst.row + 1,
    seat: readings.worst.index + 1,
    viewing: Math.round(readings.worst.viewing),
  });
  return `${room} ${designer}`;
}

/** The message for a field's problem, its limits written in the visitor's unit. */
export function problemText(
  field: "length" | "width" | "height" | "seats",
  problem: RoomProblem,
  copy: PlannerCopy,
  unit: Unit,
): string {
  const words = copy.fields[field];
  const limit = (value: number) => (field === "seats" ? String(value) : lengthText(value, unit));
  if (problem === "choice") return "";
  return fillIn(copy.problems[problem], {
    name: words.name,
    min: limit(LIMITS[field].min),
    max: limit(LIMITS[field].max),
    example: words.example[unit],
  });
}
