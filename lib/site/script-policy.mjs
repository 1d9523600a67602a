// The script policy of a page, without 'unsafe-inline' (lib/site/security-headers.mjs says who sends which):
// - A cached page (lib/site/page-cache.mjs): the SHA-256 of each inline script of its HTML, stored with it.
// - A page rendered per request (proxy.ts): a nonce made for the request, which Next writes on every script it
//   renders (it reads it from the request's own Content-Security-Policy header, which the proxy sets).
// Plain JS, so the cache handler (loaded by Next outside the app bundle) can import it.
import { createHash, randomFillSync } from "node:crypto";
import { contentSecurityPolicy } from "./security-headers.mjs";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The 'sha256-…' sources of every inline script (one with no src) of `html`, in order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A page's whole policy: the site's, its inline scripts named by `sources` ('sha256-…' or 'nonce-…').
 * @param {string[]} sources
 */
export const scriptPolicy = (sources) => contentSecurityPolicy(sources);

// Nonces are cut from a pool of random bytes filled 256 at a time: a call into the system's generator for each page
// request took about 4 % of a cached page's CPU. Each nonce is 16 bytes of its own, never reused.
const pool = Buffer.alloc(16 * 256);
let next = pool.length;

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce() {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  next += 16;
  return pool.toString("base64", next - 16, next);
}
