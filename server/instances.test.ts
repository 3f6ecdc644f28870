import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tokenFor } from "../tests/form-tokens.ts";
import { startSmtp, waitFor } from "../tests/leads-servers.ts";
import { startPostgres } from "../tests/postgres-server.ts";
import {
  rawRequest,
  request,
  startServer,
  tempSite,
  together,
  type RawResponse,
  type RunningServer,
} from "../tests/server.ts";

// These start servers and processes; a busy shared machine can make that slow.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Two `npm start` processes sharing one Postgres behave as one site: one token, one limit, each
 * notification sent once, one list of leads; and a database outage is answered with 503.
 */
let postgres: Awaited<ReturnType<typeof startPostgres>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let site: Awaited<ReturnType<typeof tempSite>>;
let url = "";
const servers: RunningServer[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  url = await postgres.database();
  smtp = await startSmtp();
  site = await tempSite();
  const env = {
    SITE_ROOT: site.link,
    DATA_DIR: site.data,
    TRUST_PROXY: "1",
    DATABASE_URL: url,
    SMTP_URL: smtp.url,
    LEADS_TO: "sales@example.co.uk",
    // The visitor's acknowledgement has its own tests; these count the business's e-mails.
    AUTO_REPLY: "off",
  };
  servers.push(await startServer(env));
  servers.push(await startServer(env));
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  await postgres?.destroy();
  if (site) await rm(site.root, { recursive: true, force: true });
}, 60_000);

/**
 * Waits until no e-mail is owed or on its way: no notification job is left in the database and
 * the mail server has no client connected. An instance can only send a copy while it holds a job
 * (claimed, not yet let go) and is connected, so from then on no second copy can arrive.
 */
async function mailSettled(database: string, mail: { openSessions: () => number }) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    await waitFor(
      async () =>
        (mail.openSessions() === 0 &&
          (await client.query("SELECT 1 FROM notification_jobs")).rowCount === 0) ||
        undefined,
      "no e-mail owed or in flight",
      20_000,
    );
  } finally {
    await client.end();
  }
}

let next = 0;
const address = () => `10.30.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
const post = (token: string, from: string, email = `ada${next}@example.com`) =>
  request(
    "/api/consultation",
    [
      "Content-Type: application/x-www-form-urlencoded",
      `X-Forwarded-For: ${from}`,
      "Accept: application/json",
    ],
    "POST",
    new URLSearchParams({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      website: "",
      _token: token,
    }).toString(),
  );
/** Sends `requests` together, alternating between the two instances. */
async function acrossBoth(requests: string[]): Promise<RawResponse[]> {
  const halves = [0, 1].map((side) => requests.filter((_, index) => index % 2 === side));
  const answers = await Promise.all(
    halves.map((half, side) => together(servers[side]!.port, half)),
  );
  return answers.flat();
}
const count = (answers: RawResponse[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

let accepted = 0;

describe("two instances on one Postgres", () => {
  it("accept one token once between them", async () => {
    const token = tokenFor("consultation");
    const answers = await acrossBoth(Array.from({ length: 30 }, () => post(token, address())));
    expect(count(answers, 201)).toBe(1);
    expect(count(answers, 403)).toBe(29);
    accepted += 1;
  }, 30_000);

  it("count one address's limit across both", async () => {
    const from = address();
    const answers = await acrossBoth(
      Array.from({ length: 30 }, () => post(tokenFor("consultation"), from)),
    );
    expect(count(answers, 201)).toBe(5);
    expect(count(answers, 429)).toBe(25);
    accepted += 5;
  }, 30_000);

  it("e-mail each lead once, whichever instance took it", async () => {
    await waitFor(() => smtp.messages.length >= accepted || undefined, "every lead e-mail");
    await mailSettled(url, smtp);
    const ids = smtp.messages.map((message) => message.mail.headers.get("x-lead-id"));
    expect(ids).toHaveLength(accepted);
    expect(new Set(ids).size).toBe(accepted);
  }, 30_000);

  it("list the leads with npm run leads from the database", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "server/leads/cli.ts", "--csv"],
      { env: { ...process.env, DATABASE_URL: url, DATA_DIR: site.data } },
    );
    const rows = stdout.trim().split("\r\n").slice(1);
    expect(rows).toHaveLength(accepted);
    expect(rows.every((row) => row.endsWith(",email sent"))).toBe(true);
  }, 30_000);

  it("keep serving pages while Postgres is away, answer posts 503, and recover by themselves", async () => {
    await postgres.stop();
    try {
      const page = await rawRequest(servers[0]!.port, request("/"));
      expect(page.status).toBe(200);
      const refused = await rawRequest(servers[1]!.port, post(tokenFor("consultation"), address()));
      expect(refused.status).toBe(503);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(JSON.parse(refused.body.toString())).toMatchObject({ error: "unavailable" });
    } finally {
      await postgres.start();
    }
    const token = tokenFor("consultation");
    const from = address();
    await waitFor(
      async () =>
        (await rawRequest(servers[1]!.port, post(token, from))).status === 201 || undefined,
      "a post accepted again",
      20_000,
    );
    accepted += 1;
    await waitFor(() => smtp.messages.length >= accepted || undefined, "its e-mail", 20_000);
  }, 60_000);
});

describe("an instance killed while it sends a lead's e-mail", () => {
  it("leaves the e-mail to another instance within 30 seconds, and it goes out once", async () => {
    const database = await postgres.database();
    // The first instance's mail server takes the connection and never answers: it is mid-send.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const env = {
      SITE_ROOT: site.link,
      DATA_DIR: site.data,
      TRUST_PROXY: "1",
      DATABASE_URL: database,
      LEADS_TO: "sales@example.co.uk",
      // The visitor's acknowledgement has its own tests; these count the business's e-mails.
      AUTO_REPLY: "off",
    };
    const pool = new pg.Pool({ connectionString: database });
    const mail = await startSmtp();
    let first: RunningServer | undefined = await startServer({
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    });
    let second: RunningServer | undefined;
    try {
      // A busy machine can make the first connection to Postgres slow: that post is told 503.
      const from = address();
      await waitFor(
        async () =>
          (await rawRequest(first!.port, post(tokenFor("consultation"), from))).status === 201 ||
          undefined,
        "a post accepted by the first instance",
        20_000,
      );
      const claimed = async () =>
        (await pool.query("SELECT 1 FROM notification_jobs WHERE claimed_until > now()"))
          .rowCount || undefined;
      await waitFor(claimed, "the first instance claiming the e-mail", 20_000);
      first.child.kill("SIGKILL");
      const killedAt = Date.now();
      first = undefined;

      second = await startServer({ ...env, SMTP_URL: mail.url });
      // The claim ends with its holder: another instance sends the e-mail within 30 seconds.
      await waitFor(() => mail.messages.length || undefined, "the e-mail from the second", 30_000);
      expect(Date.now() - killedAt).toBeLessThan(30_000);
      await mailSettled(database, mail);
      expect(mail.messages).toHaveLength(1);
      const { rows } = await pool.query<{ status: string }>(
        "SELECT status FROM deliveries WHERE channel = 'email'",
      );
      expect(rows.map((row) => row.status)).toEqual(["sent"]);
    } finally {
      first?.child.kill("SIGKILL");
      await second?.stop();
      await pool.end();
      await mail.close();
      silent.close();
    }
  }, 90_000);
});
