// A calendar feed's secret: 32 random bytes as base64url (43 characters), the whole of a subscriber's access.
import { randomBytes } from "node:crypto";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The token a feed address names: "<token>.ics" or "<token>"; null for anything that cannot be a token (then no
 * query is made).
 */
export function feedTokenOf(segment: string): string | null {
  const token = segment.endsWith(".ics") ? segment.slice(0, -".ics".length) : segment;
  return TOKEN_SHAPE.test(token) ? token : null;
}
