import { createServer } from "node:http";
import path from "node:path";
import { createApp } from "./app.ts";
import { createStore } from "./store.ts";
import { createLeads } from "./leads/index.ts";

const root = path.resolve(process.env.SITE_ROOT ?? "dist");
const port = Number(process.env.PORT ?? 8080);
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");

const store = createStore(dataDir);
// A person sends a form a few times at most; more from one address within a minute is a flood.
const limit = Number(process.env.FORM_RATE_LIMIT ?? 5);
const trustProxy = process.env.TRUST_PROXY === "1";

// Lead e-mails, webhook and newsletter; links in e-mails use SITE_URL, else this server's address.
const leads = createLeads({
  dataDir,
  root,
  env: process.env,
  origin: () => `http://localhost:${port}`,
  store,
  limit,
  windowMs: 60_000,
  trustProxy,
});

const app = createApp(root, { store, limit, windowMs: 60_000, trustProxy, notify: leads.notify }, [
  leads.newsletter,
]);

const server = createServer(app);
server.listen(port, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://localhost:${port}`);
  console.log(
    `Form submissions are appended to ${path.relative(process.cwd(), dataDir)}/<form>.jsonl`,
  );
  for (const line of leads.describe()) console.log(line);
  leads.start().catch((error: unknown) => console.error("Lead notifications:", error));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => void leads.stop().then(() => process.exit(0))));
}
