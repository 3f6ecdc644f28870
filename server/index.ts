import { createServer } from "node:http";
import path from "node:path";
import { createApp } from "./app.ts";
import { createStore } from "./store.ts";

const root = path.resolve(process.env.SITE_ROOT ?? "dist");
const port = Number(process.env.PORT ?? 8080);
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");

const app = createApp(root, {
  store: createStore(dataDir),
  // A person sends a form a few times at most; more from one address within a minute is a flood.
  limit: Number(process.env.FORM_RATE_LIMIT ?? 5),
  windowMs: 60_000,
  trustProxy: process.env.TRUST_PROXY === "1",
});

const server = createServer(app);
server.listen(port, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://localhost:${port}`);
  console.log(
    `Form submissions are appended to ${path.relative(process.cwd(), dataDir)}/<form>.jsonl`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
