// A page rendered per request runs only the inline scripts Next wrote for it: a nonce is made for the request
// and handed to Next in the request's own Content-Security-Policy header (Next writes it on every script it
// renders), and the answer carries a second policy, `script-src 'self' 'nonce-…'`, beside next.config.mjs's. A
// cached page brings its own second policy instead, the hashes of its inline scripts (lib/site/page-cache.mjs),
// and is left as it is. lib/site/script-policy.mjs says why there are two headers.
import { newNonce, scriptPolicy } from "../lib/site/script-policy.mjs";

const isPagePath = (url) => !url.startsWith("/api/") && !url.startsWith("/_next/");

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function withScriptNonce(req, res) {
  if (!isPagePath(req.url ?? "/")) return;
  const nonce = newNonce();
  req.headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const headers = args.find((a) => a && typeof a === "object" && !Array.isArray(a));
    const type = String(
      headers?.["content-type"] ?? headers?.["Content-Type"] ?? res.getHeader("content-type") ?? "",
    );
    const policies = [res.getHeader("content-security-policy")].flat().filter(Boolean).map(String);
    const cached = res.hasHeader("x-nextjs-cache") || res.hasHeader("x-nextjs-prerender");
    if (/^text\/html\b/i.test(type) && !cached && !policies.some((p) => p.includes("'sha256-"))) {
      res.appendHeader("Content-Security-Policy", scriptPolicy([`'nonce-${nonce}'`]));
    }
    return writeHead.apply(this, args);
  };
}
