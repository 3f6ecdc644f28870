import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { freshAdmission } from "../../tests/form-tokens.ts";
import { waitFor } from "../../tests/leads-servers.ts";
import { createNotifier, type Sender } from "../leads/notifier.ts";
import type { Job, Store, StoredRecord } from "./types.ts";

/** A promise with its resolve at hand, for a state a test waits on. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const quiet = { log() {}, warn() {}, error() {} };

/**
 * An erasure racing the notifier, on each store: once `erase` has resolved, nothing about the
 * address goes out and nothing holds its data (the notifications it withdrew are counted in the
 * erasure's record). `open` gives a store on a fresh state, already initialised, that logs to
 * `log`, and whose erasure waits `eraseWaitMs` at most for sends in flight.
 */
export function erasureSuite(
  name: string,
  open: (log: Pick<Console, "log" | "warn" | "error">, eraseWaitMs?: number) => Promise<Store>,
) {
  describe(`an erasure while notifications are sent, on ${name}`, () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });

    /** A store whose erasure signals when it waits for a send in flight. */
    async function setUp(eraseWaitMs?: number) {
      const waiting = signal();
      const store = await open(
        {
          ...quiet,
          warn: (message: string) => {
            if (String(message).startsWith("Erasure: waiting")) waiting.resolve();
          },
        },
        eraseWaitMs,
      );
      cleanups.push(() => store.close());
      const email = `${randomUUID()}@example.com`;
      const record: StoredRecord = {
        id: randomUUID(),
        form: "contact",
        receivedAt: new Date().toISOString(),
        firstName: "Ada",
        email,
      };
      await store.accept(freshAdmission(), record, ["email"]);
      return { store, email, record, waiting };
    }

    function notifier(store: Store, sender: Sender) {
      const started = createNotifier({
        store,
        senders: { email: sender },
        baseDelayMs: 20,
        maxDelayMs: 40,
        pollMs: 10,
        renewMs: 20,
        log: quiet,
      });
      cleanups.push(() => started.stop());
      return started;
    }

    /**
     * Erases `email` while a send of its lead is held, lets the send go on once the erasure has
     * ended or is waiting for it, and checks that the lead and its notification are gone and that
     * nothing was sent.
     */
    async function expectErasedUnsent(
      store: Store,
      email: string,
      id: string,
      held: {
        waiting: { promise: Promise<void> };
        release: { resolve(): void };
        notices: { stop(): Promise<void> };
        sent: string[];
      },
    ) {
      const erased = store.erase(email, Date.now());
      await Promise.race([erased, held.waiting.promise]);
      held.release.resolve();
      expect(await erased).toMatchObject({ leads: 1, notifications: 1 });
      await held.notices.stop();
      expect(held.sent).toEqual([]);
      expect(await store.delivery(id, "email")).toBeUndefined();
      expect(await store.claimJobs(Date.now() + 60_000, 100)).toEqual([]);
    }

    it("waits for a send already in flight: it goes before the erasure ends, and nothing after", async () => {
      const { store, email, record, waiting } = await setUp();
      const events: string[] = [];
      const sending = signal();
      const release = signal();
      const notices = notifier(store, async (job: Job) => {
        sending.resolve();
        await release.promise;
        events.push(`sent ${job.leadId}`);
      });
      await notices.start();
      await sending.promise;
      const erased = store.erase(email, Date.now()).then(() => events.push("erased"));
      // The send goes on once the erasure has ended, or is waiting for it.
      await Promise.race([erased, waiting.promise]);
      release.resolve();
      await erased;
      await notices.stop();
      expect(events).toEqual([`sent ${record.id}`, "erased"]);
      const held = await store.personalData(email);
      expect([held.leads, held.deliveries]).toEqual([[], []]);
    });

    it("stops a send in flight right before its text goes, so nothing of it is sent and the erasure need not wait for it", async () => {
      const { store, email, record, waiting } = await setUp();
      const sent: string[] = [];
      const sending = signal();
      const release = signal();
      // A sender that asks, once the mail server has taken the recipients, whether it may go on.
      const notices = notifier(store, async (job: Job, _signal, stillOwed) => {
        sending.resolve();
        await release.promise;
        await stillOwed();
        sent.push(job.leadId);
      });
      await notices.start();
      await sending.promise;
      await expectErasedUnsent(store, email, record.id, { waiting, release, notices, sent });
    });

    it("gives up on a send that outlasts its wait, erasing nothing, and finishes when run again", async () => {
      const { store, email, record } = await setUp(300);
      const sending = signal();
      const release = signal();
      const sent: string[] = [];
      const notices = notifier(store, async (job: Job) => {
        sending.resolve();
        await release.promise;
        sent.push(job.leadId);
      });
      await notices.start();
      await sending.promise;
      await expect(store.erase(email, Date.now())).rejects.toThrow(/still being sent/);
      expect((await store.personalData(email)).leads.map((lead) => lead.id)).toEqual([record.id]);
      release.resolve();
      // Run again once the send is recorded (a busy machine can take longer than the short wait).
      await waitFor(
        async () => (await store.delivery(record.id, "email"))?.status === "sent",
        "the send recorded",
      );
      await store.erase(email, Date.now());
      await notices.stop();
      // The one send already under way went before the erasure ended; nothing else.
      expect(sent).toEqual([record.id]);
      expect((await store.personalData(email)).leads).toEqual([]);
      expect(await store.claimJobs(Date.now() + 60_000, 100)).toEqual([]);
    });

    it("does not let a claimed notification go that was not yet with its sender, and counts it as withdrawn", async () => {
      const { store, email, record, waiting } = await setUp();
      const sent: string[] = [];
      const claimed = signal();
      const release = signal();
      // The notifier holds the claim, its job not yet handed to the sender, until released.
      const gated: Store = {
        ...store,
        async claimJobs(now, max, channel) {
          const jobs = await store.claimJobs(now, max, channel);
          if (jobs.length) {
            claimed.resolve();
            await release.promise;
          }
          return jobs;
        },
      };
      const notices = notifier(gated, (job: Job) => {
        sent.push(job.leadId);
        return Promise.resolve();
      });
      await notices.start();
      await claimed.promise;
      await expectErasedUnsent(store, email, record.id, { waiting, release, notices, sent });
    });
  });
}
