import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFileStore, LEGACY_OUTBOX, migrateLegacyOutbox, toJsonLine } from "./files.ts";
import type { Job, StoredRecord } from "./types.ts";

const quiet = { warn() {}, error() {} };
let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const at = new Date(Date.now() - 60 * 60_000).toISOString();
const lead = (firstName: string): StoredRecord => ({
  id: randomUUID(),
  form: "contact",
  receivedAt: at,
  formKey: "contact-page",
  firstName,
  email: `${firstName.toLowerCase()}.${randomUUID()}@example.com`,
});

/** A job as the first layout wrote it to `outbox/<id>.json`, with a copy of its record. */
function legacyJob(record: StoredRecord, channel: string, overrides: Partial<Job> = {}) {
  return {
    id: `${record.id}-${channel}`,
    channel,
    leadId: record.id,
    form: record.form,
    createdAt: at,
    attempts: 0,
    nextAttemptAt: Date.parse(at),
    status: "pending",
    payload: record,
    ...overrides,
  };
}

/** A data folder as the first layout left it: records without `notify`, jobs as files. */
async function firstLayout(
  records: { file: string; record: Record<string, unknown> }[],
  jobs: ReturnType<typeof legacyJob>[],
  extra: Record<string, string> = {},
) {
  dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  for (const { file, record } of records)
    await writeFile(path.join(dir, file), toJsonLine(record), { flag: "a" });
  await mkdir(path.join(dir, LEGACY_OUTBOX));
  for (const job of jobs)
    await writeFile(path.join(dir, LEGACY_OUTBOX, `${job.id}.json`), JSON.stringify(job));
  for (const [name, text] of Object.entries(extra)) await writeFile(path.join(dir, name), text);
}

/** Every file left in the folder, with its text. */
async function everyFile(folder: string): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      found.push([path.relative(folder, file), await readFile(file, "utf8")]);
    }
  return found;
}

describe("a data folder in the first layout (owed notifications in outbox/)", () => {
  it("is brought to today's at start: owed ones join their record, done and orphaned ones go", async () => {
    const owed = lead("Ada");
    const sent = lead("Grace");
    const gone = lead("Hedy");
    await firstLayout(
      [
        { file: "contact.jsonl", record: owed },
        { file: "contact.jsonl", record: sent },
      ],
      [
        legacyJob(owed, "email", { attempts: 3, lastError: "421 try later" }),
        legacyJob(sent, "email", { attempts: 1 }),
        legacyJob(gone, "email"),
      ],
      {
        "notifications.jsonl": toJsonLine({
          leadId: sent.id,
          form: "contact",
          channel: "email",
          status: "sent",
          at,
          attempts: 2,
        }),
        [`${LEGACY_OUTBOX}/.${owed.id}-webhook.json.1234.tmp`]: "{",
      },
    );
    const store = createFileStore(dir, { log: quiet });
    await store.init();
    try {
      expect(await stat(path.join(dir, LEGACY_OUTBOX)).catch(() => "gone")).toBe("gone");
      const jobs = await store.claimJobs(Date.now(), 100);
      expect(jobs).toMatchObject([
        { id: `${owed.id}-email`, attempts: 3, lastError: "421 try later", payload: owed },
      ]);
      const rows = await store.leads();
      expect(rows.map((row) => [row.lead.firstName, row.notification])).toEqual([
        ["Ada", "email pending (3 attempts: 421 try later)"],
        ["Grace", "email sent"],
      ]);
      // The copy of a record no longer stored is nowhere.
      for (const [name, text] of await everyFile(dir)) expect(text, name).not.toContain(gone.email);
    } finally {
      await store.close();
    }
    // Started again on today's layout: the same notification owed, once.
    const again = createFileStore(dir, { log: quiet });
    await again.init();
    expect((await again.claimJobs(Date.now(), 100)).map((job) => job.id)).toEqual([
      `${owed.id}-email`,
    ]);
    await again.close();
  });

  it("leaves no copy of an address's data after its erasure", async () => {
    const owed = lead("Ada");
    await firstLayout([{ file: "contact.jsonl", record: owed }], [legacyJob(owed, "webhook")]);
    const store = createFileStore(dir, { log: quiet });
    await store.init();
    expect(await store.erase(owed.email as string, Date.now())).toMatchObject({
      leads: 1,
      notifications: 1,
    });
    await store.close();
    for (const [name, text] of await everyFile(dir)) {
      expect(text, name).not.toContain(owed.email);
      expect(text, name).not.toContain(owed.id);
    }
    const again = createFileStore(dir, { log: quiet });
    await again.init();
    expect(await again.claimJobs(Date.now(), 100)).toEqual([]);
    await again.close();
  });

  it("owes a sign-up's confirmation from the sign-up itself, so its links are signed from when it was made", async () => {
    const signUp = {
      id: randomUUID(),
      event: "requested",
      status: "pending",
      email: `${randomUUID()}@example.com`,
      at,
      consent: "I agree",
      method: "double opt-in",
    };
    await firstLayout(
      [{ file: "newsletter.jsonl", record: signUp }],
      [
        {
          ...legacyJob({ ...signUp, form: "newsletter", receivedAt: at }, "newsletter"),
          // The first layout kept the links it had signed, not the sign-up.
          payload: {
            email: signUp.email,
            confirmUrl: "https://example.com/newsletter/confirm?token=old",
            unsubscribeUrl: "https://example.com/newsletter/unsubscribe?token=old",
          } as unknown as StoredRecord,
        },
      ],
    );
    const store = createFileStore(dir, { log: quiet });
    await store.init();
    const [job] = await store.claimJobs(Date.now(), 100);
    expect(job).toMatchObject({ channel: "newsletter", leadId: signUp.id });
    expect(job!.payload).toMatchObject({ email: signUp.email, at, event: "requested" });
    expect(JSON.stringify(job!.payload)).not.toContain("token=old");
    await store.close();
  });

  it("finishes a step cut short: a record that already owes the channel owes it once", async () => {
    const owed = lead("Ada");
    await firstLayout(
      [{ file: "contact.jsonl", record: { ...owed, notify: ["email"] } }],
      [legacyJob(owed, "email"), legacyJob(owed, "webhook")],
    );
    expect(await migrateLegacyOutbox(dir, Date.now(), quiet)).toEqual({ carried: 2, removed: 0 });
    expect(await migrateLegacyOutbox(dir, Date.now(), quiet)).toEqual({ carried: 0, removed: 0 });
    const [line] = (await readFile(path.join(dir, "contact.jsonl"), "utf8")).trim().split("\n");
    expect(JSON.parse(line!)).toEqual({ ...owed, notify: ["email", "webhook"] });
  });
});
