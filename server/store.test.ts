import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createStore, toJsonLine } from "./store.ts";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("createStore", () => {
  it("creates the folder and file on first use and writes one JSON line per record", async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), "store-")), "nested", ".data");
    const store = createStore(dir);
    await store.append("consultation", { firstName: "Ada" });
    await store.append("consultation", { firstName: "Grace" });
    const lines = (await readFile(path.join(dir, "consultation.jsonl"), "utf8"))
      .trimEnd()
      .split("\n");
    expect(lines.map((line) => JSON.parse(line).firstName)).toEqual(["Ada", "Grace"]);
  });

  it("keeps every record whole under 200 concurrent appends", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    const store = createStore(dir);
    const description = "x".repeat(2000);
    await Promise.all(
      Array.from({ length: 200 }, (_, index) => store.append("contact", { index, description })),
    );
    const lines = (await readFile(path.join(dir, "contact.jsonl"), "utf8")).trimEnd().split("\n");
    expect(lines).toHaveLength(200);
    const indexes = lines.map((line) => JSON.parse(line).index).sort((a, b) => a - b);
    expect(indexes).toEqual(Array.from({ length: 200 }, (_, index) => index));
  });
});

describe("toJsonLine", () => {
  it("escapes the characters some readers break lines at, so one record is one line", () => {
    const line = toJsonLine({ text: "a\u2028b\u2029c\u0085d\ne" });
    expect(line.slice(0, -1)).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
    expect(JSON.parse(line).text).toBe("a\u2028b\u2029c\u0085d\ne");
  });
});

describe("createStore recovery", () => {
  it("recreates its folder when it is removed while running", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    const store = createStore(path.join(dir, "data"));
    await store.append("contact", { n: 1 });
    await rm(path.join(dir, "data"), { recursive: true });
    await store.append("contact", { n: 2 });
    expect(await readFile(path.join(dir, "data/contact.jsonl"), "utf8")).toBe('{"n":2}\n');
  });

  it("says plainly when it cannot write", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    await writeFile(path.join(dir, "file"), "");
    await expect(createStore(path.join(dir, "file/data")).check()).rejects.toThrow(/DATA_DIR/);
    await expect(createStore(path.join(dir, "ok")).check()).resolves.toBeUndefined();
  });
});
