import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_FORM_SECRET, freshAdmission } from "../../tests/form-tokens.ts";
import { startApp, startSmtp, waitFor } from "../../tests/leads-servers.ts";
import { createFileStore } from "../store/files.ts";
import { isDone } from "../store/types.ts";
import { CONFIRM_TTL_MS } from "./newsletter.ts";
import { newsletterSignUp } from "../../tests/records.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("a newsletter confirmation still owed when its link has expired", () => {
  it("is not sent (its link would arrive dead), and the log says why", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "stale-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // Signed up while the mail server was away, for longer than the link works.
    const then = Date.now() - CONFIRM_TTL_MS - 60 * 60_000;
    const at = new Date(then).toISOString();
    const signUp = newsletterSignUp(at, { method: "double opt-in" });
    const before = createFileStore(dataDir);
    await before.init();
    await before.accept(freshAdmission({ now: then, tokenExpiresAt: then + 60_000 }), signUp, [
      "newsletter",
    ]);
    await before.close();

    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const store = createFileStore(dataDir);
    const app = await startApp({
      dataDir,
      store,
      env: { FORM_SECRET: TEST_FORM_SECRET, SMTP_URL: mail.url, LEADS_TO: "sales@example.co.uk" },
    });
    cleanups.push(() => app.stop());
    const line = await waitFor(async () => {
      const found = await store.delivery(signUp.id, "newsletter");
      return found && isDone(found) ? found : undefined;
    }, "the confirmation done");
    expect(line).toMatchObject({ status: "dropped", reason: "expired" });
    expect(mail.messages).toEqual([]);
  });
});
