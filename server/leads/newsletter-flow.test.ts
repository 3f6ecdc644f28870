import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consultationForm, formAnswers, newsletter } from "../../core/content/words.ts";
import { TOKEN_RULES } from "../../core/forms/limits.ts";
import { TEST_FORM_SECRET, tokenFor } from "../../tests/form-tokens.ts";
import { parseJsonLines } from "./export.ts";
import { subscriberStates, type NewsletterEvent } from "./newsletter.ts";
import { RECIPIENT_LIMITS } from "./recipients.ts";
import { isDone, type Delivery } from "../store/types.ts";
import { startApp, startSmtp, waitFor } from "../../tests/leads-servers.ts";

// These start servers and processes; a busy shared machine can make that slow.
vi.setConfig({ testTimeout: 30_000 });

let dataDir = "";
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "newsletter-"));
});

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  await rm(dataDir, { recursive: true, force: true });
});

/** The delivery log's lines for newsletter confirmations. */
async function confirmations(): Promise<Delivery[]> {
  return parseJsonLines<Delivery>(
    await readFile(path.join(dataDir, "notifications.jsonl"), "utf8").catch(() => ""),
  ).filter((line) => line.channel === "newsletter");
}

async function app(env: Record<string, string | undefined>, limit?: number) {
  // Posts carry real tokens, signed with the secret the app is started with.
  const started = await startApp({
    dataDir,
    env: { FORM_SECRET: TEST_FORM_SECRET, ...env },
    limit,
  });
  cleanups.push(() => started.stop());
  return started;
}

/** Posts the footer form as a browser without JavaScript does. */
function subscribe(url: string, email: string, extra: Record<string, string> = {}, headers = {}) {
  return fetch(`${url}/api/newsletter`, {
    method: "POST",
    body: new URLSearchParams({
      email,
      website: "",
      _token: tokenFor("newsletter"),
      source: "/blog",
      ...extra,
    }),
    headers,
    redirect: "manual",
  });
}

async function state(email: string) {
  const events = parseJsonLines<NewsletterEvent>(
    await readFile(path.join(dataDir, "newsletter.jsonl"), "utf8").catch(() => ""),
  );
  return subscriberStates(events).get(email);
}

/** Follows a link from an e-mail as a person does: open it, then press its button. */
async function follow(link: string) {
  const page = await fetch(link);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = html.match(/<form method="post" action="([^"]+)">/)?.[1];
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  expect(action && token).toBeTruthy();
  return {
    html,
    press: () =>
      fetch(new URL(action!, link), {
        method: "POST",
        body: new URLSearchParams({ token: token! }),
        redirect: "manual",
      }),
  };
}

describe("e-mails to an address a visitor typed", () => {
  it("are at most 3 a day to one mailbox, whatever the form of the address", async () => {
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const { url } = await app({ SMTP_URL: mail.url });
    const typed = [
      "victim@example.com",
      "Victim@Example.com",
      "victim+news@example.com",
      "victim+1@example.com",
      "victim@example.com",
      "someone.else@example.com",
    ];
    for (const email of typed) expect((await subscribe(url, email)).status).toBe(303);
    const lines = await waitFor(async () => {
      const done = (await confirmations()).filter((line) => isDone(line));
      return done.length === typed.length ? done : undefined;
    }, "every sign-up handled");
    const to = mail.messages.map((message) => message.recipients.join());
    expect(to.filter((address) => address.includes("victim"))).toHaveLength(
      RECIPIENT_LIMITS.perMailbox,
    );
    expect(to.filter((address) => address === "someone.else@example.com")).toHaveLength(1);
    // The log says what went and what did not: the rest were dropped, over the allowance.
    expect(lines.filter((line) => line.status === "sent")).toHaveLength(mail.messages.length);
    expect(
      lines.filter((line) => line.status !== "sent").map(({ status, reason }) => [status, reason]),
    ).toEqual(
      Array.from({ length: typed.length - mail.messages.length }, () => ["dropped", "limited"]),
    );
  });

  it("are refused for addresses that are not one mailbox", async () => {
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const { url } = await app({ SMTP_URL: mail.url });
    for (const email of [
      "evil<victim@example.com>",
      "grp:victim@example.com;",
      "v;x@example.com",
      '"a"victim@example.com',
      "vic\u200btim@example.com",
    ]) {
      const response = await subscribe(url, email, {}, { Accept: "application/json" });
      expect(response.status).toBe(422);
    }
    expect(await state("victim@example.com")).toBeUndefined();
  });
});

