// Resolves the database a script works on: DATABASE_URL, or the embedded one under .data/db.
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "../lib/env";
import { startEmbeddedDb, type EmbeddedDb } from "./embedded-db";
import { createScratchDb } from "./scratch-db";
import { root } from "./migrations";

/** Where the embedded database keeps its files; EMBEDDED_DATA_DIR moves it (CI uses a temporary one). */
export const embeddedDataDir = path.resolve(root, env.EMBEDDED_DATA_DIR);

export type Database = {
  url: string;
  embedded: EmbeddedDb | null;
  isNew: boolean;
  /** Stops the embedded database, or drops a scratch one; nothing for DATABASE_URL's own. */
  close: () => Promise<void>;
};

/**
 * `fresh`: without DATABASE_URL, an in-memory embedded database instead of the one under .data/db.
 * `scratch`: like `fresh`, and with DATABASE_URL a new database beside it, dropped by `close`.
 */
export async function openDatabase({ fresh = false, scratch = false } = {}): Promise<Database> {
  const url = env.DATABASE_URL;
  if (url && scratch) {
    const db = await createScratchDb(url);
    return { url: db.url, embedded: null, isNew: true, close: db.drop };
  }
  if (url) return { url, embedded: null, isNew: false, close: async () => {} };
  const inMemory = fresh || scratch;
  const isNew = inMemory || !existsSync(path.join(embeddedDataDir, "PG_VERSION"));
  const embedded = await startEmbeddedDb(inMemory ? null : embeddedDataDir, 0);
  return { url: embedded.url, embedded, isNew, close: embedded.stop };
}
