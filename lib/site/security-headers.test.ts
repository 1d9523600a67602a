import { describe, expect, it } from "vitest";
import type { NextConfig } from "next";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { contentSecurityPolicy, securityHeaderRules, securityHeaders } from "@/lib/site/security-headers.mjs";

const byKey = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map((h) => [h.key, h.value]));
const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "));

/** The headers next.config.mjs's rules give `path` (later rules win, as Next applies them). */
function headersFor(rules: ReturnType<typeof securityHeaderRules>, path: string) {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path)) {
      Object.assign(headers, byKey(rule.headers));
    }
  }
  return headers;
}

describe("security headers", () => {
  it("in production: HSTS, Permissions-Policy, no framing, no sniffing", () => {
    const h = byKey(securityHeaders(true));
    expect(h["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(h["Permissions-Policy"]).toContain("geolocation=()");
    expect(h["X-Frame-Options"]).toBe("DENY");
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("the production policy: this origin only, no eval, no inline script unless named", () => {
    const policy = contentSecurityPolicy();
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) {
      expect(policy).toContain(directive);
    }
    expect(scriptSrc(policy)).toBe("script-src 'self'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("production rules: every path its headers; the API the strict policy; pages none (they bring their own)", () => {
    const rules = securityHeaderRules({ production: true });
    for (const path of ["/", "/jobs", "/job/abc", "/api/jobs", "/icons.svg"]) {
      expect(headersFor(rules, path)["Strict-Transport-Security"], path).toBeDefined();
    }
    expect(headersFor(rules, "/api/jobs")["Content-Security-Policy"]).toBe(contentSecurityPolicy());
    // A page's policy comes from proxy.ts (a nonce) or the page cache (its hashes): one policy per answer.
    for (const path of ["/", "/jobs", "/job/abc", "/no-such-page"]) {
      expect(headersFor(rules, path)["Content-Security-Policy"], path).toBeUndefined();
    }
    for (const { value } of rules.flatMap((rule) => rule.headers)) {
      if (value.includes("script-src")) expect(scriptSrc(value)).not.toContain("'unsafe-inline'");
    }
  });

  it("on a platform with its own page cache: a policy on every path that lets the cached pages' scripts run", () => {
    const rules = securityHeaderRules({ production: true, platformPageCache: true });
    for (const path of ["/", "/jobs", "/api/jobs"]) {
      expect(scriptSrc(headersFor(rules, path)["Content-Security-Policy"]!), path).toBe(
        "script-src 'self' 'unsafe-inline'",
      );
    }
  });

  it("in development: eval for the dev server's refresh on every path, no HSTS for http://localhost", () => {
    const h = headersFor(securityHeaderRules({ production: false }), "/jobs");
    expect(h["Content-Security-Policy"]).toContain("'unsafe-eval'");
    expect(h["Strict-Transport-Security"]).toBeUndefined();
  });

  it("lets only an event's check-in page use the camera, and only for this origin", () => {
    for (const production of [true, false]) {
      const rules = securityHeaderRules({ production });
      expect(headersFor(rules, "/dashboard/events/abc123/check-in")["Permissions-Policy"]).toContain(
        "camera=(self)",
      );
      for (const path of ["/", "/dashboard/events/abc123/registrations", "/event/abc123"]) {
        expect(headersFor(rules, path)["Permissions-Policy"], path).toContain("camera=()");
      }
    }
  });

  it("apply through next.config.mjs, on sources without a named parameter", async () => {
    const { default: nextConfig } = (await import("@/next.config.mjs" as string)) as { default: NextConfig };
    const rules = await nextConfig.headers!();
    expect(rules).toEqual(securityHeaderRules({ production: process.env.NODE_ENV === "production" }));
    // With a named parameter (`/:path*`) Next compiles every header's value against it on every request (about 5 %
    // of a cached page's CPU).
    for (const rule of rules) expect(rule.source).not.toContain(":");
  });
});
