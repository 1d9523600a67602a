// The script policy that replaces 'unsafe-inline': a cached page's hashes (lib/site/script-policy.mjs, stored by
// lib/site/page-cache.mjs) and a per-request page's nonce (scripts/script-nonce.mjs), on a real HTTP server.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, newNonce, scriptPolicy } from "@/lib/site/script-policy.mjs";
import { withScriptNonce } from "@/scripts/script-nonce.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

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
    expect(scriptPolicy(inlineScriptHashes(html))).toMatch(/^script-src 'self' 'sha256-/);
    expect(scriptPolicy(inlineScriptHashes(html))).not.toContain("unsafe-inline");
  });
});

// A stand-in for Next: answers with the policy it read from the request, as a page, a cached page or an API.
let origin = "";
const server = http.createServer((req, res) => {
  withScriptNonce(req, res);
  const url = new URL(req.url ?? "/", "http://x");
  res.setHeader("Content-Security-Policy", "default-src 'self'; script-src 'self' 'unsafe-inline'");
  if (url.searchParams.has("cached")) {
    res.setHeader("x-nextjs-cache", "HIT");
    res.appendHeader("content-security-policy", scriptPolicy([sha("x()")]));
  }
  res.setHeader(
    "content-type",
    url.pathname.startsWith("/api/") ? "application/json" : "text/html; charset=utf-8",
  );
  res.end(String(req.headers["content-security-policy"] ?? ""));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const policies = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "").split(/,\s*(?=(?:default|script)-src)/);

describe("newNonce", () => {
  it("gives 16 random bytes of its own each time, across refills of its pool", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("withScriptNonce", () => {
  it("gives a page rendered per request a fresh nonce, told to Next and sent as a second policy", async () => {
    const [a, b] = await Promise.all([fetch(`${origin}/job/x`), fetch(`${origin}/dashboard`)]);
    const seen = [];
    for (const res of [a, b]) {
      const told = (await res.text()).match(/^script-src 'nonce-([A-Za-z0-9+/=]+)'$/)?.[1];
      expect(told).toBeTruthy();
      expect(policies(res)).toEqual([
        "default-src 'self'; script-src 'self' 'unsafe-inline'",
        `script-src 'self' 'nonce-${told}'`,
      ]);
      seen.push(told);
    }
    expect(seen[0]).not.toBe(seen[1]);
  });

  it("leaves a cached page's own hashes, API answers and static files alone", async () => {
    const cached = await fetch(`${origin}/jobs?cached`);
    expect(policies(cached)).toEqual([
      "default-src 'self'; script-src 'self' 'unsafe-inline'",
      `script-src 'self' ${sha("x()")}`,
    ]);
    for (const path of ["/api/jobs", "/_next/static/chunks/a.js"]) {
      const res = await fetch(`${origin}${path}`);
      expect(await res.text()).toBe("");
      expect(policies(res)).toHaveLength(1);
    }
  });
});
