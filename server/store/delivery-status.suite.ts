import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freshAdmission } from "../../tests/form-tokens.ts";
import type { Delivery, Store, StoredRecord } from "./types.ts";

/** A line of the delivery log as another version may have written it: any status. */
export type RawDelivery = Omit<Delivery, "status"> & { status: string };

/**
 * A delivery log line whose status this version does not know (a newer version's, or a line
 * edited by hand), on each store: read as "unknown", never as a retry; its notification is neither
 * sent again nor retried, and the log and the leads list name it. `open` gives a store on one
 * fresh state each time it is called (a restart), logging errors to `errors`; `write` adds a line
 * to that state's delivery log as it is stored.
 */
export function deliveryStatusSuite(
  name: string,
  fresh: () => Promise<{
    open: (errors: string[]) => Promise<Store>;
    write: (line: RawDelivery) => Promise<void>;
  }>,
) {
  describe(`a delivery status this version does not know, on ${name}`, () => {
    async function owedWith(statuses: string[]) {
      const { open, write } = await fresh();
      const before = await open([]);
      const record: StoredRecord = {
        id: randomUUID(),
        form: "contact",
        receivedAt: new Date().toISOString(),
        firstName: "Ada",
        email: `${randomUUID()}@example.com`,
      };
      await before.accept(freshAdmission(), record, ["email"]);
      await before.close();
      let seconds = 0;
      for (const status of statuses)
        await write({
          leadId: record.id,
          form: "contact",
          channel: "email",
          status,
          at: new Date(Date.now() + 1000 * seconds++).toISOString(),
          attempts: seconds,
          ...(status === "retry" ? { error: "421 try later" } : {}),
        });
      const errors: string[] = [];
      const store = await open(errors);
      return { store, record, errors };
    }

    it("is read as unknown, named, and its notification neither sent again nor retried", async () => {
      const { store, record, errors } = await owedWith(["retry", "bounced"]);
      try {
        expect(await store.claimJobs(Date.now() + 24 * 60 * 60_000, 100)).toEqual([]);
        await store.retryFailed(Date.now());
        expect(await store.claimJobs(Date.now() + 24 * 60 * 60_000, 100)).toEqual([]);
        expect(await store.delivery(record.id, "email")).toMatchObject({
          status: "unknown",
          unknownStatus: "bounced",
        });
        const row = (await store.leads()).find((found) => found.lead.id === record.id);
        expect(row?.notification).toMatch(/^email held: .*"bounced"/);
        expect(errors.join("\n")).toContain(
          `"bounced" of the email notification for contact lead ${record.id}`,
        );
      } finally {
        await store.close();
      }
    });

    it("gives way to a later line that ended the notification", async () => {
      const { store, record } = await owedWith(["bounced", "sent"]);
      try {
        expect(await store.delivery(record.id, "email")).toMatchObject({ status: "sent" });
        const row = (await store.leads()).find((found) => found.lead.id === record.id);
        expect(row?.notification).toBe("email sent");
      } finally {
        await store.close();
      }
    });
  });
}
