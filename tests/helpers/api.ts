// Helpers for integration tests that call route handlers directly.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { NextRequest } from "next/server";

export const routeContext = { params: Promise.resolve({}) };

/** A unique client address, so each test has its own rate-limit bucket. */
export function uniqueIp(): string {
  const n = crypto.getRandomValues(new Uint8Array(3));
  return `10.${n[0]}.${n[1]}.${n[2]}`;
}

export function postJson(url: string, body: unknown, ip = uniqueIp()): NextRequest {
  const init = {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
  };
  return new NextRequest(new Request(url, init));
}

export type OutboxMail = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** Every mail written to the test outbox (MAIL_OUTBOX_DIR) for `to`. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as OutboxMail),
  );
  return mails.filter((m) => m.to === to);
}
