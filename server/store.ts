import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * Appends records to JSON Lines files, one complete line per record. Writes to one file go out one
 * at a time in arrival order, each as a single append, so concurrent posts never interleave and a
 * crash loses at most the line being written.
 */
export function createStore(dir: string) {
  const queues = new Map<string, Promise<unknown>>();

  return {
    dir,
    /** Resolves once the record is on disk; creates the folder and file on first use. */
    append(name: string, record: Record<string, unknown>): Promise<void> {
      const file = path.join(dir, `${name}.jsonl`);
      const line = `${JSON.stringify(record)}\n`;
      const previous = queues.get(file) ?? mkdir(dir, { recursive: true });
      const write = previous.catch(() => undefined).then(() => appendFile(file, line, "utf8"));
      queues.set(file, write);
      return write;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
