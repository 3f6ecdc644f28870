import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acknowledgement as WORDS } from "../../core/content/words.ts";
import { fillIn } from "../../core/forms/fill-in.ts";
import { ukClock } from "./acknowledgement.ts";
import { parseJsonLines } from "./export.ts";
import { createFileStore } from "../store/files.ts";
import { DROP_REASON_TEXT, type Delivery } from "../store/types.ts";
import { droppedAcknowledgementSuite } from "./dropped.suite.ts";
import { createMailer } from "./mailer.ts";
import { leadMessage, type Lead } from "./message.ts";
import {
  freePort,
  startApp,
  startSmtp,
  waitFor,
  type Captured,
} from "../../tests/leads-servers.ts";
import { verifySignature, SIGNATURE_HEADER } from "./webhook.ts";
import { TEST_FORM_SECRET, tokenFor } from "../../tests/form-tokens.ts";
import { consultationFields } from "../../tests/records.ts";

// These start servers and processes; a busy shared machine can make that slow.
vi.setConfig({ testTimeout: 30_000 });

const run = promisify(execFile);
let dataDir = "";
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "leads-"));
});

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  await rm(dataDir, { recursive: true, force: true });
});

async function app(env: Record<string, string | undefined>) {
  // Posts carry real tokens, signed with the secret the app is started with.
  // The visitor's acknowledgement has its own tests; these look at the business's e-mail alone.
  const started = await startApp({
    dataDir,
    env: { FORM_SECRET: TEST_FORM_SECRET, AUTO_REPLY: "off", ...env },
  });
  cleanups.push(() => started.stop());
  return started;
}

async function smtp(port?: number) {
  const started = await startSmtp(port);
  cleanups.push(() => started.close());
  return started;
}

function consultation(url: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  const values = { ...consultationFields("ada@example.com", tokenFor("consultation")), ...fields };
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  return fetch(`${url}/api/consultation`, {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
  });
}

async function stored(form: string): Promise<Lead[]> {
  return parseJsonLines<Lead>(
    await readFile(path.join(dataDir, `${form}.jsonl`), "utf8").catch(() => ""),
  );
}

async function delivered(): Promise<Delivery[]> {
  return (await deliveryLog()).filter((line) => line.status === "sent");
}

/** The delivery log's attempts and sends. */
async function deliveryLog(): Promise<Delivery[]> {
  return parseJsonLines<Delivery>(
    await readFile(path.join(dataDir, "notifications.jsonl"), "utf8").catch(() => ""),
  );
}

function headerSection(message: Captured) {
  return message.raw.split(/\r?\n\r?\n/)[0]!;
}

