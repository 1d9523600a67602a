import { randomBytes } from "node:crypto";

/** The first 3 letters of the username, upper-cased, then a time-based and a random suffix. */
export function makeReferralCode(username: string): string {
  const prefix = (username.replace(/[^a-z]/gi, "").slice(0, 3) || "BLD").toUpperCase().padEnd(3, "X");
  const time = Date.now().toString(36).slice(-4).toUpperCase();
  const random = randomBytes(3).toString("hex").toUpperCase();
  return `${prefix}${time}${random}`;
}
