import { describe, expect, it } from "vitest";
import { data } from "../../tests/content.ts";
import { designCinema } from "./design.ts";
import type { RoomInput } from "./shapes.ts";
import { twelveSeatRoom } from "../../tests/rooms.ts";
import { fillIn } from "../forms/fill-in.ts";
import { figuresOf, lengthText, notesOf, problemText, summaryOf } from "./summary.ts";

const copy = data("planner").widget;
const packages = data("homeCinema").packages;
const room = twelveSeatRoom();

describe("lengthText", () => {
  it.each([
    [2.7, "metric", "2.70 m"],
    [0.45, "metric", "450 mm"],
    [2.7, "imperial", `8' 10"`],
    [0.3048, "imperial", `1' 0"`],
    [0.12, "imperial", `4 3/4"`],
    [0.0127, "imperial", `1/2"`],
    [0.01, "imperial", `3/8"`],
    [0.0005, "imperial", `0"`],
  ] as const)("writes %s m in %s as %s", (metres, unit, text) => {
    expect(lengthText(metres, unit)).toBe(text);
  });
});

describe("a design in words", () => {
  it("names the package whose seats hold the design, with its price from the package data", () => {
    for (const seats of [2, 6, 7, 10, 11, 16]) {
      const design = designCinema({ ...room, length: 12, width: 7, height: 3.4, seats });
      const expected = packages.find((item) => item.seats >= design.seatsPlaced)!;
      const figure = figuresOf(design, copy, "metric", packages).find((f) => f.key === "package")!;
      expect(figure.value).toBe(expected.name);
      expect(figure.detail).toContain(`£${expected.price.toLocaleString("en-GB")}`);
    }
  });
  it("names the tightest seat and carries the designer's figures into the summary", () => {
    const design = designCinema(room);
    const summary = summaryOf(design, copy, "metric", packages);
    const figures = figuresOf(design, copy, "metric", packages);
    for (const key of ["modes", "subs", "light", "amp"] as const)
      expect(summary).toContain(figures.find((figure) => figure.key === key)!.value);
    expect(figures.find((figure) => figure.key === "worst")!.value).toMatch(/^Row \d+, seat \d+/);
  });
  it("writes no NaN, no undefined and no unfilled placeholder, for any room", () => {
    const rooms: RoomInput[] = [
      room,
      { ...room, length: 3, width: 2.5, height: 2, seats: 2, screen: "flat-panel", aspect: "16:9" },
      { ...room, length: 15, width: 12, height: 6, seats: 16 },
      { ...room, height: 2.2, seats: 16, screen: "projector-solid" },
    ];
    for (const input of rooms)
      for (const unit of ["metric", "imperial"] as const) {
        const design = designCinema(input);
        const words = [
          summaryOf(design, copy, unit, packages),
          ...notesOf(design, copy, unit),
          ...figuresOf(design, copy, unit, packages).flatMap((f) => [f.label, f.value, f.detail]),
        ].join(" ");
        expect(words).not.toMatch(/NaN|undefined|\{\w+\}/);
      }
  });
  it("says when the picture, not the room, keeps a row out, and what a 2.39:1 screen would seat", () => {
    const design = designCinema({ ...room, length: 9, width: 5.4, height: 2.9, aspect: "16:9" });
    const fewer = design.notes.find((item) => item.key === "fewer-seats")!;
    const notes = copy.notes as Record<string, string>;
    const sentence = notesOf(design, copy, "metric").find((text) =>
      text.includes(fillIn(notes["fewer-seats-picture"]!, fewer.values)),
    );
    expect(sentence).toContain(fillIn(notes["fewer-seats-scope"]!, { scope: 12 }));
  });
  it("says plainly when the ceiling is too low for overheads, in the visitor's unit", () => {
    const design = designCinema({ ...room, height: 2.2 });
    const note = design.notes.find((item) => item.key === "no-overheads")!;
    expect(notesOf(design, copy, "imperial").join(" ")).toContain(
      lengthText(note.values.needed as number, "imperial"),
    );
    expect(summaryOf(design, copy, "metric", packages)).not.toContain("Atmos");
  });
});

describe("problemText", () => {
  it.each([
    ["length", "number", "metric", "Enter the length as a number, e.g. 7.5"],
    ["height", "too-small", "metric", "The ceiling height must be at least 2.00 m"],
    ["length", "too-large", "imperial", `The length can be at most 49' 3"`],
    ["seats", "too-large", "metric", "The number of seats can be at most 16"],
  ] as const)("%s, %s, in %s: %s", (field, problem, unit, message) => {
    expect(problemText(field, problem, copy, unit)).toBe(message);
  });
});
