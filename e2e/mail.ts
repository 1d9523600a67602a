// Reads the e2e server's mail outbox (MAIL_OUTBOX_DIR = e2eOutbox): one JSON file per message.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { e2eOutbox } from "../playwright.config";

export type OutboxMail = { to: string; subject: string; text: string; html: string; replyTo?: string };

export async function readOutbox(): Promise<OutboxMail[]> {
  const dir = path.resolve(e2eOutbox);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
  return Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as OutboxMail),
  );
}