describe("the visitor's acknowledgement", () => {
  it("answers the visitor at once, once, and the lead e-mail says it went", async () => {
    const mail = await smtp();
    const { url } = await app({
      SMTP_URL: mail.url,
      LEADS_TO: "sales@example.co.uk",
      AUTO_REPLY: undefined,
    });
    expect((await consultation(url)).status).toBe(201);
    const [lead] = await stored("consultation");
    await waitFor(
      async () =>
        (await delivered()).filter((d) => d.leadId === lead!.id).length === 2 || undefined,
      "both e-mails",
    );
    expect(mail.messages).toHaveLength(2);
    const toVisitor = mail.messages.find((message) =>
      message.recipients.includes("ada@example.com"),
    )!;
    const toBusiness = mail.messages.find((message) =>
      message.recipients.includes("sales@example.co.uk"),
    )!;
    expect(toVisitor.recipients).toEqual(["ada@example.com"]);
    expect(toVisitor.mail.text).toContain("Dear Ada,");
    expect(toVisitor.mail.text).toMatch(/within 2 hours/);
    expect(toVisitor.mail.headers.get("auto-submitted")).toBe("auto-replied");
    expect(toVisitor.mail.headers.get("x-lead-id")).toBe(lead!.id);
    // The lead e-mail says when the acknowledgement went, as the delivery log records it.
    const ack = (await delivered()).find((d) => d.channel === "acknowledgement")!;
    expect(toBusiness.mail.text).toContain(
      `${WORDS.inLeadEmail.label}: ${fillIn(WORDS.inLeadEmail.sent, {
        email: "ada@example.com",
        time: ukClock(ack.at, Date.now()),
      })}`,
    );
    expect(ukClock(ack.at, Date.now())).toMatch(/^\d\d:\d\d (GMT|BST)$/);
    // Decided once, before the lead was stored, and kept with it, so any instance says the same.
    expect(lead!.acknowledgement).toBe("sending");
  });

  it("is off with AUTO_REPLY=off, and the lead e-mail says so", async () => {
    const mail = await smtp();
    const { url } = await app({ SMTP_URL: mail.url, LEADS_TO: "sales@example.co.uk" });
    expect((await consultation(url)).status).toBe(201);
    await waitFor(() => mail.messages[0], "the lead e-mail");
    expect(mail.messages.map((message) => message.recipients)).toEqual([["sales@example.co.uk"]]);
    expect(mail.messages[0]!.mail.text).toContain(
      `${WORDS.inLeadEmail.label}: ${WORDS.inLeadEmail.off}`,
    );
  });

  it("counts against the visitor's mailbox: the fourth in a day does not go, and the lead says so", async () => {
    const mail = await smtp();
    const { url } = await app({
      SMTP_URL: mail.url,
      LEADS_TO: "sales@example.co.uk",
      AUTO_REPLY: undefined,
    });
    for (let index = 0; index < 4; index++)
      expect((await consultation(url, { email: "victim@example.com" })).status).toBe(201);
    await waitFor(
      async () =>
        (await delivered()).filter((d) => d.channel === "email").length === 4 || undefined,
      "four lead e-mails",
    );
    const toVisitor = mail.messages.filter((message) =>
      message.recipients.includes("victim@example.com"),
    );
    expect(toVisitor).toHaveLength(3);
    // Each lead e-mail says what became of its own lead's acknowledgement: the fourth's did not go.
    const leads = await stored("consultation");
    const acks = (await delivered()).filter((d) => d.channel === "acknowledgement");
    const toBusiness = (id: string) =>
      mail.messages.find(
        (message) =>
          message.recipients.includes("sales@example.co.uk") &&
          message.mail.headers.get("x-lead-id") === id,
      );
    expect(
      leads.map(
        (lead) =>
          toBusiness(lead.id)?.mail.text?.match(/Acknowledgement to the visitor: (.*)/)?.[1],
      ),
    ).toEqual([
      ...leads.slice(0, 3).map((lead) =>
        fillIn(WORDS.inLeadEmail.sent, {
          email: "victim@example.com",
          time: ukClock(acks.find((d) => d.leadId === lead.id)!.at, Date.now()),
        }),
      ),
      fillIn(WORDS.inLeadEmail.limited, { count: "3" }),
    ]);
    // The fourth owes no acknowledgement at all: nothing waits to be sent or dropped for it.
    expect(leads.map((lead) => lead.acknowledgement)).toEqual([
      "sending",
      "sending",
      "sending",
      "limited",
    ]);
    expect((await deliveryLog()).filter((d) => d.channel === "acknowledgement")).toHaveLength(3);
  });
  it("takes the mailbox's allowance only for a request that is stored: a replayed token uses none of it", async () => {
    const mail = await smtp();
    const { url } = await app({
      SMTP_URL: mail.url,
      LEADS_TO: "sales@example.co.uk",
      AUTO_REPLY: undefined,
    });
    const token = tokenFor("consultation");
    expect((await consultation(url, { email: "victim@example.com", _token: token })).status).toBe(
      201,
    );
    // The same request replayed: answered as the first was, stored no more, and no e-mail to
    // the address is counted; another request with the spent token is refused.
    for (let index = 0; index < 3; index++)
      expect((await consultation(url, { email: "victim@example.com", _token: token })).status).toBe(
        201,
      );
    expect(
      (await consultation(url, { email: "victim@example.com", firstName: "Eve", _token: token }))
        .status,
    ).toBe(403);
    expect(await stored("consultation")).toHaveLength(1);
    for (let index = 0; index < 2; index++)
      expect((await consultation(url, { email: "victim@example.com" })).status).toBe(201);
    await waitFor(
      async () =>
        (await delivered()).filter((d) => d.channel === "acknowledgement").length === 3 ||
        undefined,
      "three acknowledgements",
    );
    expect((await stored("consultation")).map((lead) => lead.acknowledgement)).toEqual([
      "sending",
      "sending",
      "sending",
    ]);
  });
});

droppedAcknowledgementSuite("files", (dataDir) =>
  Promise.resolve(() => createFileStore(dataDir, { log: { warn() {}, error() {} } })),
);

