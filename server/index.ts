import { createServer, type ServerResponse } from "node:http";
import path from "node:path";
import { createApp } from "./app.ts";
import { parseTrustProxy } from "./client-ip.ts";
import { createLeads } from "./leads/index.ts";
import { readSettings, type Settings } from "./settings.ts";
import { openStore } from "./store/open.ts";
import { SERVER_LIMIT } from "../core/forms/limits.ts";
import { useProcessSecret } from "./token-signer.ts";

const root = path.resolve(process.env.SITE_ROOT ?? "dist");
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");

function exit(message: string): never {
  console.error(message);
  process.exit(1);
}

// Every numeric setting is checked before anything starts: a bad one stops start-up, named.
let settings: Settings;
try {
  settings = readSettings(process.env);
} catch (error) {
  exit((error as Error).message);
}
const { port } = settings;

let trustProxy = 0;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  exit((error as Error).message);
}

const store = openStore(process.env, dataDir);
const shared = Boolean(process.env.DATABASE_URL?.trim());
/** Makes the store ready; a database that cannot be reached yet is tried again every 2 s. */
async function initStore() {
  for (;;) {
    try {
      return await store.init();
    } catch (error) {
      if (!shared) exit((error as Error).message);
      console.error(`${store.description} is not ready (${(error as Error).message}); retrying`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}
// With FORM_SECRET set, pages are served while a database is still out of reach (posts answer
// 503 until it is back). Without it, the token secret lives in the store, so it is waited for.
if (shared && process.env.FORM_SECRET) void initStore();
else await initStore();
// Tokens signed before a restart still work after it, and on every instance: the secret is
// FORM_SECRET, or one made once and kept in the store.
const tokens = useProcessSecret(
  process.env.FORM_SECRET ||
    (await store.secret("form").catch((error: Error) => exit(error.message))),
  settings.minFillMs,
);
// The server's limit on accepted posts per client address (`SERVER_LIMIT`); its count may be set.
const limit = settings.formRateLimit;
const { windowMs } = SERVER_LIMIT;

// Lead e-mails, webhook and newsletter; links in e-mails use SITE_URL, else this server's address.
const leads = createLeads({
  root,
  env: process.env,
  origin: () => `http://localhost:${port}`,
  store,
  limit,
  windowMs,
  trustProxy,
  tokens,
  retentionMonths: settings.retentionMonths,
});

const app = createApp(
  root,
  {
    store,
    limit,
    windowMs,
    trustProxy,
    tokens,
    endpoints: leads.newsletter.endpoint,
    prepare: leads.prepare,
    refused: leads.refused,
    channels: leads.channels,
    notify: leads.notify,
    siteOrigin: leads.siteOrigin,
  },
  [leads.newsletter],
);
let stopping = false;
const inFlight = new Set<ServerResponse>();
const server = createServer((req, res) => {
  inFlight.add(res);
  res.on("close", () => {
    inFlight.delete(res);
    if (stopping) server.closeIdleConnections();
  });
  // While stopping, each answer ends its connection, so the server can exit once they are sent.
  if (stopping) res.setHeader("Connection", "close");
  app(req, res);
});
// A client that sends its headers slowly, or nothing at all, is dropped instead of held forever.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE")
    exit(`Port ${port} is already in use. Stop what uses it, or set PORT to another port.`);
  if (error.code === "EACCES")
    exit(`Port ${port} needs more permissions. Set PORT to another port.`);
  exit(`The server could not start: ${error.message}`);
});

server.listen(port, () => {
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://localhost:${actual}`);
  console.log(`Form submissions are kept in ${store.description}`);
  for (const line of leads.describe()) console.log(line);
  leads.start().catch((error: unknown) => console.error("Lead notifications:", error));
});

// On a stop signal: take no new connections, let posts in flight finish and be stored, then exit.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.close(
      () =>
        void leads
          .stop()
          .then(() => store.close())
          .then(() => process.exit(0)),
    );
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
