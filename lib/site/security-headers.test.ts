import { describe, expect, it } from "vitest";
import type { NextConfig } from "next";
import { securityHeaders } from "@/lib/site/security-headers.mjs";

const byKey = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map((h) => [h.key, h.value]));

describe("security headers", () => {
  it("in production: CSP without eval, HSTS, Permissions-Policy, no framing", () => {
    const h = byKey(securityHeaders(true));
    expect(h["Content-Security-Policy"]).toContain("default-src 'self'");
    expect(h["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(h["Content-Security-Policy"]).toContain("object-src 'none'");
    expect(h["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(h["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(h["Permissions-Policy"]).toContain("geolocation=()");
    expect(h["X-Frame-Options"]).toBe("DENY");
  });

  it("in development: eval for the dev server's refresh, no HSTS for http://localhost", () => {
    const h = byKey(securityHeaders(false));
    expect(h["Content-Security-Policy"]).toContain("'unsafe-eval'");
    expect(h["Strict-Transport-Security"]).toBeUndefined();
  });

  it("apply to every path through next.config.mjs", async () => {
    const { default: nextConfig } = (await import("@/next.config.mjs" as string)) as { default: NextConfig };
    const rules = await nextConfig.headers!();
    expect(rules).toHaveLength(1);
    expect(rules[0]!.source).toBe("/:path*");
    expect(rules[0]!.headers.map((h) => h.key)).toContain("Content-Security-Policy");
  });
});
