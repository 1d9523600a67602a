// The one mail module: Resend when RESEND_API_KEY is set, else one JSON file per message in MAIL_OUTBOX_DIR.
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resend } from "resend";
import { env } from "@/lib/env";
import { logLine } from "@/lib/log";

/**
 * A file sent with a message: text (an .ics invitation), or bytes as base64 (`encoding`, a ticket's QR image); one
 * with a `contentId` is shown inside the HTML where it says `cid:<contentId>`. The outbox keeps it as it is.
 */
export type MailAttachment = {
  filename: string;
  content: string;
  contentType: string;
  encoding?: "base64";
  contentId?: string;
};

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * Extra headers (List-Unsubscribe, List-Unsubscribe-Post): names of header characters only, values on one line.
   * Sent through Resend and kept in the outbox file.
   */
  headers?: Record<string, string>;
  /**
   * What the message is ("verification code", "listing decision"): all the server log says of it, as a subject
   * or a body may carry a code or a link. Not sent, not written to the outbox.
   */
  kind?: string;
};

/** No header can be smuggled in through a field: line breaks in header values become spaces. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** A header name is a token (RFC 9110): anything else is dropped, never sent. */
const headerName = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

export function safeHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  const entries = Object.entries(headers ?? {}).filter(([name]) => headerName.test(name));
  return entries.length ? Object.fromEntries(entries.map(([n, v]) => [n, headerSafe(v)])) : undefined;
}

let resend: Resend | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  const message = {
    to: headerSafe(mail.to),
    subject: headerSafe(mail.subject),
    text: mail.text,
    html: mail.html,
    ...(safeHeaders(mail.headers) ? { headers: safeHeaders(mail.headers) } : {}),
    ...(mail.replyTo ? { replyTo: headerSafe(mail.replyTo) } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: headerSafe(a.filename),
            content: a.content,
            contentType: headerSafe(a.contentType),
            ...(a.encoding ? { encoding: a.encoding } : {}),
            ...(a.contentId ? { contentId: headerSafe(a.contentId) } : {}),
          })),
        }
      : {}),
  };
  if (env.RESEND_API_KEY) {
    resend ??= new Resend(env.RESEND_API_KEY);
    const { error } = await resend.emails.send({
      from: env.MAIL_FROM,
      ...message,
      // Resend reads a string as base64: the text goes as its bytes, base64 as the bytes it stands for.
      ...(message.attachments
        ? {
            attachments: message.attachments.map(({ encoding, ...a }) => ({
              ...a,
              content: Buffer.from(a.content, encoding === "base64" ? "base64" : "utf8"),
            })),
          }
        : {}),
    });
    if (error) throw new Error(`Resend refused the message: ${error.message}`);
    return;
  }
  const dir = path.resolve(env.MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const sentAt = new Date().toISOString();
  const file = path.join(dir, `${sentAt.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`);
  // Written beside, then renamed into place: whoever reads the outbox never sees half a message.
  await writeFile(`${file}.partial`, JSON.stringify({ ...message, sentAt }, null, 2));
  await rename(`${file}.partial`, file);
  // The kind and the file only: the recipient, subject and body stay in the outbox (codes, links, addresses).
  logLine("info", { event: "mail_written", kind: headerSafe(mail.kind ?? "message"), file });
}
