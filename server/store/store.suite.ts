import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { subscriberStates } from "./consent.ts";
import {
  DROP_REASONS,
  DROP_REASON_TEXT,
  isAbout,
  type Admission,
  type NewsletterEvent,
  type Store,
  type StoredRecord,
} from "./types.ts";

/**
 * The behaviour every store must have, run against each implementation. `open` gives a store on
 * the same state each time it is called (a restart, or a second instance), already initialised.
 */
export function storeSuite(name: string, open: () => Promise<Store>) {
  const now = Date.now();
  const admission = (overrides: Partial<Admission> = {}): Admission => ({
    token: randomUUID(),
    tokenExpiresAt: now + 60_000,
    limitKey: `contact:${randomUUID()}`,
    limit: 5,
    windowMs: 60_000,
    now,
    ...overrides,
  });
  const lead = (overrides: Record<string, unknown> = {}): StoredRecord => ({
    id: randomUUID(),
    form: "contact",
    receivedAt: new Date(now).toISOString(),
    formKey: "contact-page",
    origin: "https://example.com",
    firstName: "Ada",
    email: `${randomUUID()}@example.com`,
    ...overrides,
  });
  const signUp = (email: string, overrides: Partial<NewsletterEvent> = {}): StoredRecord => ({
    id: randomUUID(),
    form: "newsletter",
    receivedAt: new Date(now).toISOString(),
    event: "requested",
    status: "pending",
    email,
    at: new Date(now).toISOString(),
    consent: "I agree",
    method: "double opt-in",
    ...overrides,
  });
  const link = (email: string, event: "confirmed" | "unsubscribed"): NewsletterEvent => ({
    id: randomUUID(),
    event,
    status: event === "confirmed" ? "subscribed" : "unsubscribed",
    email,
    at: new Date(now + 1000).toISOString(),
  });

  describe(`${name} store`, () => {
    it("stores a lead with its notifications and lists it", async () => {
      const store = await open();
      const record = lead();
      expect(await store.accept(admission(), record, ["email", "webhook"])).toEqual({
        ok: true,
        stored: true,
      });
      const rows = await store.leads({ form: "contact" });
      const row = rows.find((candidate) => candidate.lead.id === record.id);
      expect(row?.lead).toEqual(record);
      expect(row?.notification).toBe("email pending; webhook pending");
      await store.close();
    });

    it("lists leads received in the same millisecond in the order they were stored", async () => {
      const store = await open();
      const form = `tie-${randomUUID()}`;
      const names = ["Ada", "Grace", "Hedy", "Joan", "Katherine", "Margaret"];
      for (const firstName of names) {
        await store.accept(admission(), lead({ form, firstName }), []);
      }
      const rows = await store.leads({ form });
      expect(rows.map((row) => row.lead.firstName)).toEqual(names);
      await store.close();
    });

    it("accepts one of 25 posts with one token sent together", async () => {
      const store = await open();
      const token = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 25 }, () =>
          store.accept(admission({ token, limitKey: `contact:${randomUUID()}` }), lead(), []),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.reason === "spent")).toHaveLength(24);
      await store.close();
    });

    it("answers a spent token's own submission sent again as a repeat, storing, counting and owing nothing, after a restart too", async () => {
      const first = await open();
      const token = randomUUID();
      const limitKey = `contact:${randomUUID()}`;
      const record = lead();
      const send = (store: Store, submission: string | undefined, sent = lead()) =>
        store.accept(admission({ token, limitKey, limit: 2, submission }), sent, ["email"]);
      expect(await send(first, "ada", record)).toEqual({ ok: true, stored: true });
      const repeat = { ok: true, stored: false, repeat: true };
      expect(await send(first, "ada")).toEqual(repeat);
      // Anything else with the spent token is refused, as is a post that says nothing of itself.
      expect(await send(first, "grace")).toEqual({ ok: false, reason: "spent" });
      expect(await send(first, undefined)).toEqual({ ok: false, reason: "spent" });
      // Only the first counted against the limit of two: one more is let in, then no more.
      expect(await first.accept(admission({ limitKey, limit: 2 }), lead(), [])).toMatchObject({
        ok: true,
        stored: true,
      });
      expect(await first.accept(admission({ limitKey, limit: 2 }), lead(), [])).toMatchObject({
        ok: false,
        reason: "over-limit",
      });
      await first.close();
      const second = await open();
      expect(await send(second, "ada")).toEqual(repeat);
      expect(await send(second, "grace")).toEqual({ ok: false, reason: "spent" });
      const rows = (await second.leads()).filter((row) => row.lead.email === record.email);
      expect(rows.map((row) => row.lead)).toEqual([record]);
      await second.retryFailed(Date.now());
      const owed = await second.claimJobs(Date.now() + 1000, 1000);
      expect(owed.filter((job) => job.payload.email === record.email)).toHaveLength(1);
      for (const job of owed) await second.jobSent(job, Date.now());
      await second.close();
    });

    it("stores one of 25 repeats of one submission with one token sent together, and answers the rest as repeats", async () => {
      const store = await open();
      const token = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 25 }, () =>
          store.accept(
            admission({ token, limitKey: `contact:${randomUUID()}`, submission: "ada" }),
            lead(),
            [],
          ),
        ),
      );
      expect(results.filter((result) => result.ok && result.stored)).toHaveLength(1);
      expect(results.filter((result) => "repeat" in result && result.repeat)).toHaveLength(24);
      await store.close();
    });

    it("accepts at most the limit of 25 posts from one address sent together", async () => {
      const store = await open();
      const limitKey = `contact:${randomUUID()}`;
      const results = await Promise.all(
        Array.from({ length: 25 }, () => store.accept(admission({ limitKey }), lead(), [])),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      const refused = results.find((result) => !result.ok);
      expect(refused).toMatchObject({ ok: false, reason: "over-limit" });
      expect((refused as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0);
      expect((refused as { retryAfterMs: number }).retryAfterMs).toBeLessThanOrEqual(60_000);
      await store.close();
    });

    it("counts the limit in one step for limited actions too", async () => {
      const store = await open();
      const limitKey = `link:${randomUUID()}`;
      const results = await Promise.all(
        Array.from({ length: 12 }, () => store.hit({ limitKey, limit: 3, windowMs: 60_000, now })),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      await store.close();
    });

    it("gives back one count of a limited action, and only the one taken at that time", async () => {
      const store = await open();
      const limit = { limitKey: `recipient:${randomUUID()}`, limit: 2, windowMs: 60_000 };
      expect(await store.hit({ ...limit, now })).toEqual({ ok: true });
      expect(await store.hit({ ...limit, now: now + 1 })).toEqual({ ok: true });
      expect((await store.hit({ ...limit, now: now + 2 })).ok).toBe(false);
      // A count at a time never taken gives nothing back.
      await store.release({ ...limit, now: now + 5 });
      expect((await store.hit({ ...limit, now: now + 3 })).ok).toBe(false);
      await store.release({ ...limit, now: now + 1 });
      expect(await store.hit({ ...limit, now: now + 4 })).toEqual({ ok: true });
      expect((await store.hit({ ...limit, now: now + 6 })).ok).toBe(false);
      await store.close();
    });

    it("refuses a spent token after a restart, and keeps owed notifications", async () => {
      const first = await open();
      const token = randomUUID();
      const record = lead();
      await first.accept(admission({ token }), record, ["email"]);
      await first.close();
      const second = await open();
      expect(await second.accept(admission({ token }), lead(), [])).toEqual({
        ok: false,
        reason: "spent",
      });
      await second.retryFailed(Date.now());
      const jobs = await second.claimJobs(Date.now() + 1000, 1000);
      expect(jobs.map((job) => job.id)).toContain(`${record.id}-email`);
      expect(jobs.find((job) => job.leadId === record.id)?.payload).toEqual(record);
      for (const job of jobs) await second.jobSent(job, Date.now());
      await second.close();
    });

    it("gives each due job to one claimer, and a sent one to none again", async () => {
      const store = await open();
      const records = Array.from({ length: 6 }, () => lead());
      for (const record of records) await store.accept(admission(), record, ["email"]);
      const claims = await Promise.all(
        Array.from({ length: 4 }, () => store.claimJobs(Date.now() + 1000, 1000)),
      );
      const ids = claims.flat().map((job) => job.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const record of records) expect(ids).toContain(`${record.id}-email`);
      for (const job of claims.flat()) await store.jobSent(job, Date.now());
      const again = await store.claimJobs(Date.now() + 1000, 1000);
      expect(again.filter((job) => records.some((record) => record.id === job.leadId))).toEqual([]);
      const rows = await store.leads();
      for (const record of records)
        expect(rows.find((row) => row.lead.id === record.id)?.notification).toBe("email sent");
      await store.close();
    });

    it("lets a claim that is no longer the job's neither confirm, renew nor record it", async () => {
      const store = await open();
      const record = lead();
      // A channel of its own, so no other test's job is claimed here.
      const channel = `webhook-${randomUUID()}`;
      await store.accept(admission(), record, [channel]);
      const [old] = await store.claimJobs(Date.now() + 1000, 1000, channel);
      expect(await store.jobFailed(old!, "answered 500", Date.now(), Date.now())).toBe(true);
      const [current] = await store.claimJobs(Date.now() + 1000, 1000, channel);
      expect(current?.id).toBe(old!.id);
      expect(current!.claim).not.toBe(old!.claim);
      expect(await store.confirmClaim(old!, Date.now())).toBe(false);
      expect(await store.renewClaims([old!, current!], Date.now())).toEqual([old!.id]);
      expect(await store.jobFailed(old!, "answered 502", Date.now(), Date.now())).toBe(false);
      expect(await store.jobDropped(old!, "limited", Date.now())).toBe(false);
      expect(await store.delivery(record.id, channel)).toMatchObject({
        status: "retry",
        attempts: 1,
        error: "answered 500",
      });
      expect(await store.confirmClaim(current!, Date.now())).toBe(true);
      expect(await store.jobSent(current!, Date.now())).toBe(true);
      expect(await store.delivery(record.id, channel)).toMatchObject({ status: "sent" });
      // Done: no claim holds it any more, and a send recorded again under one adds no line.
      expect(await store.renewClaims([current!], Date.now())).toEqual([current!.id]);
      expect(await store.jobSent(current!, Date.now())).toBe(false);
      expect(await store.claimJobs(Date.now() + 60_000, 1000, channel)).toEqual([]);
      await store.close();
    });

    it("logs each recipient the mail server refused beside a send, as dropped with its answer, after a restart too", async () => {
      const first = await open();
      const record = lead();
      const channel = `email-${randomUUID()}`;
      await first.accept(admission(), record, [channel]);
      const [job] = await first.claimJobs(Date.now() + 1000, 1000, channel);
      const at = Date.now();
      const error = "550 5.1.1 <typo@example.co.uk>: user unknown";
      expect(await first.jobSent(job!, at, [{ address: "typo@example.co.uk", error }])).toBe(true);
      const line = {
        leadId: record.id,
        form: record.form,
        channel: `${channel} to typo@example.co.uk`,
        status: "dropped",
        reason: "refused",
        error,
        at: new Date(at).toISOString(),
        attempts: 1,
      };
      const status = `${channel} sent; ${channel} to typo@example.co.uk not sent: ${DROP_REASON_TEXT.refused} (${error})`;
      expect(await first.delivery(record.id, line.channel)).toEqual(line);
      expect((await first.delivery(record.id, channel))?.status).toBe("sent");
      const row = (await first.leads()).find((candidate) => candidate.lead.id === record.id);
      expect(row?.notification).toBe(status);
      await first.close();
      const second = await open();
      const again = (await second.leads()).find((candidate) => candidate.lead.id === record.id);
      expect(again?.notification).toBe(status);
      expect(await second.claimJobs(Date.now() + 60_000, 1000, channel)).toEqual([]);
      expect((await second.personalData(String(record.email))).deliveries).toContainEqual(line);
      await second.close();
    });

    it("retries a failed job when it is due, and says so in the list", async () => {
      const store = await open();
      const record = lead();
      await store.accept(admission(), record, ["webhook"]);
      const [job] = (await store.claimJobs(Date.now() + 1000, 1000)).filter(
        (candidate) => candidate.leadId === record.id,
      );
      expect(job).toBeDefined();
      const later = Date.now() + 30_000;
      await store.jobFailed(job!, "answered 500", later, Date.now());
      const early = await store.claimJobs(Date.now() + 1000, 1000);
      expect(early.some((candidate) => candidate.id === job!.id)).toBe(false);
      const row = (await store.leads()).find((candidate) => candidate.lead.id === record.id);
      expect(row?.notification).toBe("webhook pending (1 attempt: answered 500)");
      const due = await store.claimJobs(later + 1, 1000);
      const retried = due.find((candidate) => candidate.id === job!.id);
      expect(retried?.attempts).toBe(1);
      for (const other of due) await store.jobSent(other, Date.now());
      await store.close();
    });

    it.each(DROP_REASONS)(
      "logs a notification dropped as %s as dropped, with its reason, never as sent, and owes it no more, after a restart too",
      async (reason) => {
        const first = await open();
        const record = lead();
        // A channel of its own, so no other test's job is claimed here.
        const channel = `acknowledgement-${randomUUID()}`;
        await first.accept(admission(), record, [channel]);
        const [job] = await first.claimJobs(Date.now() + 1000, 1000, channel);
        const at = Date.now();
        await first.jobDropped(job!, reason, at);
        const line = {
          leadId: record.id,
          form: record.form,
          channel,
          status: "dropped",
          reason,
          at: new Date(at).toISOString(),
          attempts: 1,
        };
        expect(await first.delivery(record.id, channel)).toEqual(line);
        const row = (await first.leads()).find((candidate) => candidate.lead.id === record.id);
        expect(row?.notification).toBe(`${channel} not sent: ${DROP_REASON_TEXT[reason]}`);
        await first.close();

        const second = await open();
        await second.retryFailed(Date.now());
        expect(await second.claimJobs(Date.now() + 1000, 1000, channel)).toEqual([]);
        expect(await second.delivery(record.id, channel)).toEqual(line);
        expect((await second.personalData(String(record.email))).deliveries).toEqual([line]);
        await second.close();
      },
    );

    it("never lets a sign-up demote a confirmed address, and writes nothing twice", async () => {
      const store = await open();
      const email = `${randomUUID()}@example.com`;
      expect(await store.accept(admission(), signUp(email), ["newsletter"])).toMatchObject({
        stored: true,
      });
      expect(await store.newsletterEvent(link(email, "confirmed"))).toBe(true);
      expect(await store.newsletterEvent(link(email, "confirmed"))).toBe(false);
      expect(await store.accept(admission(), signUp(email), ["newsletter"])).toEqual({
        ok: true,
        stored: false,
      });
      const mine = (await store.newsletterEvents()).filter((event) => event.email === email);
      expect(mine.map((event) => event.event)).toEqual(["requested", "confirmed"]);
      expect(await store.newsletterEvent(link(email, "unsubscribed"))).toBe(true);
      expect(await store.newsletterEvent(link(email, "unsubscribed"))).toBe(false);
      const jobs = await store.claimJobs(Date.now() + 1000, 1000);
      expect(jobs.filter((job) => job.payload.email === email)).toHaveLength(1);
      for (const job of jobs) await store.jobSent(job, Date.now());
      await store.close();
    });

    it("after an unsubscribe, stores a sign-up and owes its confirmation at most once in 30 days, and keeps old links dead", async () => {
      const store = await open();
      const email = `${randomUUID()}@example.com`;
      const day = 24 * 60 * 60 * 1000;
      const on = (days: number) => new Date(now + days * day).toISOString();
      const signUpOn = (days: number) =>
        store.accept(
          admission({ now: now + days * day, tokenExpiresAt: now + days * day + 60_000 }),
          { ...signUp(email, { at: on(days) }), receivedAt: on(days) },
          ["newsletter"],
        );
      expect(await signUpOn(0)).toMatchObject({ stored: true });
      expect(await store.newsletterEvent({ ...link(email, "unsubscribed"), at: on(1) })).toBe(true);
      // A stranger signs the address up again: once, and then not for 30 days.
      expect(await signUpOn(2)).toEqual({ ok: true, stored: true });
      expect(await signUpOn(3)).toEqual({ ok: true, stored: false });
      expect(await signUpOn(31)).toEqual({ ok: true, stored: false });
      // The link of the first sign-up, sent before the unsubscribe, subscribes no one.
      expect(
        await store.newsletterEvent({ ...link(email, "confirmed"), at: on(4), requestedAt: on(0) }),
      ).toBe("dead-link");
      const jobs = await store.claimJobs(now + 40 * day, 1000);
      const mine = jobs.filter((job) => job.payload.email === email);
      expect(mine.map((job) => job.payload.at).sort()).toEqual([on(0), on(2)]);
      for (const job of jobs) await store.jobSent(job, Date.now());
      // A restart reads the same rule back from the history.
      await store.close();
      const again = await open();
      expect(
        await again.accept(
          admission({ now: now + 5 * day, tokenExpiresAt: now + 5 * day + 60_000 }),
          { ...signUp(email, { at: on(5) }), receivedAt: on(5) },
          ["newsletter"],
        ),
      ).toEqual({ ok: true, stored: false });
      // Its owner presses the link of the sign-up after the unsubscribe: subscribed again.
      expect(
        await again.newsletterEvent({ ...link(email, "confirmed"), at: on(6), requestedAt: on(2) }),
      ).toBe(true);
      await again.close();
    });

    it("keeps an unsubscribed address's hash once its history is forgotten: one confirmation a month, until its owner confirms", async () => {
      const store = await open();
      const email = `${randomUUID()}@example.com`;
      const day = 24 * 60 * 60 * 1000;
      const on = (days: number) => new Date(now + days * day).toISOString();
      const signUpOn = (target: Store, days: number) =>
        target.accept(
          admission({ now: now + days * day, tokenExpiresAt: now + days * day + 60_000 }),
          { ...signUp(email, { at: on(days) }), receivedAt: on(days) },
          ["newsletter"],
        );
      expect(await signUpOn(store, 0)).toMatchObject({ stored: true });
      expect(await store.newsletterEvent({ ...link(email, "unsubscribed"), at: on(1) })).toBe(true);
      expect(await signUpOn(store, 2)).toEqual({ ok: true, stored: true });
      // Thirty days after the unsubscribe its history is forgotten, but not its hash.
      await store.forgetNewsletter(now + 31.5 * day);
      expect((await store.newsletterEvents()).filter((e) => e.email === email)).toEqual([]);
      expect(await signUpOn(store, 31)).toEqual({ ok: true, stored: false });
      expect(await signUpOn(store, 32)).toEqual({ ok: true, stored: true });
      expect(await signUpOn(store, 33)).toEqual({ ok: true, stored: false });
      // A restart reads the kept hash back.
      await store.close();
      const again = await open();
      expect(await signUpOn(again, 34)).toEqual({ ok: true, stored: false });
      // Its owner presses the link of the month's sign-up: the hash is no longer kept, so after a
      // second unsubscribe a sign-up sends its one confirmation at once.
      expect(
        await again.newsletterEvent({
          ...link(email, "confirmed"),
          at: on(35),
          requestedAt: on(32),
        }),
      ).toBe(true);
      expect(await again.newsletterEvent({ ...link(email, "unsubscribed"), at: on(36) })).toBe(
        true,
      );
      expect(await signUpOn(again, 37)).toEqual({ ok: true, stored: true });
      await again.close();
    });

    it("keeps an unsubscribed mailbox unsubscribed through anyone's sign-ups: one stored (of 30 at once, any variant of the address) until its owner confirms", async () => {
      const store = await open();
      const name = randomUUID();
      const email = `${name}@example.com`;
      const day = 24 * 60 * 60 * 1000;
      const on = (days: number) => new Date(now + days * day).toISOString();
      const signUpOn = (days: number, address = email) =>
        store.accept(
          admission({ now: now + days * day, tokenExpiresAt: now + days * day + 60_000 }),
          { ...signUp(address, { at: on(days) }), receivedAt: on(days) },
          ["newsletter"],
        );
      expect(await signUpOn(0)).toMatchObject({ stored: true });
      expect(await store.newsletterEvent({ ...link(email, "confirmed"), at: on(0) })).toBe(true);
      expect(await store.newsletterEvent({ ...link(email, "unsubscribed"), at: on(1) })).toBe(true);
      // Thirty sign-ups at once, of the address and of variants that reach the same mailbox.
      const variants = [
        email,
        email.toUpperCase(),
        `${name}+news@example.com`,
        `${name}+1@Example.com`,
      ];
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, index) => signUpOn(2, variants[index % variants.length])),
      );
      expect(results.every((result) => result.ok)).toBe(true);
      expect(results.filter((result) => result.ok && result.stored)).toHaveLength(1);
      const claimed = await store.claimJobs(now + 3 * day, 1000);
      const jobs = claimed.filter(
        (job) => job.payload.at === on(2) && variants.includes(String(job.payload.email)),
      );
      expect(jobs).toHaveLength(1);
      const asked = String(jobs[0]!.payload.email);
      for (const job of claimed) await store.jobSent(job, Date.now());
      // The sign-up is kept as asked for, and the address stays unsubscribed until it is confirmed.
      const states = subscriberStates(await store.newsletterEvents());
      expect(states.get(asked)?.status).toBe("unsubscribed");
      expect(states.get(email)?.status).toBe("unsubscribed");
      expect(
        await store.newsletterEvent({
          ...link(asked, "confirmed"),
          at: on(3),
          requestedAt: on(2),
        }),
      ).toBe(true);
      expect(subscriberStates(await store.newsletterEvents()).get(asked)?.status).toBe(
        "subscribed",
      );
      await store.close();
    });

    it("stores no sign-up of an erased address that had unsubscribed, nor of its mailbox's variants, and its old link is dead", async () => {
      const store = await open();
      const name = randomUUID();
      const email = `${name}@example.com`;
      const day = 24 * 60 * 60 * 1000;
      const signUpOn = (days: number, address: string) => {
        const at = new Date(now + days * day).toISOString();
        return store.accept(
          admission({ now: now + days * day, tokenExpiresAt: now + days * day + 60_000 }),
          { ...signUp(address, { at }), receivedAt: at },
          ["newsletter"],
        );
      };
      expect(await signUpOn(0, email)).toMatchObject({ stored: true });
      expect(await store.newsletterEvent(link(email, "unsubscribed"))).toBe(true);
      expect(await store.erase(email, now + day)).toMatchObject({ suppressed: true });
      // Months later, anyone signs it up again: nothing is kept, nothing is owed.
      for (const address of [email, email.toUpperCase(), `${name}+again@example.com`])
        expect(await signUpOn(60, address)).toEqual({ ok: true, stored: false });
      expect(await store.isSuppressed(`${name}+again@example.com`)).toBe(true);
      // The confirmation link of the first sign-up, replayed after the erasure, subscribes no one.
      expect(
        await store.newsletterEvent({
          ...link(email, "confirmed"),
          at: new Date(now + 2 * day).toISOString(),
          requestedAt: new Date(now).toISOString(),
        }),
      ).toBe("dead-link");
      expect(await store.personalData(email)).toMatchObject({ leads: [], newsletter: [] });
      const owed = await store.claimJobs(now + 61 * day, 1000);
      expect(owed.some((job) => String(job.payload.email).includes(name))).toBe(false);
      for (const job of owed) await store.jobSent(job, Date.now());
      // An address erased without ever unsubscribing may sign up again as anyone may.
      const other = `${randomUUID()}@example.com`;
      expect(await signUpOn(0, other)).toMatchObject({ stored: true });
      expect(await store.erase(other, now + day)).toMatchObject({ suppressed: false });
      expect(await signUpOn(60, other)).toEqual({ ok: true, stored: true });
      await store.close();
    });

    it("keeps the suppression hash of an address erased after its history was forgotten", async () => {
      const store = await open();
      const email = `${randomUUID()}@example.com`;
      const day = 24 * 60 * 60 * 1000;
      expect(await store.accept(admission(), signUp(email), [])).toMatchObject({ stored: true });
      expect(await store.newsletterEvent(link(email, "unsubscribed"))).toBe(true);
      await store.forgetNewsletter(now + 31 * day);
      expect(await store.erase(email, now + 32 * day)).toMatchObject({
        newsletter: 0,
        suppressed: true,
      });
      expect(await store.isSuppressed(email)).toBe(true);
      await store.close();
    });

    it("forgets only what the retention rule lets go", async () => {
      const store = await open();
      const old = Date.now() - 40 * 24 * 60 * 60 * 1000;
      const at = new Date(old).toISOString();
      const kept = `${randomUUID()}@example.com`;
      const gone = `${randomUUID()}@example.com`;
      const fresh = `${randomUUID()}@example.com`;
      await store.accept(admission(), { ...signUp(kept, { at }), receivedAt: at }, []);
      await store.newsletterEvent({ ...link(kept, "confirmed"), at });
      await store.accept(admission(), { ...signUp(gone, { at }), receivedAt: at }, []);
      await store.accept(admission(), signUp(fresh), []);
      expect(await store.forgetNewsletter(Date.now())).toBeGreaterThanOrEqual(1);
      const emails = (await store.newsletterEvents()).map((event) => event.email);
      expect(emails.filter((email) => email === kept)).toHaveLength(2);
      expect(emails).not.toContain(gone);
      expect(emails).toContain(fresh);
      await store.close();
    });

    it("exports everything held about one address, and erases it everywhere", async () => {
      const store = await open();
      const email = `${randomUUID()}@example.com`;
      const other = lead();
      const mine = lead({ email: email.toUpperCase() });
      const mineToo = lead({ form: "consultation", email });
      await store.accept(admission(), other, ["email"]);
      await store.accept(admission(), mine, ["email"]);
      await store.accept(admission(), mineToo, ["email", "webhook"]);
      const [sent] = (await store.claimJobs(Date.now() + 1000, 1000)).filter(
        (job) => job.id === `${mine.id}-email`,
      );
      await store.jobSent(sent!, Date.now());
      await store.accept(admission(), signUp(email), []);
      await store.newsletterEvent(link(email, "confirmed"));
      await store.newsletterEvent({
        ...link(email, "unsubscribed"),
        at: new Date(now + 2000).toISOString(),
      });

      const held = await store.personalData(email);
      expect(held.leads.map((record) => record.id).sort()).toEqual([mine.id, mineToo.id].sort());
      expect(held.leads.find((record) => record.id === mine.id)).toEqual(mine);
      expect(held.newsletter.map((event) => event.event)).toEqual([
        "requested",
        "confirmed",
        "unsubscribed",
      ]);
      expect(held.deliveries).toMatchObject([
        { leadId: mine.id, channel: "email", status: "sent" },
      ]);
      expect(held.suppressed).toBe(false);

      const erased = await store.erase(email, Date.now());
      expect(erased).toMatchObject({
        leads: 2,
        newsletter: 3,
        deliveries: 1,
        notifications: 2,
        suppressed: true,
      });
      const after = await store.personalData(email);
      expect(after).toMatchObject({ leads: [], newsletter: [], deliveries: [], suppressed: true });
      expect(await store.isSuppressed(email.toUpperCase())).toBe(true);
      expect(await store.isSuppressed(`x${email}`)).toBe(false);
      const rows = await store.leads();
      expect(rows.some((row) => row.lead.id === other.id)).toBe(true);
      expect(rows.some((row) => isAbout(row.lead, email))).toBe(false);
      const owed = await store.claimJobs(Date.now() + 1000, 1000);
      expect(owed.some((job) => job.leadId === mineToo.id)).toBe(false);
      for (const job of owed) await store.jobSent(job, Date.now());
      await store.close();
      // Erased for good: not back after a restart.
      const again = await open();
      expect(await again.personalData(email)).toMatchObject({ leads: [], newsletter: [] });
      await again.close();
    });

    it("removes leads older than the retention period, and nothing newer", async () => {
      const store = await open();
      const form = `retention-${randomUUID()}`;
      const old = lead({ form, receivedAt: new Date(now - 800 * 86_400_000).toISOString() });
      const recent = lead({ form });
      await store.accept(admission(), old, ["email"]);
      await store.accept(admission(), recent, []);
      expect(await store.removeLeadsBefore(now - 730 * 86_400_000)).toBeGreaterThanOrEqual(1);
      expect((await store.leads({ form })).map((row) => row.lead.id)).toEqual([recent.id]);
      const owed = await store.claimJobs(Date.now() + 1000, 1000);
      expect(owed.some((job) => job.leadId === old.id)).toBe(false);
      for (const job of owed) await store.jobSent(job, Date.now());
      await store.close();
    });

    it("keeps one secret per name across restarts", async () => {
      const first = await open();
      const secret = await first.secret("form");
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      await first.close();
      const second = await open();
      expect(await second.secret("form")).toBe(secret);
      expect(await second.secret("newsletter")).not.toBe(secret);
      await second.close();
    });
  });
}
