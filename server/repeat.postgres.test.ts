import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { consultationForm } from "../core/content/words.ts";
import { createPostgresStore } from "./store/postgres.ts";
import { startPostgres } from "../tests/postgres-server.ts";
import { startLostCommitProxy } from "../tests/lost-commit-proxy.ts";
import { startApp, startSmtp, waitFor } from "../tests/leads-servers.ts";
import { TEST_FORM_SECRET, tokenFor } from "../tests/form-tokens.ts";
import { consultationFields } from "../tests/records.ts";

// These start Postgres, a proxy, a mail server and the app; a busy machine can make that slow.
vi.setConfig({ testTimeout: 60_000 });

/**
 * A COMMIT whose reply is lost: Postgres keeps the lead, the server never hears so and answers
 * 503, and the visitor sends the same form again with the same token. Tried through a proxy that
 * drops the connection right after Postgres has answered the COMMIT.
 */
let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const quiet = { log() {}, warn() {}, error() {} };

async function setUp() {
  const direct = await postgres.database();
  const proxy = await startLostCommitProxy({ host: "127.0.0.1", port: postgres.port });
  cleanups.push(() => proxy.close());
  const viaProxy = direct.replace(`:${postgres.port}/`, `:${proxy.port}/`);
  const mail = await startSmtp();
  cleanups.push(() => mail.close());
  const dataDir = await mkdtemp(path.join(tmpdir(), "repeat-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const store = createPostgresStore(viaProxy, { log: quiet, connectTimeoutMs: 2_000 });
  // The visitor's acknowledgement is on: a repeat must take none of the mailbox's allowance.
  const app = await startApp({
    dataDir,
    env: {
      FORM_SECRET: TEST_FORM_SECRET,
      SMTP_URL: mail.url,
      LEADS_TO: "sales@example.co.uk",
    },
    store,
  });
  cleanups.push(() => app.stop());
  const db = new pg.Pool({ connectionString: direct, max: 1 });
  cleanups.push(() => db.end());
  const leads = async () =>
    (
      await db.query<{ id: string; email: string }>(
        "SELECT id, record->>'email' AS email FROM leads ORDER BY seq",
      )
    ).rows;
  /** The acknowledgements counted against a mailbox's daily allowance. */
  const allowanceTaken = async (email: string) =>
    Number(
      (
        await db.query<{ count: string }>(
          "SELECT count(*) AS count FROM limit_hits WHERE key = $1",
          [`recipient:${email}`],
        )
      ).rows[0]!.count,
    );
  /** The e-mails that went for a lead, read once none is still owed: a job is deleted only after
   * the mail server took its message, so no copy can follow. */
  const emailsFor = async (leadId: string) => {
    const of = () =>
      mail.messages.filter((message) => message.mail.headers.get("x-lead-id") === leadId);
    const owed = async () =>
      Number(
        (
          await db.query<{ count: string }>(
            "SELECT count(*) AS count FROM notification_jobs WHERE lead_id = $1",
            [leadId],
          )
        ).rows[0]!.count,
      );
    await waitFor(
      async () => (of().length >= 2 && (await owed()) === 0) || undefined,
      "the lead e-mail and the acknowledgement, and nothing still owed",
    );
    return of().map((message) => message.recipients.join(","));
  };
  return { proxy, mail, app, leads, allowanceTaken, emailsFor };
}

function post(url: string, fields: Record<string, string>, accept: string) {
  return fetch(`${url}/api/consultation`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Accept: accept },
    redirect: "manual",
  });
}

/** Text of an attribute or element as the page escapes it, unescaped. */
const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) =>
      ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" })[name]!,
  );
const attribute = (tag: string, name: string) =>
  unescape(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "");

/** The fields a browser would post from the page's form: inputs, text areas, chosen options. */
function formFields(html: string): Record<string, string> {
  const form = /<form[\s\S]*?<\/form>/.exec(html)![0];
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g))
    fields[attribute(tag, "name")] = attribute(tag, "value");
  for (const [, open, text] of form.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g))
    fields[attribute(open!, "name")] = unescape(text!);
  for (const [, open, options] of form.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const chosen = /<option\b[^>]*\sselected[^>]*>/.exec(options!)?.[0];
    fields[attribute(open!, "name")] = chosen ? attribute(chosen, "value") : "";
  }
  return fields;
}

describe("a COMMIT whose reply is lost", () => {
  it("is answered 503; the same form sent again with its token gets 201 and stores and sends nothing again", async () => {
    const { proxy, app, leads, emailsFor } = await setUp();
    const token = tokenFor("consultation");
    proxy.loseNextCommitReply("INSERT INTO leads");
    const first = await post(
      app.url,
      consultationFields("ada@example.com", token),
      "application/json",
    );
    expect(first.status).toBe(503);
    expect(proxy.lost()).toBe(1);
    // Postgres kept it all the same.
    const [kept, ...more] = await leads();
    expect(kept?.email).toBe("ada@example.com");
    expect(more).toEqual([]);

    const again = await post(
      app.url,
      consultationFields("ada@example.com", token),
      "application/json",
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true, form: "consultation" });
    expect(await leads()).toEqual([kept]);
    expect((await emailsFor(kept!.id)).sort()).toEqual(["ada@example.com", "sales@example.co.uk"]);

    // The token spent on Ada's request is no way to send another.
    const other = await post(
      app.url,
      consultationFields("grace@example.com", token),
      "application/json",
    );
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({
      error: "token",
      reason: "spent",
      message: consultationForm.messages.security,
    });
    expect(await leads()).toEqual([kept]);
  });

  it("counts the one acknowledgement that went against its mailbox's allowance, once", async () => {
    const { proxy, app, leads, allowanceTaken, emailsFor } = await setUp();
    const token = tokenFor("consultation");
    proxy.loseNextCommitReply("INSERT INTO leads");
    expect(
      (await post(app.url, consultationFields("joan@example.com", token), "application/json"))
        .status,
    ).toBe(503);
    // Whether the lead was kept is not known to the server: what its acknowledgement took stays.
    expect(await allowanceTaken("joan@example.com")).toBe(1);
    expect(
      (await post(app.url, consultationFields("joan@example.com", token), "application/json"))
        .status,
    ).toBe(201);
    expect(
      (await post(app.url, consultationFields("joan@example.com", token), "application/json"))
        .status,
    ).toBe(201);
    const [kept] = await leads();
    expect((await emailsFor(kept!.id)).sort()).toEqual(["joan@example.com", "sales@example.co.uk"]);
    expect(await allowanceTaken("joan@example.com")).toBe(1);
  });

  it("gives a native post the form again with 503, and its second press lands on the sent page, stored once", async () => {
    const { proxy, app, leads, emailsFor } = await setUp();
    const token = tokenFor("consultation");
    proxy.loseNextCommitReply("INSERT INTO leads");
    const first = await post(app.url, consultationFields("hedy@example.com", token), "text/html");
    expect(first.status).toBe(503);
    const page = await first.text();
    const fields = formFields(page);
    expect(fields).toMatchObject({ email: "hedy@example.com", _token: token });

    // The visitor presses Send again on that page.
    const again = await post(app.url, fields, "text/html");
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/thank-you");
    const stored = await leads();
    expect(stored.map((lead) => lead.email)).toEqual(["hedy@example.com"]);
    expect((await emailsFor(stored[0]!.id)).sort()).toEqual([
      "hedy@example.com",
      "sales@example.co.uk",
    ]);
    // A third press, the page reloaded: the same answer, still nothing more.
    expect((await post(app.url, fields, "text/html")).status).toBe(303);
    expect(await leads()).toHaveLength(1);
  });
});
