import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createStore } from "./store.ts";

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
