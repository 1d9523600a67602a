// A ticket's code as people and scanners read it, without the secret that signs it (lib/events/ticket-code.ts):
// "37-K7QM-2XD4" is ticket number 37 and an 8-character signature in Crockford's base32 (no I, L, O or U, so a
// typed code survives common slips). Its QR code holds "BHT1:<event id>:<code>", so a ticket scanned at another
// event is told apart from one that does not exist. No server code: the check-in page reads QR texts with it.

/** Crockford's base32: the digits and the letters without I, L, O and U. */
export const TICKET_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const SIGNATURE_LENGTH = 8;

export type TicketText = {
  /** The event the QR code names; null for a code typed by hand. */
  eventId: string | null;
  number: number;
  signature: string;
};

const QR_PREFIX = "BHT1";

/** "37-K7QM-2XD4": the number, then the signature in two groups of four. */
export function formatTicketCode(number: number, signature: string): string {
  return `${number}-${signature.slice(0, 4)}-${signature.slice(4)}`;
}

/** What a ticket's QR code holds. */
export function ticketQrText(eventId: string, code: string): string {
  return `${QR_PREFIX}:${eventId}:${code}`;
}

/** A typed code as the alphabet reads it: upper case, O as 0, I and L as 1, no spaces or dashes. */
function normalise(code: string): string {
  return code
    .toUpperCase()
    .replace(/[\s\-–—#]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}

/**
 * The ticket a typed code or a scanned QR text names, or null when it cannot be one. The last 8 characters are
 * the signature and the digits before them the number, so the dashes may be left out.
 */
export function readTicketText(text: string): TicketText | null {
  const trimmed = text.trim();
  const qr = new RegExp(`^${QR_PREFIX}:([A-Za-z0-9_-]{1,64}):(.+)$`, "i").exec(trimmed);
  const eventId = qr ? qr[1]! : null;
  const code = normalise(qr ? qr[2]! : trimmed);
  const match = new RegExp(`^(\\d{1,7})([${TICKET_ALPHABET}]{${SIGNATURE_LENGTH}})$`).exec(code);
  if (!match) return null;
  const number = Number(match[1]);
  if (!Number.isSafeInteger(number) || number < 1) return null;
  return { eventId, number, signature: match[2]! };
}