describe("a confirmation link once the address has unsubscribed", () => {
  it("is dead: replayed, it subscribes no one", async () => {
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const { url } = await app({ SMTP_URL: mail.url });
    expect((await subscribe(url, "reader@example.com")).status).toBe(303);
    const message = await waitFor(() => mail.messages[0], "the confirmation e-mail");
    const confirm = message.mail.text!.match(/http\S+\/newsletter\/confirm\S+/)![0];
    const unsubscribe = message.mail.text!.match(/http\S+\/newsletter\/unsubscribe\S+/)![0];
    await (await follow(confirm)).press();
    await (await follow(unsubscribe)).press();
    expect((await state("reader@example.com"))?.status).toBe("unsubscribed");
    const replayed = await (await follow(confirm)).press();
    expect(replayed.status).toBe(410);
    expect((await state("reader@example.com"))?.status).toBe("unsubscribed");
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("unsubscribes with one POST of List-Unsubscribe=One-Click to the header's link", async () => {
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const { url } = await app({ SMTP_URL: mail.url });
    expect((await subscribe(url, "reader@example.com")).status).toBe(303);
    const message = await waitFor(() => mail.messages[0], "the confirmation e-mail");
    const confirm = message.mail.text!.match(/http\S+\/newsletter\/confirm\S+/)![0];
    await (await follow(confirm)).press();
    expect((await state("reader@example.com"))?.status).toBe("subscribed");
    expect(message.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const link = message.raw.match(/^List-Unsubscribe:\s+<([^>]+)>/m)![1]!;
    const response = await fetch(link, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(400);
    expect((await state("reader@example.com"))?.status).toBe("unsubscribed");
  });
});

describe("newsletter", () => {
  it("is double opt-in with SMTP: only the link in the confirmation e-mail subscribes, and unsubscribe undoes it", async () => {
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const { url } = await app({ SMTP_URL: mail.url });

    // A forged Host header must not reach the links in the e-mail.
    const response = await subscribe(url, " Reader@Example.com ", {}, { Host: "evil.example" });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toBe("/newsletter?status=pending&from=%2Fblog");
    const shown = await (await fetch(new URL(location, url))).text();
    expect(shown).toContain("Check your inbox");
    expect(shown).toContain('href="/blog"');

    const pending = await state("reader@example.com");
    expect(pending).toMatchObject({ status: "pending", method: "double opt-in" });
    expect(pending?.consent).toMatch(/unsubscribe/i);

    const message = await waitFor(() => mail.messages[0], "the confirmation e-mail");
    expect(message.recipients).toEqual(["reader@example.com"]);
    const links = message.mail.text!.match(/http\S+/g)!;
    const confirm = links.find((link) => link.includes("/newsletter/confirm"))!;
    const unsubscribe = links.find((link) => link.includes("/newsletter/unsubscribe"))!;
    expect(confirm.startsWith(`${url}/newsletter/confirm?token=`)).toBe(true);
    expect(message.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=/m,
    );

    // Opening the link (as a mail scanner would) changes nothing; pressing the button does.
    const opened = await follow(confirm);
    expect(opened.html).toContain("reader@example.com");
    expect((await state("reader@example.com"))?.status).toBe("pending");
    const confirmed = await opened.press();
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/newsletter?status=confirmed");
    expect(await state("reader@example.com")).toMatchObject({
      status: "subscribed",
      method: "double opt-in",
    });

    const tampered = confirm.replace(
      /token=(.)/,
      (_, first) => `token=${first === "a" ? "b" : "a"}`,
    );
    expect((await fetch(tampered)).status).toBe(400);

    // A second press, or a stranger signing the address up again, writes nothing and sends nothing.
    const file = path.join(dataDir, "newsletter.jsonl");
    const proof = await readFile(file, "utf8");
    expect((await opened.press()).status).toBe(303);
    expect((await subscribe(url, "reader@example.com")).status).toBe(303);
    expect(await readFile(file, "utf8")).toBe(proof);
    expect(await state("reader@example.com")).toMatchObject({ status: "subscribed" });
    // A mail the store owes is written on its event's line, and no line was added: once the one
    // confirmation is logged as handled and no session is open, nothing more is on its way.
    await waitFor(
      async () => ((await confirmations()).some(isDone) && mail.openSessions() === 0) || undefined,
      "the confirmation handled",
    );
    expect(await confirmations()).toMatchObject([{ status: "sent" }]);
    expect(mail.messages).toHaveLength(1);

    const leaving = await follow(unsubscribe);
    expect((await leaving.press()).status).toBe(303);
    expect((await state("reader@example.com"))?.status).toBe("unsubscribed");
    const left = await readFile(file, "utf8");
    expect((await leaving.press()).status).toBe(303);
    expect(await readFile(file, "utf8")).toBe(left);
  });

  it("limits presses on a link like any other post", async () => {
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const { url } = await app({ SMTP_URL: mail.url }, 3);
    expect((await subscribe(url, "limit@example.com")).status).toBe(303);
    const message = await waitFor(() => mail.messages[0], "the confirmation e-mail");
    const unsubscribe = message.mail.text!.match(/http\S+unsubscribe\S+/)![0];
    const link = await follow(unsubscribe);
    const answers = await Promise.all(Array.from({ length: 8 }, () => link.press()));
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("without SMTP subscribes at once, and answers fetch with JSON", async () => {
    const { url } = await app({});
    const response = await subscribe(url, "reader@example.com", {}, { Accept: "application/json" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, status: "subscribed" });
    expect(await state("reader@example.com")).toMatchObject({
      status: "subscribed",
      method: "single opt-in",
    });
  });

  it("shows the sign-up form at /newsletter, and its press subscribes", async () => {
    const started = await app({});
    const { url } = started;
    const page = await fetch(`${url}/newsletter`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const form = /<form class="newsletter-confirm" method="post" action="([^"]+)">/.exec(html);
    expect(form?.[1]).toBe("/api/newsletter");
    const token = /name="_token" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(token).not.toBe("");
    expect((await fetch(`${url}/newsletter?status=nonsense`)).status).toBe(404);
    // A person takes a few seconds to type an address: the page's token is good after that.
    started.passTime(TOKEN_RULES.minFillMs);
    const response = await subscribe(url, "page@example.com", {
      _token: token,
      source: "/newsletter",
    });
    expect(response.status).toBe(303);
    expect(await state("page@example.com")).toMatchObject({ status: "subscribed" });
  });

  it("refuses a filled honeypot, a bad address and a bad token, storing nothing", async () => {
    const { url } = await app({});
    const json = { Accept: "application/json" };
    expect(
      (await subscribe(url, "bot@example.com", { website: "http://spam.example" }, json)).status,
    ).toBe(400);
    const invalid = await subscribe(url, "not-an-address", {}, json);
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ error: "invalid", fields: { email: "invalid" } });
    for (const [token, reason] of [
      ["NOT A TOKEN", "forged"],
      ["aaaaaaaaaa", "forged"],
      [tokenFor("contact"), "forged"],
      [tokenFor("newsletter", 0), "early"],
      [tokenFor("newsletter", TOKEN_RULES.maxAgeMs + 60_000), "expired"],
    ]) {
      const refused = await subscribe(url, "reader@example.com", { _token: token! }, json);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: "token", reason });
    }
    const page = await subscribe(url, "not-an-address");
    expect(page.status).toBe(422);
    expect((await page.text()).replace(/<[^>]+>/g, "")).toContain(
      `${formAnswers.field.errorPrefix} ${consultationForm.messages.emailInvalid}`,
    );
    expect(await readFile(path.join(dataDir, "newsletter.jsonl"), "utf8").catch(() => "")).toBe("");
  });

  it("takes a token once: a copied one is refused after it subscribed someone", async () => {
    const { url } = await app({});
    const json = { Accept: "application/json" };
    const token = tokenFor("newsletter");
    expect((await subscribe(url, "a@example.com", { _token: token }, json)).status).toBe(201);
    const copied = await subscribe(url, "b@example.com", { _token: token }, json);
    expect(copied.status).toBe(403);
    expect(await copied.json()).toMatchObject({ error: "token", reason: "spent" });
    expect(await state("b@example.com")).toBeUndefined();
  });

  it("asks a post without a token (no script) to press once more, with the address kept", async () => {
    const started = await app({});
    const { url } = started;
    const first = await subscribe(url, "reader@example.com", { _token: "" });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain(newsletter.results.confirm.title);
    expect(html).toContain('value="reader@example.com"');
    expect(await state("reader@example.com")).toBeUndefined();

    const fields = Object.fromEntries(
      [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map(
        (m): [string, string] => [m[1]!, m[2]!],
      ),
    );
    expect(fields).toMatchObject({ email: "reader@example.com", source: "/blog" });
    const email = fields.email ?? "";
    // Pressed at once, the fresh token is too young: the same page comes back with the same token.
    const early = await subscribe(url, email, fields);
    expect(early.status).toBe(200);
    expect(await early.text()).toContain(`value="${fields._token}"`);

    started.passTime(TOKEN_RULES.minFillMs);
    const second = await subscribe(url, email, fields);
    expect(second.status).toBe(303);
    expect(await state("reader@example.com")).toMatchObject({ status: "subscribed" });
  });

  it("limits sign-ups from one address per minute, counting only accepted ones", async () => {
    const { url } = await app({}, 2);
    const json = { Accept: "application/json" };
    // Refused attempts use up nothing.
    for (let i = 0; i < 3; i++)
      expect((await subscribe(url, "not-an-address", {}, json)).status).toBe(422);
    expect((await subscribe(url, "a@example.com", {}, json)).status).toBe(201);
    expect((await subscribe(url, "b@example.com", {}, json)).status).toBe(201);
    const limited = await subscribe(url, "c@example.com", {}, json);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await state("c@example.com")).toBeUndefined();
  });
});

describe("a sign-up sent 30 times at once", () => {
  /** Sign-ups stored, and newsletter notifications done (sent or dropped): equal once settled. */
  async function settled() {
    const requested = parseJsonLines<NewsletterEvent>(
      await readFile(path.join(dataDir, "newsletter.jsonl"), "utf8").catch(() => ""),
    ).filter((event) => event.event === "requested").length;
    const done = (await confirmations()).filter((line) => isDone(line)).length;
    return requested === done || undefined;
  }
  const json = { Accept: "application/json" };

  it("sends an address 3 confirmations at most, and one that has unsubscribed one, answered alike", async () => {
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const { url } = await app({ SMTP_URL: mail.url });
    const to = (mailbox: string) =>
      mail.messages.filter((message) =>
        message.recipients.some((address) => address.replace(/\+[^@]*/, "") === mailbox),
      );

    const fresh = await Promise.all(
      Array.from({ length: 30 }, () => subscribe(url, "new@example.com", {}, json)),
    );
    const answer = await fresh[0]!.text();
    for (const response of fresh) expect(response.status).toBe(202);
    await waitFor(settled, "every sign-up handled");
    expect(to("new@example.com")).toHaveLength(3);

    // Someone who subscribed and left: 30 sign-ups at once, of the address and its variants.
    expect((await subscribe(url, "left@example.com")).status).toBe(303);
    const message = await waitFor(() => to("left@example.com")[0], "the confirmation e-mail");
    const confirm = message.mail.text!.match(/http\S+\/newsletter\/confirm\S+/)![0];
    const unsubscribe = message.mail.text!.match(/http\S+\/newsletter\/unsubscribe\S+/)![0];
    await (await follow(confirm)).press();
    await (await follow(unsubscribe)).press();
    const variants = ["left@example.com", "LEFT@example.com", "left+1@example.com"];
    const again = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        subscribe(url, variants[index % variants.length]!, {}, json),
      ),
    );
    for (const response of again) {
      expect(response.status).toBe(202);
      expect(await response.text()).toBe(answer);
    }
    await waitFor(settled, "every sign-up handled");
    // Its mailbox had room for two more today; it was sent one, and it stays unsubscribed.
    expect(to("left@example.com")).toHaveLength(2);
    expect((await state("left@example.com"))?.status).toBe("unsubscribed");
    // The first confirmation's link, replayed, subscribes no one.
    expect((await (await follow(confirm)).press()).status).toBe(410);
    expect((await state("left@example.com"))?.status).toBe("unsubscribed");
  });
});
