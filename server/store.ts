import { appendFile, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * One record as one JSON line. JSON leaves U+2028, U+2029 and U+0085 raw, and some line-splitting
 * readers break lines at them, so they are written as escapes: the file has exactly one line per
 * record for any reader.
 */
export function toJsonLine(record: Record<string, unknown>): string {
  return `${JSON.stringify(record).replace(/[\u2028\u2029\u0085]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`;
}

/**
 * Appends records to JSON Lines files, one complete line per record. Writes to one file go out one
 * at a time in arrival order, each as a single append, so concurrent posts never interleave and a
 * crash loses at most the line being written.
 */
export function createStore(dir: string) {
  const queues = new Map<string, Promise<unknown>>();

  const write = async (file: string, line: string) => {
    try {
      await appendFile(file, line, "utf8");
    } catch (error) {
      // The folder was removed while the server ran: make it again rather than fail every post.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      await mkdir(dir, { recursive: true });
      await appendFile(file, line, "utf8");
    }
  };

  return {
    dir,
    /** Resolves once the record is on disk; creates the folder and file when they are missing. */
    append(name: string, record: Record<string, unknown>): Promise<void> {
      const file = path.join(dir, `${name}.jsonl`);
      const line = toJsonLine(record);
      const previous = queues.get(file) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => write(file, line));
      queues.set(file, next);
      return next;
    },
    /** Makes sure the folder exists and can be written to; rejects with a plain reason otherwise. */
    async check(): Promise<void> {
      try {
        await mkdir(dir, { recursive: true });
        // A real write: permission bits alone say nothing for root or a read-only file system.
        const probe = path.join(dir, `.write-check-${process.pid}`);
        await writeFile(probe, "");
        await rm(probe, { force: true });
      } catch (error) {
        throw new Error(
          `Cannot write form submissions to ${dir} (${(error as NodeJS.ErrnoException).code ?? error}). Set DATA_DIR to a writable folder.`,
          { cause: error },
        );
      }
    },
  };
}

export type Store = ReturnType<typeof createStore>;
