// lib/api/client-ip.ts: the address rate limits count by, the last hop of X-Forwarded-For as every server passes it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientIp, clientIpFrom } from "@/lib/api/client-ip";

describe("clientIpFrom", () => {
  it("without a proxy: the socket's address, which the server wrote alone", () => {
    expect(clientIpFrom("203.0.113.9")).toBe("203.0.113.9");
  });

  it("behind a proxy: the hop the proxy appended, never what the client put in front of it", () => {
    // The proxy saw 198.51.100.7 and appended it; every server passes the header on as the proxy wrote it.
    expect(clientIpFrom("198.51.100.7")).toBe("198.51.100.7");
    // A client sending "X-Forwarded-For: 1.2.3.4" (a new value per request) still counts as 198.51.100.7.
    expect(clientIpFrom("1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
    expect(clientIpFrom("5.6.7.8,1.2.3.4 ,198.51.100.7")).toBe("198.51.100.7");
  });

  it("answers 'unknown' for a missing or empty header", () => {
    expect(clientIpFrom(null)).toBe("unknown");
    expect(clientIpFrom(" , ")).toBe("unknown");
  });
});

describe("clientIp", () => {
  it("reads the request's X-Forwarded-For", () => {
    const request = new Request("http://localhost/", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(clientIp(request)).toBe("203.0.113.9");
  });
});

describe("behind a proxy (TRUST_PROXY=1)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("counts the hop the proxy appended, whichever server passed the header on (next start keeps it as it is)", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    vi.resetModules();
    const { clientIp: behindProxy } = await import("@/lib/api/client-ip");
    // nginx in front of next start: "<what the client sent>, <the address nginx saw>".
    const request = new Request("http://localhost/", {
      headers: { "x-forwarded-for": "1.2.3.4, 198.51.100.7" },
    });
    expect(behindProxy(request)).toBe("198.51.100.7");
  });
});
