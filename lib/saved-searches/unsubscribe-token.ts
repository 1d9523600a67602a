// The one-click unsubscribe token of a saved search: "<search id>.<HMAC-SHA256 of it, keyed by AUTH_SECRET>",
// base64url. It names one search and works without logging in; a changed id or signature is refused.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { env } from "@/lib/env";

const signatureOf = (searchId: string) =>
  createHmac("sha256", authSecret()).update(`saved-search-unsubscribe:${searchId}`).digest("base64url");

export function unsubscribeToken(searchId: string): string {
  return `${searchId}.${signatureOf(searchId)}`;
}

/** The search id a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(token: string | null | undefined): string | null {
  const match = /^([a-z0-9]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const [, searchId, given] = match as unknown as [string, string, string];
  const [a, b] = [Buffer.from(given), Buffer.from(signatureOf(searchId))];
  return a.length === b.length && timingSafeEqual(a, b) ? searchId : null;
}

/** The page a person opens from the mail (confirm with a button), and the RFC 8058 one-click POST address. */
export function unsubscribeLinks(searchId: string) {
  const token = encodeURIComponent(unsubscribeToken(searchId));
  return {
    page: new URL(`/unsubscribe?token=${token}`, env.SITE_URL).toString(),
    oneClick: new URL(`/api/saved-searches/unsubscribe?token=${token}`, env.SITE_URL).toString(),
  };
}
