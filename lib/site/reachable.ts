// Domains reserved for examples and tests (RFC 2606, RFC 6761): mail to them reaches no one, so the site never
// offers such an address as a link (demo data and tests use them for contact fields a form requires).
const reserved = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

/** True when the address is an email on a domain that can receive mail. */
export function isReachableEmail(address: string | null | undefined): address is string {
  const at = address?.lastIndexOf("@") ?? -1;
  return !!address && at > 0 && !reserved.test(address.slice(at + 1));
}