describe("lead notifications", () => {
  it("e-mails the business once per lead, with the visitor as Reply-To and every field", async () => {
    const mail = await smtp();
    const { url } = await app({ SMTP_URL: mail.url, LEADS_TO: "sales@example.co.uk" });

    const response = await consultation(url);
    expect(response.status).toBe(201);
    const [lead] = await stored("consultation");
    await waitFor(async () => (await delivered()).some((d) => d.leadId === lead!.id), "delivery");

    expect(mail.messages).toHaveLength(1);
    const { mail: message, recipients } = mail.messages[0]!;
    expect(recipients).toEqual(["sales@example.co.uk"]);
    expect(message.subject).toBe("Consultation request from Ada Lovelace");
    expect(message.replyTo?.value).toEqual([{ name: "Ada Lovelace", address: "ada@example.com" }]);
    expect(message.headers.get("x-lead-id")).toBe(lead!.id);
    for (const value of [
      "Ada",
      "Lovelace",
      "020 7946 0018",
      "12 Cheyne Walk, London SW3",
      "£60,000",
    ]) {
      expect(message.text).toContain(value);
      expect(message.html).toContain(value);
    }
    expect(message.text).toMatch(
      /Received: \w+day, \d{1,2} \w+ \d{4} at \d\d:\d\d (GMT|BST) \(UK time\)/,
    );
    expect((await deliveryLog()).map((line) => line.status)).toEqual(["sent"]);
  });

  it("never lets a CR/LF payload in any field add or change a header", async () => {
    const mail = await smtp();
    const { url } = await app({ SMTP_URL: mail.url, LEADS_TO: "sales@example.co.uk" });
    const payload = "x\r\nBcc: thief@example.net\r\nX-Injected: yes\r\n\r\n<b>body</b>";
    // Every free-text field; the project type must be one of its options, so it cannot carry one.
    const fields = ["firstName", "lastName", "projectAddress", "budget", "projectDescription"];
    const response = await consultation(
      url,
      Object.fromEntries(
        fields.map((name) => [name, `${name === "firstName" ? "Eve" : ""}${payload}`]),
      ),
    );
    // Names and phone are cleaned to their alphabets; what is left of the payload is stored.
    expect(response.status).toBe(201);
    const withInjectedEmail = await consultation(url, {
      email: `eve@example.com\r\nBcc: thief@example.net`,
    });
    expect(withInjectedEmail.status).toBe(422);

    await waitFor(() => mail.messages.length === 1 || undefined, "the lead e-mail");
    const message = mail.messages[0]!;
    expect(message.recipients).toEqual(["sales@example.co.uk"]);
    expect(message.mail.headers.has("bcc")).toBe(false);
    expect(message.mail.headers.has("x-injected")).toBe(false);
    expect(headerSection(message)).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(message.mail.html).not.toContain("<b>body</b>");
    expect(message.mail.html).toContain("&lt;b&gt;body&lt;/b&gt;");

    // The message itself holds even when a record was never cleaned (an older file, another form).
    const raw: Lead = {
      id: "raw-lead",
      receivedAt: new Date().toISOString(),
      email: "eve@example.com\r\nBcc: thief@example.net",
    };
    for (const name of fields) raw[name] = payload;
    await createMailer(mail.url).send(
      leadMessage("consultation", raw, {
        from: "site@example.co.uk",
        to: ["sales@example.co.uk"],
        siteName: "Test",
        domain: "example.co.uk",
      }),
    );
    await waitFor(() => mail.messages.length === 2 || undefined, "the raw lead e-mail");
    const second = mail.messages[1]!;
    expect(second.recipients).toEqual(["sales@example.co.uk"]);
    expect(second.mail.headers.has("bcc")).toBe(false);
    expect(second.mail.headers.has("x-injected")).toBe(false);
    expect(second.mail.replyTo).toBeUndefined();
    expect(headerSection(second)).not.toMatch(/^(Bcc|X-Injected):/im);
    // The payload survives as visible text on the subject's one line, not as headers.
    expect(second.mail.subject).toMatch(
      /^Consultation request from x Bcc: thief@example\.net X-Injected: yes <b>body<\/b>/,
    );
    expect(second.mail.subject).not.toMatch(/[\r\n]/);
  });

  it("keeps leads while the mail server is down and delivers each once after a restart", async () => {
    const port = await freePort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_TO: "sales@example.co.uk" };
    const first = await app(env);
    for (const name of ["Ada", "Grace", "Hedy"]) {
      const response = await consultation(first.url, {
        firstName: name,
        email: `${name.toLowerCase()}@example.com`,
      });
      expect(response.status).toBe(201);
    }
    const leads = await stored("consultation");
    expect(leads).toHaveLength(3);
    // Every notification has failed at least once, and its lead says it still owes it.
    expect(leads.every((lead) => (lead.notify as string[]).includes("email"))).toBe(true);
    await waitFor(async () => {
      const failed = new Set(
        (await deliveryLog())
          .filter((line) => line.status === "retry" && /ECONNREFUSED/.test(line.error ?? ""))
          .map((line) => line.leadId),
      );
      return failed.size === 3 || undefined;
    }, "failed attempts in the delivery log");
    const { stdout } = await run(process.execPath, ["--import", "tsx", "server/leads/cli.ts"], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    // Fast test retries may have used up every attempt by the time the list is read; with two-digit
    // attempt counts the table cuts the error short ("connect ECO…").
    expect(
      stdout.match(/email (pending|failed) \(\d+ attempts?: connect EC/g),
      stdout,
    ).toHaveLength(3);
    await first.stop();

    const mail = await smtp(port);
    await app(env);
    await waitFor(async () => {
      const sent = (await deliveryLog()).filter((line) => line.status === "sent");
      return sent.length === 3 || undefined;
    }, "every lead sent");
    const arrived = mail.messages.map((message) => message.mail.headers.get("x-lead-id"));
    expect([...arrived].sort()).toEqual(leads.map((lead) => lead.id).sort());
  }, 90_000);

  it("posts each lead to the webhook with an HMAC-SHA256 signature, retrying a failed call", async () => {
    const calls: { body: string; signature: string | undefined }[] = [];
    const hook: Server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        calls.push({ body, signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string });
        // The CRM is briefly unavailable the first time.
        res.statusCode = calls.length === 1 ? 503 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => hook.close(resolve)));
    const secret = "a long shared secret";
    const { url } = await app({
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`,
      LEADS_WEBHOOK_SECRET: secret,
    });

    expect((await consultation(url)).status).toBe(201);
    const [lead] = await stored("consultation");
    await waitFor(
      async () => (await delivered()).some((d) => d.channel === "webhook") || undefined,
      "the webhook",
    );

    expect(calls).toHaveLength(2);
    const last = calls[1]!;
    expect(verifySignature(last.body, last.signature, secret)).toBe(true);
    expect(verifySignature(last.body, last.signature, "another secret")).toBe(false);
    expect(verifySignature(`${last.body} `, last.signature, secret)).toBe(false);
    expect(JSON.parse(last.body)).toMatchObject({
      event: "lead.created",
      form: "consultation",
      lead: { id: lead!.id, email: "ada@example.com" },
    });
  });

  it("with nothing configured, answers and keeps every lead, and queues nothing", async () => {
    const { url, leads } = await app({});
    expect((await consultation(url)).status).toBe(201);
    const [lead] = await stored("consultation");
    expect(lead?.notify).toEqual([]);
    expect(leads.describe().join("\n")).toMatch(/notifications are off/);
  });
});

describe("the leads export", () => {
  it("shows a business address the mail server refused beside the lead e-mail that went to the others", async () => {
    const refusing = await startSmtp(0, { refuse: ["typo@example.co.uk"] });
    cleanups.push(refusing.close);
    const { url } = await app({
      SMTP_URL: refusing.url,
      LEADS_TO: "sales@example.co.uk, typo@example.co.uk",
    });
    expect((await consultation(url)).status).toBe(201);
    const [lead] = await stored("consultation");
    await waitFor(
      async () => (await deliveryLog()).some((d) => d.status === "sent") || undefined,
      "the lead e-mail",
    );
    expect(refusing.messages.map((m) => m.recipients)).toEqual([["sales@example.co.uk"]]);
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "server/leads/cli.ts", "--csv", "--form", "consultation"],
      { env: { ...process.env, DATA_DIR: dataDir } },
    );
    const [, row] = stdout
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(row).toContain(lead!.id);
    expect(row).toMatch(
      new RegExp(
        `,"?email sent; email to typo@example\\.co\\.uk not sent: ${DROP_REASON_TEXT.refused.replace(/[()]/g, "\\$&")} \\(550[^)]*no such mailbox\\)"?$`,
      ),
    );
  });

  it("writes CSV whose formula-like cells are neutralised, with each lead's status", async () => {
    const { url } = await app({});
    await consultation(url, {
      projectAddress: '=HYPERLINK("http://evil.example","x")',
      budget: "+44",
      projectDescription: "@SUM(A1:A9)",
    });
    const { stdout } = await run(
      process.execPath,
      [
        "--import",
        "tsx",
        "server/leads/cli.ts",
        "--csv",
        "--form",
        "consultation",
        "--since",
        "2020-01-01",
      ],
      { env: { ...process.env, DATA_DIR: dataDir } },
    );
    const lines = stdout
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^form,id,receivedAt,formKey,origin,.*,notification$/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain(",'+44,");
    expect(lines[1]).toContain(",'@SUM(A1:A9),");
    expect(lines[1]).toMatch(/,off$/);
    const none = await run(
      process.execPath,
      ["--import", "tsx", "server/leads/cli.ts", "--csv", "--form", "contact"],
      { env: { ...process.env, DATA_DIR: dataDir } },
    );
    expect(
      none.stdout
        .replace(/^\ufeff/, "")
        .trim()
        .split("\r\n"),
    ).toHaveLength(1);
  }, 30_000);
});
