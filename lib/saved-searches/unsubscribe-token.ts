// The one-click unsubscribe token of a saved search: "<search id>.<HMAC-SHA256 of it, keyed by AUTH_SECRET>",
// base64url. It names one search and works without logging in; a changed id or signature is refused.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { localizedPath } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site/config";

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

/**
 * The /unsubscribe page of a token as given (the page says what is wrong with a bad one), on the site's URL, in
 * `locale` (English by default).
 */
export const unsubscribePage = (token: string, done = false, locale = "en") =>
  siteUrl(localizedPath(locale, `/unsubscribe?token=${encodeURIComponent(token)}${done ? "&done=1" : ""}`));

/**
 * The page a person opens from the mail (confirm with a button; in the reader's `locale`), and the RFC 8058
 * one-click POST address (a GET of it, a person opening it in a browser, is sent to the page).
 */
export function unsubscribeLinks(searchId: string, locale = "en") {
  const token = unsubscribeToken(searchId);
  return {
    page: unsubscribePage(token, false, locale),
    oneClick: siteUrl(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`),
  };
}
