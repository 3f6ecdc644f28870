import { expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { masters, variants } from "../../site/_config/images.js";

/**
 * A render that writes no files (the build's tests render an author's edits with `--to=json`)
 * takes the variants' names and sizes from the master's header instead of encoding them; the
 * pictures it draws must be the ones the real build draws.
 */
it("a master's variants named and sized from its header are the ones encoding it gives", async () => {
  const master = "art/renders/st-albans-smart-cinema-3.jpg";
  const shape = (formats: Awaited<ReturnType<typeof variants>>) =>
    Object.fromEntries(
      Object.entries(formats).map(([format, list]) => [
        format,
        list.map(({ url, width, height, srcset }) => ({ url, width, height, srcset })),
      ]),
    );
  const encoded = shape(await variants(master));
  expect(Object.keys(encoded).sort()).toEqual(["avif", "webp"]);
  expect(encoded.webp!.length).toBeGreaterThan(1);
  expect(shape(await variants(master, true))).toEqual(encoded);
}, 60_000);

/** art/films/ holds the pictures the rendered rooms' screens show: a scene's input, not a page's. */
it("every render is a master the build makes variants of, and no film is", () => {
  const list = masters();
  expect(list).toContain("art/renders/st-albans-smart-cinema-3.jpg");
  expect(readdirSync("art/films").length).toBeGreaterThan(0);
  expect(list.filter((master) => master.startsWith("art/films/"))).toEqual([]);
});
