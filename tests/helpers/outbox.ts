// The mail outbox (MAIL_OUTBOX_DIR) as the tests read it, integration and e2e alike: one JSON file per message,
// each renamed into place once whole (lib/mail/send.ts), so only *.json files are read.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Mail } from "@/lib/mail/send";

/** A message as lib/mail/send.ts writes it. */
export type OutboxMail = Mail & { sentAt: string };

/** Every message in `dir`, newest first (file names start with the time sent). */
export async function readOutbox(dir = process.env.MAIL_OUTBOX_DIR!): Promise<OutboxMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
  files.sort().reverse();
  return Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as OutboxMail),
  );
}
