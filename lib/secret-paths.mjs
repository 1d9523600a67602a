// Paths that carry a secret in a segment, named by their route's pattern: every log line writes them with the
// secret replaced (`/api/calendar/[redacted].ics`), so a log never holds an address that grants access. A query
// string is never logged at all (a reset or unsubscribe link holds its token there). Shared by the app and
// scripts/server.mjs's access log (plain JavaScript, so the server reads it without a build).

/**
 * Each secret-bearing route: the fixed segments before the secret, the segments there that are not secrets (a
 * sibling route), and how the secret is written. Matched case-insensitively on decoded segments, so an encoded
 * or oddly cased spelling of the same address is redacted too.
 */
const secretRoutes = [
  {
    // A member's private calendar feed, app/api/calendar/[feed]/route.ts: the token is the access.
    before: ["api", "calendar"],
    siblings: ["token"],
    redacted: (/** @type {string} */ segment) => (segment.endsWith(".ics") ? "[redacted].ics" : "[redacted]"),
  },
];

/** @param {string} segment */
function decoded(segment) {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The path (without its query string) with each secret segment replaced, and everything after it dropped.
 * @param {string} path
 * @returns {string}
 */
export function redactPath(path) {
  const parts = path.split("/");
  // Indices of the non-empty segments: "//api//calendar/x" is routed as "/api/calendar/x".
  const named = parts.flatMap((part, i) => (part ? [i] : []));
  for (const route of secretRoutes) {
    const n = route.before.length;
    if (named.length <= n) continue;
    if (!route.before.every((fixed, k) => decoded(parts[named[k]]) === fixed)) continue;
    const secret = named[n];
    const plain = decoded(parts[secret]);
    if (route.siblings.includes(plain)) continue;
    return [...parts.slice(0, secret), route.redacted(plain)].join("/");
  }
  return path;
}
