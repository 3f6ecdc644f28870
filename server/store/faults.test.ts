import { appendFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { createFileStore, toJsonLine } from "./files.ts";
import { deliveryStatusSuite } from "./delivery-status.suite.ts";
import { erasureSuite } from "./erasure.suite.ts";
import { retentionSuite } from "./retention.suite.ts";

const root = await mkdtemp(path.join(tmpdir(), "store-faults-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const folder = () => mkdtemp(path.join(root, "data-"));

erasureSuite("files", async (log, eraseWaitMs) => {
  const store = createFileStore(await folder(), { log, eraseWaitMs });
  await store.init();
  return store;
});

retentionSuite("files", async () => {
  const store = createFileStore(await folder(), { log: { warn() {}, error() {} } });
  await store.init();
  return store;
});

deliveryStatusSuite("files", async () => {
  const dir = await folder();
  return {
    open: async (errors) => {
      const store = createFileStore(dir, {
        log: { warn() {}, error: (...args: unknown[]) => errors.push(args.join(" ")) },
      });
      await store.init();
      return store;
    },
    write: (line) => appendFile(path.join(dir, "notifications.jsonl"), toJsonLine(line)),
  };
});
