// A ticket's signed code: its number at the event and an HMAC-SHA256, keyed by the app's secret, over the
// registration's id and the event's id (40 bits, 8 characters of Crockford's base32). Nothing in it names the
// member. Without the secret nobody can make a code that checks in, and a code made for one event fails at any
// other (its signature covers the event's id, and the number is looked up within the event). Not stored: the
// check-in finds the registration by (event, number) and compares the signature computed again, in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import {
  formatTicketCode,
  SIGNATURE_LENGTH,
  TICKET_ALPHABET,
  ticketQrText,
  type TicketText,
} from "@/lib/events/ticket-text";

type Ticketed = { id: string; eventId: string; number: number };

/** The first 40 bits of the HMAC as 8 base32 characters. */
function signatureOf(registrationId: string, eventId: string): string {
  const mac = createHmac("sha256", authSecret())
    .update(`event-ticket:v1:${registrationId}:${eventId}`)
    .digest();
  let bits = 0n;
  for (const byte of mac.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let out = "";
  for (let i = SIGNATURE_LENGTH - 1; i >= 0; i--)
    out += TICKET_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

/** The code printed on the ticket and typed at the door: "37-K7QM-2XD4". */
export function ticketCode(r: Ticketed): string {
  return formatTicketCode(r.number, signatureOf(r.id, r.eventId));
}

/** What the ticket's QR code holds. */
export function ticketQr(r: Ticketed): string {
  return ticketQrText(r.eventId, ticketCode(r));
}

/** True when `given` is this registration's ticket: same event, same number, and a signature that matches. */
export function ticketMatches(r: Ticketed, given: TicketText): boolean {
  if (given.number !== r.number || (given.eventId !== null && given.eventId !== r.eventId)) return false;
  const [a, b] = [Buffer.from(given.signature), Buffer.from(signatureOf(r.id, r.eventId))];
  return a.length === b.length && timingSafeEqual(a, b);
}
