import { createFileStore } from "./files.ts";
import { createPostgresStore } from "./postgres.ts";
import type { Store } from "./types.ts";

/** The store the environment asks for: Postgres with `DATABASE_URL`, otherwise files in `dataDir`. */
export function openStore(env: Record<string, string | undefined>, dataDir: string): Store {
  const url = env.DATABASE_URL?.trim();
  return url ? createPostgresStore(url) : createFileStore(dataDir);
}
