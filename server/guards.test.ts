import { execFileSync } from "node:child_process";
import { chmod, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { tokenFor } from "../tests/form-tokens.ts";
import { consultationForm } from "../core/content/words.ts";
import { createTokens } from "./token-signer.ts";
import { freePort, startSmtp, waitFor } from "../tests/leads-servers.ts";
import {
  rawRequest,
  type RawResponse,
  request,
  type RunningServer,
  serveTempSite,
  startServer,
  tempSite,
  together,
} from "../tests/server.ts";

// These start servers and processes; a busy shared machine can make that slow.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The form guards against requests that arrive together, restarts and a store that cannot write,
 * tried on the real server in its own process.
 */

const app = serveTempSite({ TRUST_PROXY: "1" });

let next = 0;
/** A client address of its own for each test. */
const address = () => `10.20.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;

function post(
  target: string,
  fields: Record<string, string>,
  from: string,
  accept = "application/json",
): string {
  const body = new URLSearchParams({ website: "", ...fields }).toString();
  return request(
    target,
    [
      "Content-Type: application/x-www-form-urlencoded",
      `X-Forwarded-For: ${from}`,
      `Accept: ${accept}`,
    ],
    "POST",
    body,
  );
}
const lead = (token: string, email = "ada@example.com") => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  _token: token,
});
const statuses = (answers: RawResponse[]) => answers.map((answer) => answer.status).sort();
const count = (answers: RawResponse[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

/** The records stored for `form`, in the shared server's data folder or in `dir`. */
async function lines(form: string, dir = app.site.data): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(dir, `${form}.jsonl`), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("posts that arrive together", () => {
  it("accept exactly one of 30 different ones with one token", async () => {
    const token = tokenFor("consultation");
    const before = (await lines("consultation")).length;
    const answers = await together(
      app.server.port,
      Array.from({ length: 30 }, (_, index) =>
        post("/api/consultation", lead(token, `ada${index}@example.com`), address()),
      ),
    );
    expect(count(answers, 201), JSON.stringify(statuses(answers))).toBe(1);
    expect(count(answers, 403)).toBe(29);
    expect((await lines("consultation")).length - before).toBe(1);
  });

  it("store one of 30 copies of one post with one token, and answer every copy as the first", async () => {
    const token = tokenFor("consultation");
    const before = (await lines("consultation")).length;
    const answers = await together(
      app.server.port,
      Array.from({ length: 30 }, () => post("/api/consultation", lead(token), address())),
    );
    expect(count(answers, 201), JSON.stringify(statuses(answers))).toBe(30);
    expect((await lines("consultation")).length - before).toBe(1);
  });

  it("accept at most the limit of 30 from one address", async () => {
    const from = address();
    const answers = await together(
      app.server.port,
      Array.from({ length: 30 }, () =>
        post("/api/contact", lead(tokenFor("contact")), from, "application/json"),
      ),
    );
    // The contact form needs more fields: every answer is a refusal that counts nothing.
    expect(count(answers, 422)).toBe(30);
    const accepted = await together(
      app.server.port,
      Array.from({ length: 30 }, () =>
        post("/api/consultation", lead(tokenFor("consultation")), from),
      ),
    );
    expect(count(accepted, 201)).toBe(5);
    expect(count(accepted, 429)).toBe(25);
    expect(
      Number(accepted.find((answer) => answer.status === 429)!.headers["retry-after"]),
    ).toBeGreaterThan(0);
  });

  it("count every spelling of one IPv6 address, and its whole /64, as one client", async () => {
    const spellings = [
      "2001:db8::7",
      "2001:DB8::7",
      "2001:db8:0::7",
      "2001:0db8::0007",
      "2001:db8:0:0:0:0:0:7",
      "2001:db8::8",
      "2001:db8::ffff:1",
      "2001:db8:0:0:1:2:3:4",
    ];
    const answers = await together(
      app.server.port,
      spellings.map((from) => post("/api/consultation", lead(tokenFor("consultation")), from)),
    );
    expect(count(answers, 201)).toBe(5);
    expect(count(answers, 429)).toBe(3);
  });

  it("sign up once for one token, and at most the limit from one address", async () => {
    const token = tokenFor("newsletter");
    const one = await together(
      app.server.port,
      Array.from({ length: 30 }, (_, index) =>
        post("/api/newsletter", { email: `one${index}@example.com`, _token: token }, address()),
      ),
    );
    expect(count(one, 201)).toBe(1);
    expect(count(one, 403)).toBe(29);
    const from = address();
    const many = await together(
      app.server.port,
      Array.from({ length: 30 }, (_, index) =>
        post(
          "/api/newsletter",
          { email: `many${index}@example.com`, _token: tokenFor("newsletter") },
          from,
        ),
      ),
    );
    expect(count(many, 201)).toBe(5);
    expect(count(many, 429)).toBe(25);
    const emails = (await lines("newsletter")).map((event) => String(event.email));
    expect(emails.filter((email) => email.startsWith("one"))).toHaveLength(1);
    expect(emails.filter((email) => email.startsWith("many"))).toHaveLength(5);
  });
});

describe("odd request targets", () => {
  it.each([
    "//a:b/../api/token?form=contact",
    "//a:b/../api/newsletter",
    "//a:b/../newsletter?status=pending",
    "//a:b/../newsletter/confirm?token=x",
    "/api//token?form=contact",
  ])("%s gets a 4xx", async (target) => {
    const answer = await rawRequest(app.server.port, request(target));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it("left nothing in the log", () => {
    expect(app.server.output()).not.toMatch(/TypeError|Invalid URL|at .*\.ts:\d+/);
  });
});

describe("a restart", () => {
  it("keeps spent tokens spent, and tokens issued without FORM_SECRET good", async () => {
    const own = await tempSite();
    const env = { SITE_ROOT: own.link, DATA_DIR: own.data, TRUST_PROXY: "1", FORM_SECRET: "" };
    let first: RunningServer | undefined = await startServer(env);
    let second: RunningServer | undefined;
    try {
      const key = (await readFile(path.join(own.data, "form.key"), "utf8")).trim();
      expect((await stat(path.join(own.data, "form.key"))).mode & 0o777).toBe(0o600);
      expect((await stat(own.data)).mode & 0o777).toBe(0o700);
      const issue = (form: string) =>
        createTokens({ secret: key, now: () => Date.now() - 5000 }).issue(form);
      const spent = issue("consultation");
      const unused = issue("consultation");
      const send = (port: number, token: string, email?: string) =>
        rawRequest(port, post("/api/consultation", lead(token, email), address()));
      expect((await send(first.port, spent)).status).toBe(201);
      expect((await stat(path.join(own.data, "consultation.jsonl"))).mode & 0o777).toBe(0o600);
      await first.stop();
      first = undefined;

      second = await startServer(env);
      expect((await readFile(path.join(own.data, "form.key"), "utf8")).trim()).toBe(key);
      const again = await send(second.port, spent, "grace@example.com");
      expect(again.status).toBe(403);
      expect(JSON.parse(again.body.toString())).toMatchObject({ reason: "spent" });
      // The same post sent again (its answer lost to a restart): answered as before, kept once.
      expect((await send(second.port, spent)).status).toBe(201);
      expect(await lines("consultation", own.data)).toHaveLength(1);
      expect((await send(second.port, unused)).status).toBe(201);
    } finally {
      await first?.stop();
      await second?.stop();
      await rm(own.root, { recursive: true, force: true });
    }
  }, 30_000);
});

/**
 * Makes `dir` read-only for this process: a read-only bind mount when running as root (whom
 * permission bits do not stop), otherwise permission bits. Returns the undo.
 */
async function readOnly(dir: string): Promise<() => Promise<void>> {
  if (process.getuid?.() === 0) {
    execFileSync("mount", ["--bind", dir, dir]);
    execFileSync("mount", ["-o", "remount,ro,bind", dir]);
    return () => {
      execFileSync("umount", [dir]);
      return Promise.resolve();
    };
  }
  const files = await readdir(dir);
  for (const name of files) await chmod(path.join(dir, name), 0o400);
  await chmod(dir, 0o500);
  return async () => {
    await chmod(dir, 0o700);
    for (const name of files) await chmod(path.join(dir, name), 0o600);
  };
}

describe("a store that cannot write", () => {
  it("answers 503 with Retry-After, keeps what was typed, and takes the same post later", async () => {
    const token = tokenFor("consultation");
    const from = address();
    // The data folder exists and holds a file to append to before it turns read-only.
    expect(
      (
        await rawRequest(
          app.server.port,
          post("/api/consultation", lead(tokenFor("consultation")), from),
        )
      ).status,
    ).toBe(201);
    const before = (await lines("consultation")).length;
    const undo = await readOnly(app.site.data);
    try {
      const json = await rawRequest(app.server.port, post("/api/consultation", lead(token), from));
      expect(json.status).toBe(503);
      expect(Number(json.headers["retry-after"])).toBeGreaterThan(0);
      expect(json.headers["content-type"]).toMatch(/application\/json/);
      expect(JSON.parse(json.body.toString())).toMatchObject({
        ok: false,
        error: "unavailable",
        message: consultationForm.messages.failed,
      });
      const page = await rawRequest(
        app.server.port,
        post("/api/consultation", lead(token, "grace@example.com"), from, "text/html"),
      );
      expect(page.status).toBe(503);
      expect(page.headers["retry-after"]).toBeDefined();
      const html = page.body.toString();
      expect(html).toContain('value="grace@example.com"');
      expect(html).toContain(`value="${token}"`);
      const signUp = await rawRequest(
        app.server.port,
        post("/api/newsletter", { email: "ro@example.com", _token: tokenFor("newsletter") }, from),
      );
      expect(signUp.status).toBe(503);
      expect(signUp.headers["retry-after"]).toBeDefined();
    } finally {
      await undo();
    }
    expect((await lines("consultation")).length).toBe(before);
    // The token was not spent and the address's allowance not used by the refused posts.
    expect(
      (await rawRequest(app.server.port, post("/api/consultation", lead(token), from))).status,
    ).toBe(201);
    expect((await readdir(app.site.data)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

describe("kill -9 in the middle of a burst", () => {
  it("keeps every acknowledged lead, leaves no torn line, and notifies each stored lead after a restart", async () => {
    const own = await tempSite();
    const mail = await startSmtp();
    const port = await freePort();
    // The mail server is away during the burst: every notification is still owed when it dies.
    const env = {
      SITE_ROOT: own.link,
      DATA_DIR: own.data,
      TRUST_PROXY: "1",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEADS_TO: "sales@example.co.uk",
    };
    let running: RunningServer | undefined = await startServer(env);
    let restarted: RunningServer | undefined;
    let later: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const emails = Array.from({ length: 60 }, (_, index) => `burst${index}@example.com`);
      const answers = emails.map((email) =>
        rawRequest(
          running!.port,
          post("/api/consultation", lead(tokenFor("consultation"), email), address()),
        ).then(
          (answer) => ({ email, status: answer.status }),
          () => ({ email, status: 0 }),
        ),
      );
      // Die as soon as one has been acknowledged, while the others are still on their way.
      await Promise.any(
        answers.map((answer) =>
          answer.then(({ status }) => status === 201 || Promise.reject(new Error(`${status}`))),
        ),
      );
      running.child.kill("SIGKILL");
      const settled = await Promise.all(answers);
      running = undefined;
      const acknowledged = settled.filter((answer) => answer.status === 201).map((a) => a.email);
      expect(acknowledged.length).toBeGreaterThan(0);

      const text = await readFile(path.join(own.data, "consultation.jsonl"), "utf8");
      const stored = text.split("\n").filter(Boolean);
      // Every line is a whole record, and every acknowledged lead is among them.
      const records = stored.map((line) => JSON.parse(line) as { id: string; email: string });
      for (const email of acknowledged) expect(records.map((r) => r.email)).toContain(email);
      expect((await readdir(own.data)).filter((name) => name.includes(".tmp"))).toEqual([]);

      later = await startSmtp(port);
      restarted = await startServer(env);
      await waitFor(
        () =>
          new Set(later!.messages.map((m) => m.mail.headers.get("x-lead-id"))).size >=
            records.length || undefined,
        "an e-mail for every stored lead",
        30_000,
      );
      const sent = new Set(later.messages.map((message) => message.mail.headers.get("x-lead-id")));
      for (const record of records) expect(sent.has(record.id)).toBe(true);
    } finally {
      running?.child.kill("SIGKILL");
      await restarted?.stop();
      await mail.close();
      await later?.close();
      await rm(own.root, { recursive: true, force: true });
    }
  }, 60_000);
});
