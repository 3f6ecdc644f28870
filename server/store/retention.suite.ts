import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freshAdmission } from "../../tests/form-tokens.ts";
import { FORGET_AFTER_MS } from "./consent.ts";
import type { Store } from "./types.ts";
import { newsletterSignUp } from "../../tests/records.ts";

/**
 * What the retention rules remove takes its notifications with it, on each store: a forgotten
 * address is never sent the confirmation it was owed, and no job keeps its address. `open` gives
 * a store on a fresh state, already initialised.
 */
export function retentionSuite(name: string, open: () => Promise<Store>) {
  describe(`forgetting an unconfirmed address, on ${name}`, () => {
    it("forgets the confirmation it was still owed, with its address", async () => {
      const store = await open();
      try {
        const then = Date.now() - FORGET_AFTER_MS - 24 * 60 * 60_000;
        const at = new Date(then).toISOString();
        const email = `${randomUUID()}@example.com`;
        const signUp = newsletterSignUp(at, { email, method: "double opt-in" });
        await store.accept(freshAdmission({ now: then, tokenExpiresAt: then + 60_000 }), signUp, [
          "newsletter",
        ]);
        // Never sent: the mail server refused it until it was given up on.
        const [job] = await store.claimJobs(Date.now(), 100);
        expect(job?.leadId).toBe(signUp.id);
        await store.jobFailed(job!, "connect ECONNREFUSED", null, Date.now());

        expect(await store.forgetNewsletter(Date.now())).toBe(1);
        await store.retryFailed(Date.now());
        expect(await store.claimJobs(Date.now() + 60_000, 100)).toEqual([]);
        expect(await store.delivery(signUp.id, "newsletter")).toBeUndefined();
      } finally {
        await store.close();
      }
    });
  });
}
