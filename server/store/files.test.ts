import { freshAdmission } from "../../tests/form-tokens.ts";
import { waitFor } from "../../tests/leads-servers.ts";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createFileStore, readJsonLines, toJsonLine } from "./files.ts";
import { storeSuite } from "./store.suite.ts";
import { StoreUnavailable, type Admission } from "./types.ts";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const shared = await mkdtemp(path.join(tmpdir(), "store-suite-"));
afterAll(() => rm(shared, { recursive: true, force: true }));
storeSuite("file", async () => {
  const store = createFileStore(path.join(shared, "data"));
  await store.init();
  return store;
});

const admission = (overrides: Partial<Admission> = {}) =>
  freshAdmission({ limitKey: `contact:${randomUUID()}`, ...overrides });
const lead = (n: number) => ({
  id: randomUUID(),
  form: "contact",
  receivedAt: new Date().toISOString(),
  n,
});

describe("the file store's writes", () => {
  it("makes its folder 0700 and its files 0600", async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), "store-")), "data");
    const store = createFileStore(dir);
    await store.init();
    await store.accept(admission(), lead(1), ["email"]);
    await store.secret("form");
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dir, "contact.jsonl"))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, "form.key"))).mode & 0o777).toBe(0o600);
  });

  it("on a full disk says no, leaves no torn line and gives the token and the limit back", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    let full = false;
    const store = createFileStore(dir, {
      // Writes half of the line, then the disk is full: as a real ENOSPC mid-write does.
      append: async (file, text) => {
        if (!full) return appendFile(file, text);
        await appendFile(file, text.slice(0, text.length >> 1));
        throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
      },
    });
    await store.init();
    await store.accept(admission(), lead(1), ["email"]);
    const before = await readFile(path.join(dir, "contact.jsonl"), "utf8");
    full = true;
    const guards = admission({ limit: 1 });
    await expect(store.accept(guards, lead(2), ["email"])).rejects.toBeInstanceOf(StoreUnavailable);
    expect(await readFile(path.join(dir, "contact.jsonl"), "utf8")).toBe(before);
    full = false;
    // The same token and the same address's one allowance work once the disk has room.
    expect(await store.accept(guards, lead(3), ["email"])).toEqual({ ok: true, stored: true });
    const lines = (await readFile(path.join(dir, "contact.jsonl"), "utf8")).trimEnd().split("\n");
    expect(lines.map((line) => (JSON.parse(line) as { n: number }).n)).toEqual([1, 3]);
    expect((await readdir(dir)).filter((name) => name.includes("tmp"))).toEqual([]);
  });

  it("answers a repeat sent while its first is being written by that write's outcome", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    let fail = false;
    // Each lead's write waits at the disk until the test lets it go on, then fails or goes
    // through as the test says.
    const waiting: (() => void)[] = [];
    const release = async () => (await waitFor(() => waiting.shift(), "a write at the disk"))();
    const store = createFileStore(dir, {
      append: async (file, text) => {
        if (text.includes('"n":')) await new Promise<void>((resolve) => waiting.push(resolve));
        if (fail) throw Object.assign(new Error("EIO: i/o error"), { code: "EIO" });
        return appendFile(file, text);
      },
    });
    await store.init();
    const same = admission({ submission: "ada" });
    // Its first write fails: the repeat that waited for it is not told it was kept, it is kept.
    fail = true;
    const first = store.accept(same, lead(1), ["email"]);
    const repeat = store.accept(same, lead(2), ["email"]);
    await release();
    await expect(first).rejects.toBeInstanceOf(StoreUnavailable);
    fail = false;
    await release();
    expect(await repeat).toEqual({ ok: true, stored: true });
    // Its first write goes through: the repeat that waited for it is answered as a repeat.
    const other = admission({ submission: "grace" });
    const kept = store.accept(other, lead(3), ["email"]);
    const again = store.accept(other, lead(4), ["email"]);
    await release();
    expect(await kept).toEqual({ ok: true, stored: true });
    expect(await again).toEqual({ ok: true, stored: false, repeat: true });
    const lines = await readJsonLines<{ n: number }>(path.join(dir, "contact.jsonl"));
    expect(lines.map((line) => line.n)).toEqual([2, 3]);
  });
});

describe("createFileStore", () => {
  it("creates the folder and file on first use and writes one JSON line per record", async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), "store-")), "nested", ".data");
    const store = createFileStore(dir);
    await store.init();
    await store.accept(admission(), { ...lead(0), form: "consultation", firstName: "Ada" }, []);
    await store.accept(admission(), { ...lead(0), form: "consultation", firstName: "Grace" }, []);
    const lines = (await readFile(path.join(dir, "consultation.jsonl"), "utf8"))
      .trimEnd()
      .split("\n");
    expect(lines.map((line) => (JSON.parse(line) as { firstName: string }).firstName)).toEqual([
      "Ada",
      "Grace",
    ]);
  });

  it("keeps every record whole under 200 concurrent appends", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    const store = createFileStore(dir);
    await store.init();
    const description = "x".repeat(2000);
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        store.accept(admission(), { ...lead(index), index, description }, []),
      ),
    );
    const lines = (await readFile(path.join(dir, "contact.jsonl"), "utf8")).trimEnd().split("\n");
    expect(lines).toHaveLength(200);
    const indexes = lines
      .map((line) => (JSON.parse(line) as { index: number }).index)
      .sort((a, b) => a - b);
    expect(indexes).toEqual(Array.from({ length: 200 }, (_, index) => index));
  });
});

