// Resolves the database a script works on: DATABASE_URL, or the embedded one under .data/db.
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "../lib/env";
import { startEmbeddedDb, type EmbeddedDb } from "./embedded-db";
import { root } from "./migrations";

/** Where the embedded database keeps its files; EMBEDDED_DATA_DIR moves it (CI uses a temporary one). */
export const embeddedDataDir = path.resolve(root, env.EMBEDDED_DATA_DIR);

export type Database = { url: string; embedded: EmbeddedDb | null; isNew: boolean };

export async function openDatabase({ fresh = false } = {}): Promise<Database> {
  const url = env.DATABASE_URL;
  if (url) return { url, embedded: null, isNew: false };
  const dataDir = fresh ? null : embeddedDataDir;
  const isNew = fresh || !existsSync(path.join(embeddedDataDir, "PG_VERSION"));
  const embedded = await startEmbeddedDb(dataDir, 0);
  return { url: embedded.url, embedded, isNew };
}
