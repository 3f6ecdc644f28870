import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPostgresStore } from "../store/postgres.ts";
import { startPostgres } from "../../tests/postgres-server.ts";
import { startApp, startSmtp, waitFor } from "../../tests/leads-servers.ts";
import { TEST_FORM_SECRET, tokenFor } from "../../tests/form-tokens.ts";

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

const quiet = { log() {}, warn() {}, error() {} };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function contact(url: string, email: string) {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      phone: "020 7946 0018",
      projectAddress: "12 Cheyne Walk, London SW3",
      projectType: "home-cinema",
      projectDescription: "A cinema in the basement, please.",
      website: "",
      _token: tokenFor("contact"),
    }),
  });
}

describe("the acknowledgement line with two instances on one Postgres", () => {
  it("is the same true sentence whichever instance sends the lead e-mail", async () => {
    const url = await postgres.database();
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const env = {
      FORM_SECRET: TEST_FORM_SECRET,
      SMTP_URL: mail.url,
      LEADS_TO: "sales@example.co.uk",
    };
    const instances = [];
    for (let index = 0; index < 2; index++) {
      const dataDir = await mkdtemp(path.join(tmpdir(), "ack-pg-"));
      const store = createPostgresStore(url, { log: quiet });
      const app = await startApp({ dataDir, env, store });
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      cleanups.push(() => app.stop());
      instances.push(app);
    }
    const email = `visitor.${Date.now()}@example.com`;
    // Four requests from one address, taken in turn by each instance; both send what is owed.
    for (let index = 0; index < 4; index++) {
      const response = await contact(instances[index % 2]!.url, email);
      expect(response.status).toBe(201);
    }
    const toBusiness = await waitFor(() => {
      const sent = mail.messages.filter((m) => m.recipients.includes("sales@example.co.uk"));
      return sent.length === 4 ? sent : undefined;
    }, "four lead e-mails");
    await waitFor(
      () => mail.messages.filter((m) => m.recipients.includes(email)).length === 3 || undefined,
      "three acknowledgements",
    );
    const lines = toBusiness
      .map((message) => message.mail.text!.match(/Acknowledgement to the visitor: (.*)/)![1]!)
      .sort();
    expect(lines).toEqual([
      ...Array(3).fill(`being sent to ${email} now, in its own e-mail`),
      "not sent: that address has had 3 e-mails from the site today",
    ]);
    // Every lead's acknowledgement is settled in the database: none is left owed or dropped.
    const store = createPostgresStore(url, { log: quiet });
    await store.init();
    cleanups.push(() => store.close());
    const rows = (await store.leads({ form: "contact" })).filter((row) => row.lead.email === email);
    expect(rows.map((row) => row.lead.acknowledgement)).toEqual([
      "sending",
      "sending",
      "sending",
      "limited",
    ]);
    expect(mail.messages.filter((m) => m.recipients.includes(email))).toHaveLength(3);
  }, 120_000);
});
