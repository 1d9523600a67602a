// The script policy that replaces 'unsafe-inline' (lib/site/script-policy.mjs): a cached page's hashes (stored with
// it by lib/site/page-cache.mjs) and a per-request page's nonce (made by proxy.ts, proxy.test.ts), each the page's one
// whole policy.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, newNonce, scriptPolicy } from "@/lib/site/script-policy.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "));

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text once, and skips scripts loaded by src", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script id="_R_">self.__next_f.push([1,"a\\u20b9"])</script>',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      "<SCRIPT>\nx()\n</SCRIPT>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("(self.__next_f=self.__next_f||[]).push([0])"),
      sha('self.__next_f.push([1,"a\\u20b9"])'),
      sha('{"@type":"JobPosting"}'),
      sha("\nx()\n"),
    ]);
  });
});

describe("scriptPolicy", () => {
  it("is the page's whole policy: the site's directives, and scripts from this origin or named by hash or nonce", () => {
    const hashes = inlineScriptHashes("<script>x()</script><script>y()</script>");
    const policy = scriptPolicy(hashes);
    expect(scriptSrc(policy)).toBe(`script-src 'self' ${sha("x()")} ${sha("y()")}`);
    expect(scriptSrc(scriptPolicy(["'nonce-abc'"]))).toBe("script-src 'self' 'nonce-abc'");
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain("unsafe-eval");
    expect(scriptSrc(policy)).not.toContain("unsafe-inline");
  });
});

describe("newNonce", () => {
  it("gives 16 random bytes of its own each time, across refills of its pool", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
