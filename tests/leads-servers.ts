import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { createTokens } from "../server/token-signer.ts";
import { createFormHandler } from "../server/form-endpoints.ts";
import { createFileStore } from "../server/store/files.ts";
import type { Store } from "../server/store/types.ts";
import { createLeads } from "../server/leads/index.ts";

/** A message the test SMTP server accepted: the parsed mail, its raw source and its envelope. */
export interface Captured {
  mail: ParsedMail;
  raw: string;
  recipients: string[];
}

/**
 * A real SMTP server in this process that keeps every message it accepts. It refuses the addresses
 * in `refuse` at RCPT TO (550, no such mailbox), as a server refuses a mistyped mailbox.
 */
export async function startSmtp(port = 0, { refuse = [] as string[] } = {}) {
  const messages: Captured[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no certificate to trust in tests.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address))
        return callback(
          Object.assign(new Error("550 5.1.1 no such mailbox"), { responseCode: 550 }),
        );
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((mail) => {
            messages.push({
              mail,
              raw,
              recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    /** How many clients are connected now: a message is in flight while one is. */
    openSessions: () => server.connections.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken, then released), for a mail server that is down. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `check` until it returns a value other than undefined/false, or fails after the deadline. */
export async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as Exclude<T, false | undefined>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The server's form and newsletter handling on an ephemeral port, with the leads module wired in
 * as `npm start` wires it (fast retries, so an outage test takes milliseconds, not minutes).
 */
export async function startApp(options: {
  dataDir: string;
  env: Record<string, string | undefined>;
  /** Posts allowed per address per minute, per form. */
  limit?: number;
  /** The store; by default files in `dataDir`. */
  store?: Store;
}) {
  const store = options.store ?? createFileStore(options.dataDir);
  await store.init();
  let port = 0;
  const quiet = { log() {}, warn() {}, error() {} };
  // Tokens signed with the secret the test was given, so it can make real ones, on a clock the
  // test can move on: the minimum fill time is the real one, and passes without waiting.
  let tokenTime = 0;
  const tokens = createTokens({
    secret: options.env.FORM_SECRET ?? "test-secret",
    now: () => Date.now() + tokenTime,
  });
  const leads = createLeads({
    root: "/nonexistent",
    env: options.env,
    origin: () => `http://localhost:${port}`,
    store,
    limit: options.limit ?? 100,
    windowMs: 60_000,
    trustProxy: 0,
    retry: { baseDelayMs: 20, maxDelayMs: 100, pollMs: 20 },
    log: quiet,
    tokens,
  });
  const forms = createFormHandler({
    store,
    limit: options.limit ?? 100,
    windowMs: 60_000,
    trustProxy: 0,
    endpoints: leads.newsletter.endpoint,
    prepare: leads.prepare,
    refused: leads.refused,
    channels: leads.channels,
    notify: leads.notify,
    tokens,
  });
  const server: Server = createServer((req: IncomingMessage, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    const route = forms.matches(pathname)
      ? forms
      : leads.newsletter.matches(pathname)
        ? leads.newsletter
        : undefined;
    if (!route) {
      res.statusCode = 404;
      return res.end();
    }
    route.handle(req, res, pathname as never).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  await leads.start();
  return {
    url: `http://localhost:${port}`,
    leads,
    /** Moves the tokens' clock on by `ms`, as if a visitor had taken that long. */
    passTime(ms: number) {
      tokenTime += ms;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await leads.stop();
      await store.close();
    },
  };
}
