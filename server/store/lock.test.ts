import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFileStore, LOCK_FILE } from "./files.ts";

const boot = await readFile("/proc/sys/kernel/random/boot_id", "utf8").then(
  (id) => id.trim(),
  () => "",
);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A data folder whose lock names a live process that is not a server, as `lock` says. */
async function lockedBy(lock: (pid: number) => string) {
  const dir = await mkdtemp(path.join(tmpdir(), "lock-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const other = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
    stdio: "ignore",
  });
  cleanups.push(async () => {
    other.kill("SIGKILL");
    await once(other, "exit");
  });
  await writeFile(path.join(dir, LOCK_FILE), lock(other.pid!));
  return { dir, pid: other.pid! };
}

describe.skipIf(!boot)("the data folder's lock across a restart of the machine", () => {
  it("is taken over when it was written before the machine started, though its pid names a live process now", async () => {
    const { dir } = await lockedBy((pid) => `${pid}\n00000000-0000-4000-8000-000000000000\n`);
    const store = createFileStore(dir);
    await store.init();
    expect(await readFile(path.join(dir, LOCK_FILE), "utf8")).toBe(`${process.pid}\n${boot}\n`);
    await store.close();
  });

  it("is refused, naming its holder, when a live process took it since the machine started", async () => {
    const { dir, pid } = await lockedBy((pid) => `${pid}\n${boot}\n`);
    await expect(createFileStore(dir).init()).rejects.toThrow(
      new RegExp(`in use by another server \\(process ${pid}\\)`),
    );
  });
});
