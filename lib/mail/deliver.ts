// Mail about something that has already happened (a decision, a notice, a copy for the team): it never fails
// or undoes that change. A message is tried twice; if both fail it is logged and kept (FailedMail), and a job sends
// it again later, with backoff (mail.retry: lib/worker/handlers.ts); an admin can also send it again from the back
// office. It is deleted once it goes out.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logLine } from "@/lib/log";
import { sendMail, type Mail, type MailAttachment } from "@/lib/mail/send";
import { enqueue } from "@/lib/queue/enqueue";
import { assertAdmin, type Actor } from "@/lib/auth/policy";

const ATTEMPTS = 2;
/** When the job's first attempt sends a kept message again (later ones wait longer each time). */
const RETRY_AFTER_MS = 60_000;

/** Where a message was going, for logs: the domain only, never the whole address. */
const domainOf = (to: string) => to.split("@")[1] ?? "";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Sends `mail`; answers whether it went. Never throws. */
export async function deliverMail(label: string, mail: Mail, send = sendMail): Promise<boolean> {
  let error: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await send({ ...mail, kind: mail.kind ?? label });
      return true;
    } catch (e) {
      error = e;
    }
  }
  logLine("error", { event: "mail_failed", label, toDomain: domainOf(mail.to), message: messageOf(error) });
  try {
    const kept = await db.failedMail.create({
      data: {
        label,
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments?.length ? { attachments: mail.attachments as Prisma.InputJsonValue } : {}),
        ...(mail.headers && Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
        error: messageOf(error),
        attempts: ATTEMPTS,
      },
      select: { id: true },
    });
    await enqueue("mail.retry", { id: kept.id }, { startAfter: new Date(Date.now() + RETRY_AFTER_MS) }).catch(
      (queueError: unknown) =>
        logLine("error", { event: "mail_retry_not_queued", label, message: messageOf(queueError) }),
    );
  } catch (recordError) {
    logLine("error", { event: "mail_not_recorded", label, message: messageOf(recordError) });
  }
  return false;
}

/** A kept message's headers as they were written: names to one-line values. */
function isHeaders(value: Prisma.JsonValue): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string")
  );
}

export type FailedMailRow = {
  id: string;
  label: string;
  to: string;
  subject: string;
  error: string;
  attempts: number;
  createdAt: string;
};

/** Admins only: the messages kept after a failed delivery, newest first. */
export async function listFailedMail(
  admin: Actor,
  take = 20,
): Promise<{ total: number; mails: FailedMailRow[] }> {
  assertAdmin(admin);
  const [total, rows] = await Promise.all([
    db.failedMail.count(),
    db.failedMail.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: {
        id: true,
        label: true,
        to: true,
        subject: true,
        error: true,
        attempts: true,
        createdAt: true,
      },
    }),
  ]);
  return { total, mails: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/**
 * Sends every kept message again, oldest first (at most 100 at a time): one that goes out is deleted, one that
 * fails again keeps its place with the new error. Each row is claimed by one conditional delete first, so two
 * admins pressing the button at once never send a message twice.
 */
export async function resendFailedMail(
  send = sendMail,
  only?: string[],
): Promise<{ sent: number; failed: number }> {
  const rows = await db.failedMail.findMany({
    where: only ? { id: { in: only } } : {},
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 100,
  });
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    const claimed = await db.failedMail.deleteMany({ where: { id: row.id } });
    if (claimed.count === 0) continue;
    const mail: Mail = {
      kind: row.label,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      ...(Array.isArray(row.attachments) ? { attachments: row.attachments as MailAttachment[] } : {}),
      ...(isHeaders(row.headers) ? { headers: row.headers } : {}),
    };
    try {
      await send(mail);
      sent++;
    } catch (error) {
      failed++;
      await db.failedMail.create({
        data: {
          ...row,
          attachments: (row.attachments ?? undefined) as Prisma.InputJsonValue | undefined,
          headers: (row.headers ?? undefined) as Prisma.InputJsonValue | undefined,
          attempts: row.attempts + 1,
          error: messageOf(error),
        },
        select: { id: true },
      });
    }
  }
  return { sent, failed };
}
