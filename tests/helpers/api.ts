// Helpers for integration tests that call route handlers directly.
import { NextRequest } from "next/server";
import { readOutbox, type OutboxMail } from "./outbox";

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

/** Every mail written to the test outbox (MAIL_OUTBOX_DIR) for `to`, newest first. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  return (await readOutbox()).filter((m) => m.to === to);
}