describe("toJsonLine", () => {
  it("escapes the characters some readers break lines at, so one record is one line", () => {
    const line = toJsonLine({ text: "a\u2028b\u2029c\u0085d\ne" });
    expect(line.slice(0, -1)).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
    expect((JSON.parse(line) as { text: string }).text).toBe("a\u2028b\u2029c\u0085d\ne");
  });
});

describe("createFileStore recovery", () => {
  it("recreates its folder when it is removed while running", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    const store = createFileStore(path.join(dir, "data"));
    await store.init();
    await store.accept(admission(), lead(1), []);
    await rm(path.join(dir, "data"), { recursive: true });
    await store.accept(admission(), lead(2), []);
    const text = await readFile(path.join(dir, "data/contact.jsonl"), "utf8");
    expect(
      text
        .trimEnd()
        .split("\n")
        .map((line) => (JSON.parse(line) as { n: number }).n),
    ).toEqual([2]);
  });

  it("says plainly when it cannot write", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    await writeFile(path.join(dir, "file"), "");
    await expect(createFileStore(path.join(dir, "file/data")).init()).rejects.toThrow(/DATA_DIR/);
    await expect(createFileStore(path.join(dir, "ok")).init()).resolves.toBeUndefined();
  });
});

describe("the file store's own files", () => {
  it("sets a torn last line aside at start, and never joins the next lead to it", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    const first = lead(1);
    const whole = toJsonLine({ ...first, notify: ["email"] });
    // A crash cut the second record's line short.
    const torn = toJsonLine({ ...lead(2), notify: ["email"] }).slice(0, 40);
    await writeFile(path.join(dir, "contact.jsonl"), whole + torn);
    const warnings: string[] = [];
    const store = createFileStore(dir, {
      log: { warn: (line: string) => warnings.push(line), error() {} },
    });
    await store.init();
    expect(warnings.join("\n")).toMatch(/contact\.jsonl ended in a torn line/);
    const aside = (await readdir(dir)).filter((name) => name.startsWith("contact.jsonl.torn-"));
    expect(aside).toHaveLength(1);
    expect(await readFile(path.join(dir, aside[0]!), "utf8")).toBe(torn);
    const next = lead(3);
    const token = randomUUID();
    await store.accept(admission({ token }), next, ["email"]);
    expect((await store.leads()).map((row) => row.lead.n)).toEqual([1, 3]);
    await store.close();
    // After a restart the lead is still there, still owed, and its token still spent.
    const again = createFileStore(dir, { log: { warn() {}, error() {} } });
    await again.init();
    expect((await again.leads()).map((row) => row.lead.n)).toEqual([1, 3]);
    const owed = await again.claimJobs(Date.now() + 1000, 10);
    expect(owed.map((job) => job.leadId).sort()).toEqual([first.id, next.id].sort());
    expect(await again.accept(admission({ token }), lead(4), [])).toEqual({
      ok: false,
      reason: "spent",
    });
    await again.close();
  });

  it("refuses a second process on the same folder, naming it, and takes over a dead one's lock", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    const other = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
      stdio: "ignore",
    });
    try {
      await writeFile(path.join(dir, ".lock"), `${other.pid}\n`);
      await expect(createFileStore(dir).init()).rejects.toThrow(
        new RegExp(`in use by another server \\(process ${other.pid}\\)`),
      );
    } finally {
      other.kill("SIGKILL");
      await once(other, "exit");
    }
    const store = createFileStore(dir);
    await store.init();
    expect((await readFile(path.join(dir, ".lock"), "utf8")).split("\n")[0]).toBe(
      String(process.pid),
    );
    await store.close();
    expect(await readdir(dir)).not.toContain(".lock");
  });

  it("takes over the lock of a server killed but not yet reaped (a zombie)", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    // The shell starts the holder, then becomes a process that never reaps it.
    const parent = spawn("sh", ["-c", "sleep 60 & echo $!; exec sleep 60"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    try {
      const [line] = (await once(parent.stdout, "data")) as [Buffer];
      const holder = Number(line.toString().trim());
      // Killed before the shell has become `sleep`, the holder was reaped by the shell (its check
      // for finished jobs), and its /proc entry was gone: wait until the parent never reaps.
      await expect.poll(() => readFile(`/proc/${parent.pid}/comm`, "utf8")).toBe("sleep\n");
      process.kill(holder, "SIGKILL");
      const state = async () => {
        const stat = await readFile(`/proc/${holder}/stat`, "utf8");
        return stat.slice(stat.lastIndexOf(")") + 2).charAt(0);
      };
      await expect.poll(state).toBe("Z");
      await writeFile(path.join(dir, ".lock"), `${holder}\n`);
      const store = createFileStore(dir);
      await store.init();
      expect((await readFile(path.join(dir, ".lock"), "utf8")).split("\n")[0]).toBe(
        String(process.pid),
      );
      await store.close();
    } finally {
      parent.kill("SIGKILL");
      await once(parent, "exit");
    }
  });

  it("reads its files line by line", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    const file = path.join(dir, "x.jsonl");
    await writeFile(file, `${toJsonLine({ a: 1 })}\n  \nnot json\n${toJsonLine({ a: 2 })}`);
    expect(await readJsonLines(file)).toEqual([{ a: 1 }, { a: 2 }]);
    expect(await readJsonLines(path.join(dir, "missing.jsonl"))).toEqual([]);
  });
});
