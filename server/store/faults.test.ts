import { randomUUID } from "node:crypto";
import { appendFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshAdmission } from "../../tests/form-tokens.ts";
import { waitFor } from "../../tests/leads-servers.ts";
import { contactLead, newsletterSignUp } from "../../tests/records.ts";
import { createFileStore, toJsonLine } from "./files.ts";
import { deliveryStatusSuite } from "./delivery-status.suite.ts";
import { erasureSuite } from "./erasure.suite.ts";
import { retentionSuite } from "./retention.suite.ts";

const root = await mkdtemp(path.join(tmpdir(), "store-faults-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const folder = () => mkdtemp(path.join(root, "data-"));

erasureSuite("files", async (log, eraseWaitMs) => {
  const store = createFileStore(await folder(), { log, eraseWaitMs });
  await store.init();
  return store;
});

retentionSuite("files", async () => {
  const store = createFileStore(await folder(), { log: { warn() {}, error() {} } });
  await store.init();
  return store;
});

deliveryStatusSuite("files", async () => {
  const dir = await folder();
  return {
    open: async (errors) => {
      const store = createFileStore(dir, {
        log: { warn() {}, error: (...args: unknown[]) => errors.push(args.join(" ")) },
      });
      await store.init();
      return store;
    },
    write: (line) => appendFile(path.join(dir, "notifications.jsonl"), toJsonLine(line)),
  };
});

describe("an erasure while a lead of the same address arrives, on files", () => {
  it("keeps the lead stored after its file was rewritten, with its notification still owed", async () => {
    const dir = await folder();
    // Writes to the newsletter's file wait until let through: the erasure waits there, after it
    // has rewritten the leads' files.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const store = createFileStore(dir, {
      log: { warn() {}, error() {} },
      append: async (file, text) => {
        if (file.endsWith("newsletter.jsonl")) await gate;
        await appendFile(file, text);
      },
    });
    await store.init();
    try {
      const email = `${randomUUID()}@example.com`;
      const lead = () => contactLead(email);
      const first = lead();
      const second = lead();
      await store.accept(freshAdmission(), first, ["email"]);
      const signUp = newsletterSignUp(new Date().toISOString());
      const signedUp = store.accept(freshAdmission(), signUp, []);
      const erased = store.erase(email, Date.now());
      await waitFor(
        async () => !(await readFile(path.join(dir, "contact.jsonl"), "utf8")).includes(first.id),
        "the erasure to rewrite the leads' file",
      );
      // The same person sends another request once their leads' file is rewritten.
      await store.accept(freshAdmission(), second, ["email"]);
      open();
      await signedUp;
      expect(await erased).toMatchObject({ leads: 1, notifications: 1 });
      expect((await store.leads()).map((row) => row.lead.id)).toEqual([second.id]);
      // Its e-mail is owed, as any request's made after the erasure.
      const owed = await store.claimJobs(Date.now() + 60_000, 100);
      expect(owed.map((job) => job.leadId)).toEqual([second.id]);
    } finally {
      open();
      await store.close();
    }
  });
});
