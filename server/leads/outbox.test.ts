import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backoffMs, createOutbox, readJobs, type Job } from "./outbox.ts";
import { waitFor } from "./test-servers.ts";

let dir = "";
const quiet = { warn() {}, error() {} };
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const options = (senders: Record<string, (job: Job) => Promise<void>>) => ({
  dir: path.join(dir, "outbox"),
  deliveredLog: path.join(dir, "notifications.jsonl"),
  senders,
  baseDelayMs: 5,
  maxDelayMs: 20,
  log: quiet,
});

describe("backoffMs", () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [5, 80_000],
    [20, 3_600_000],
  ])("after %i failures waits %i ms", (attempts, expected) => {
    expect(backoffMs(attempts, 5_000, 3_600_000)).toBe(expected);
  });
});

describe("createOutbox", () => {
  it("retries a failing sender until it succeeds, then logs the delivery and forgets the job", async () => {
    let calls = 0;
    const outbox = createOutbox(
      options({
        email: async () => {
          calls += 1;
          if (calls < 3) throw new Error("connect ECONNREFUSED");
        },
      }),
    );
    await outbox.start();
    await outbox.enqueue({ channel: "email", leadId: "lead-1", form: "contact", payload: {} });
    await waitFor(async () => (await readJobs(path.join(dir, "outbox"))).length === 0, "delivery");
    await outbox.stop();
    expect(calls).toBe(3);
    const log = (await readFile(path.join(dir, "notifications.jsonl"), "utf8")).trim().split("\n");
    expect(log.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ leadId: "lead-1", channel: "email", status: "sent", attempts: 3 }),
    ]);
  });

  it("marks a job failed after its last attempt and keeps it, and a restart tries it again", async () => {
    let failing = true;
    const send = async () => {
      if (failing) throw new Error("550 mailbox unavailable");
    };
    const first = createOutbox({ ...options({ email: send }), maxAttempts: 2 });
    await first.start();
    await first.enqueue({ channel: "email", leadId: "lead-2", form: "consultation", payload: {} });
    const [failed] = await waitFor(async () => {
      const jobs = await readJobs(path.join(dir, "outbox"));
      return jobs[0]?.status === "failed" ? jobs : undefined;
    }, "a failed job");
    await first.stop();
    expect(failed).toMatchObject({ attempts: 2, lastError: "550 mailbox unavailable" });

    failing = false;
    const second = createOutbox(options({ email: send }));
    await second.start();
    await waitFor(
      async () => (await readJobs(path.join(dir, "outbox"))).length === 0,
      "redelivery",
    );
    await second.stop();
  });

  it("keeps one job when the same notification is queued twice, and writes no temporary files", async () => {
    const outbox = createOutbox(options({}));
    await outbox.enqueue({
      channel: "email",
      leadId: "lead-3",
      form: "contact",
      payload: { a: 1 },
    });
    await outbox.enqueue({
      channel: "email",
      leadId: "lead-3",
      form: "contact",
      payload: { a: 1 },
    });
    expect(await readdir(path.join(dir, "outbox"))).toEqual(["lead-3-email.json"]);
  });

  it("refuses an id that could leave the outbox folder", async () => {
    const outbox = createOutbox(options({}));
    await expect(
      outbox.enqueue({
        channel: "email",
        leadId: "../../etc/passwd",
        form: "contact",
        payload: {},
      }),
    ).rejects.toThrow(/Unsafe/);
  });
});
