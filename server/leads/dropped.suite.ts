import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acknowledgement as WORDS } from "../../core/content/words.ts";
import { TEST_FORM_SECRET, freshAdmission } from "../../tests/form-tokens.ts";
import { startApp, startSmtp, waitFor } from "../../tests/leads-servers.ts";
import { isDone, type DropReason, type Store } from "../store/types.ts";

/** An acknowledgement owed when its lead was stored, found not to go when it is due. */
interface DroppedWhenDue {
  reason: DropReason;
  why: string;
  /** The server's settings when it is due. */
  env: Record<string, string | undefined>;
  /** The stored lead's fields, over a consultation request from ada@example.com. */
  lead: Record<string, string>;
  /** What happened to the store after the lead was stored. */
  since?: (store: Store) => Promise<unknown>;
  /** What the lead e-mail says of it. */
  line: string;
}

const CASES: DroppedWhenDue[] = [
  {
    reason: "off",
    why: "AUTO_REPLY off since",
    env: { AUTO_REPLY: "off" },
    lead: { acknowledgement: "sending" },
    line: WORDS.inLeadEmail.off,
  },
  {
    reason: "suppressed",
    why: "its mailbox erased since",
    env: {},
    lead: { email: "ada+cinema@example.com", acknowledgement: "sending" },
    since: async (store) => {
      const email = "ada@example.com";
      const at = new Date().toISOString();
      const signUp = { event: "requested", status: "pending", email, at };
      await store.accept(
        freshAdmission(),
        { id: randomUUID(), form: "newsletter", receivedAt: at, ...signUp },
        [],
      );
      await store.newsletterEvent({
        id: randomUUID(),
        event: "unsubscribed",
        status: "unsubscribed",
        email,
        at,
      });
      const erased = await store.erase(email, Date.now());
      expect(erased.suppressed).toBe(true);
    },
    line: WORDS.inLeadEmail.suppressed,
  },
  {
    reason: "noAddress",
    why: "no valid address, stored undecided",
    env: {},
    lead: { email: "ada at example" },
    line: WORDS.inLeadEmail.noAddress,
  },
];

/**
 * The visitor's acknowledgement that is not to go when it is due, on each store: it is logged as
 * dropped with its reason, never as sent, not owed again, and the lead e-mail says why. `open`
 * gives, for a new folder, a maker of stores that share one fresh state (files in the folder, or
 * one new database).
 */
export function droppedAcknowledgementSuite(
  name: string,
  open: (dataDir: string) => Promise<() => Store>,
) {
  describe(`an acknowledgement dropped when it is due, on ${name}`, () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });

    it.each(CASES)(
      "$why: logged as dropped ($reason), never as sent, and the lead e-mail says why",
      async ({ reason, env, lead, since, line }) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), "dropped-"));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        const storeOf = await open(dataDir);
        const before = storeOf();
        await before.init();
        const record = {
          id: randomUUID(),
          form: "consultation",
          receivedAt: new Date().toISOString(),
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          ...lead,
        };
        await before.accept(freshAdmission(), record, ["email", "acknowledgement"]);
        await since?.(before);
        await before.close();

        const mail = await startSmtp();
        cleanups.push(() => mail.close());
        const store = storeOf();
        const app = await startApp({
          dataDir,
          store,
          env: {
            FORM_SECRET: TEST_FORM_SECRET,
            SMTP_URL: mail.url,
            LEADS_TO: "sales@example.co.uk",
            ...env,
          },
        });
        cleanups.push(() => app.stop());
        const [email, acknowledgement] = await waitFor(async () => {
          const lines = await Promise.all(
            ["email", "acknowledgement"].map((channel) => store.delivery(record.id, channel)),
          );
          return lines.every((found) => found && isDone(found)) ? lines : undefined;
        }, "the lead e-mail sent and the acknowledgement done");
        expect(email).toMatchObject({ status: "sent" });
        expect(acknowledgement).toMatchObject({ status: "dropped", reason });
        expect(mail.messages.map((message) => message.recipients)).toEqual([
          ["sales@example.co.uk"],
        ]);
        expect(mail.messages[0]!.mail.text).toContain(`${WORDS.inLeadEmail.label}: ${line}`);
        const [row] = (await store.leads()).filter((found) => found.lead.id === record.id);
        expect(row?.notification).toMatch(/acknowledgement not sent: /);
      },
      30_000,
    );
  });
}
