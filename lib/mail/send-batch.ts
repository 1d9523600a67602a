// Many messages in one call, for mail at volume (the saved searches' alerts): Resend's batch send (up to 100 a
// call) when RESEND_API_KEY is set, at its documented rate (2 requests a second per team: calls from this process
// are spaced, and one refused for the rate is tried again after a pause); else the file outbox, one JSON file per
// message, as sendMail writes them. The idempotency key names the batch: a second call with the same key sends
// nothing (Resend keeps keys for 24 hours; the outbox keeps a batch's files), so a batch sent again after a crash
// never reaches anyone twice.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resend } from "resend";
import { env } from "@/lib/env";
import { logLine } from "@/lib/log";
import { headerSafe, safeHeaders, type Mail } from "@/lib/mail/send";

/** Resend's limit on the messages of one batch call. */
export const BATCH_LIMIT = 100;
/** Resend's default rate: requests a second, per team. */
const REQUESTS_PER_SECOND = 2;
/** Tries of a call Resend refuses for the rate, a pause apart. */
const RATE_TRIES = 5;

export type BatchOptions = {
  /** Names this batch (up to 256 characters): the same key again sends nothing. */
  idempotencyKey: string;
  /** What the messages are, for the log (never their recipients or text). */
  kind: string;
};

/** A batch message: no attachments (the batch call takes none). */
export type BatchMail = Omit<Mail, "attachments" | "kind">;

const messageOf = (mail: BatchMail) => ({
  to: headerSafe(mail.to),
  subject: headerSafe(mail.subject),
  text: mail.text,
  html: mail.html,
  ...(safeHeaders(mail.headers) ? { headers: safeHeaders(mail.headers) } : {}),
  ...(mail.replyTo ? { replyTo: headerSafe(mail.replyTo) } : {}),
});

let resend: Resend | undefined;
/** When this process may make its next call (calls are spaced 1/REQUESTS_PER_SECOND apart). */
let nextCall = 0;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function takeTurn() {
  const now = Date.now();
  const at = Math.max(now, nextCall);
  nextCall = at + 1000 / REQUESTS_PER_SECOND;
  if (at > now) await pause(at - now);
}

async function sendThroughResend(mails: BatchMail[], { idempotencyKey }: BatchOptions) {
  resend ??= new Resend(env.RESEND_API_KEY);
  const payload = mails.map((mail) => ({ from: env.MAIL_FROM, ...messageOf(mail) }));
  for (let attempt = 1; ; attempt++) {
    await takeTurn();
    const { error } = await resend.batch.send(payload, { idempotencyKey });
    if (!error) return;
    // The key was used with other content: that batch went already (its listings changed since).
    if (error.name === "invalid_idempotent_request") return;
    if (error.name === "rate_limit_exceeded" && attempt < RATE_TRIES) {
      await pause(attempt * 1000);
      continue;
    }
    throw new Error(`Resend refused the batch: ${error.message}`);
  }
}

/**
 * The outbox: each message a file named by the batch's key. A marker written once every file is there makes a
 * repeat write nothing (without reading the directory); a batch cut off while its files were written (its start
 * marker there, its end marker not) writes only the messages missing, so a retry neither repeats nor loses one.
 */
async function writeToOutbox(mails: BatchMail[], { idempotencyKey, kind }: BatchOptions) {
  const dir = path.resolve(env.MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const batch = createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 16);
  const started = path.join(dir, `.batch-${batch}.started`);
  const done = path.join(dir, `.batch-${batch}.done`);
  if (existsSync(done)) {
    logLine("info", { event: "mail_batch_repeated", kind, count: mails.length });
    return;
  }
  const index = (file: string) => Number(file.slice(-8, -5));
  const written = existsSync(started)
    ? new Set(
        (await readdir(dir)).filter((f) => f.includes(`-batch-${batch}-`) && f.endsWith(".json")).map(index),
      )
    : new Set<number>();
  await writeFile(started, "");
  const sentAt = new Date().toISOString();
  const stamp = sentAt.replace(/[:.]/g, "-");
  for (const [i, mail] of mails.entries()) {
    if (written.has(i)) continue;
    const file = path.join(dir, `${stamp}-batch-${batch}-${String(i).padStart(3, "0")}.json`);
    await writeFile(`${file}.partial`, JSON.stringify({ ...messageOf(mail), sentAt }, null, 2));
    await rename(`${file}.partial`, file);
  }
  await writeFile(done, "");
  logLine("info", { event: "mail_batch_written", kind, count: mails.length - written.size });
}

/** Sends up to BATCH_LIMIT messages in one call; throws when they did not go (the caller tries again later). */
export async function sendMailBatch(mails: BatchMail[], options: BatchOptions): Promise<void> {
  if (mails.length === 0) return;
  if (mails.length > BATCH_LIMIT) throw new Error(`A batch holds at most ${BATCH_LIMIT} messages.`);
  if (env.RESEND_API_KEY) await sendThroughResend(mails, options);
  else await writeToOutbox(mails, options);
}
