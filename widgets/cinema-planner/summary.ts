/**
 * A design in words: the figures the planner shows beside its drawings, the plain sentences for
 * what the room could not give, and the one-paragraph summary that screen readers, the lead
 * e-mail and the CSV export carry. Every word comes from the copy (`site/_data/planner.json`);
 * this only fills in the numbers. Pure.
 */
import { formatLength as drawingLength } from "../../drawings/room-drawing.ts";
import {
  LIMITS,
  formatLength,
  packageFor,
  type Design,
  type RoomProblem,
  type Unit,
} from "./design.ts";

export type PlannerCopy = (typeof import("../../site/_data/planner.json"))["widget"];

/** A package as the planner needs it: its name, its "from" price and the seats it is designed for. */
export interface PlannerPackage {
  name: string;
  price: number;
  seats: number;
}

/** A message with `{name}` placeholders filled in; unknown names stay as they are. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A length as the visitor reads it: "2.70 m" or "450 mm" in metres, "8' 10\"" in feet. */
export function lengthText(metres: number, unit: Unit): string {
  return unit === "imperial" ? formatLength(metres, unit) : drawingLength(metres);
}

/** 50000 → "£50,000". */
export function pounds(amount: number): string {
  return `£${amount.toLocaleString("en-GB")}`;
}

export interface Figure {
  key: "screen" | "seating" | "angles" | "risers" | "sound" | "package";
  label: string;
  value: string;
  detail: string;
}

/** The headline figures of a design, in the order the planner lists them. */
export function figuresOf(
  design: Design,
  copy: PlannerCopy,
  unit: Unit,
  packages: readonly PlannerPackage[],
): Figure[] {
  const f = copy.figures as Record<string, string>;
  const rows = design.rows;
  const back = rows.at(-1)!;
  const pkg = packageFor(design.seatsPlaced, packages);
  const overheads = design.layout.overheads > 0;
  return [
    {
      key: "screen",
      label: f.screen!,
      value: fill(f.screenValue!, {
        diagonal: design.screen.diagonalInches,
        aspect: design.screen.aspect,
      }),
      detail: fill(f.screenDetail!, {
        width: lengthText(design.screen.width, unit),
        height: lengthText(design.screen.height, unit),
      }),
    },
    {
      key: "seating",
      label: f.seating!,
      value: fill(f.seatingValue!, {
        seats: design.seatsPlaced,
        rows: rows.length === 1 ? f.rowsOne! : fill(f.rowsMany!, { count: rows.length }),
      }),
      detail: fill(f.seatingDetail!, { front: lengthText(rows[0]!.eyeDistance, unit) }),
    },
    {
      key: "angles",
      label: f.angles!,
      value:
        rows.length === 1
          ? fill(f.anglesValue!, { front: Math.round(rows[0]!.viewingAngle) })
          : fill(f.anglesBoth!, {
              front: Math.round(rows[0]!.viewingAngle),
              back: Math.round(back.viewingAngle),
            }),
      detail: f.anglesDetail!,
    },
    {
      key: "risers",
      label: f.risers!,
      value:
        back.riser > 0
          ? fill(f.risersValue!, { height: lengthText(back.riser, unit) })
          : f.risersFlat!,
      detail: rows.length > 1 ? f.risersDetail! : "",
    },
    {
      key: "sound",
      label: f.sound!,
      value: fill(overheads ? f.soundValue! : f.soundNoOverheads!, { layout: design.layout.name }),
      detail: fill(f.soundDetail!, {
        ear: design.layout.ear + design.layout.sides + design.layout.rears,
        overheads: design.layout.overheads,
        subs: design.layout.subs,
      }),
    },
    {
      key: "package",
      label: f.package!,
      value: fill(f.packageValue!, { name: pkg.name }),
      detail: fill(f.packageDetail!, { price: pounds(pkg.price) }),
    },
  ];
}

/** The sentence for each thing the room could not give, lengths in the visitor's unit. */
export function notesOf(design: Design, copy: PlannerCopy, unit: Unit): string[] {
  const lengths = new Set(["cap", "height", "needed"]);
  return design.notes.map((note) =>
    fill(
      copy.notes[note.key],
      Object.fromEntries(
        Object.entries(note.values).map(([name, value]) => [
          name,
          lengths.has(name) && typeof value === "number" ? lengthText(value, unit) : value,
        ]),
      ),
    ),
  );
}

/** The design in one paragraph: the room, the screen, the seats, the sound and the package. */
export function summaryOf(
  design: Design,
  copy: PlannerCopy,
  unit: Unit,
  packages: readonly PlannerPackage[],
): string {
  const { input, rows } = design;
  const pkg = packageFor(design.seatsPlaced, packages);
  const f = copy.figures as Record<string, string>;
  return fill(design.layout.overheads > 0 ? copy.summary : copy.summaryNoOverheads, {
    length: lengthText(input.length, unit),
    width: lengthText(input.width, unit),
    height: lengthText(input.height, unit),
    screen: fill(f.screenValue!, {
      diagonal: design.screen.diagonalInches,
      aspect: design.screen.aspect,
    }),
    seating: fill(f.seatingValue!, {
      seats: design.seatsPlaced,
      rows: rows.length === 1 ? f.rowsOne! : fill(f.rowsMany!, { count: rows.length }),
    }),
    layout: design.layout.name,
    package: pkg.name,
    price: pounds(pkg.price),
  });
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
  return fill(copy.problems[problem], {
    name: words.name,
    min: limit(LIMITS[field].min),
    max: limit(LIMITS[field].max),
    example: words.example[unit],
  });
}
