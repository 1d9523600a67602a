// lib/api/client-ip.ts: the address rate limits count by, as scripts/server.mjs leaves X-Forwarded-For.
import { describe, expect, it } from "vitest";
import { clientIp, clientIpFrom } from "@/lib/api/client-ip";

describe("clientIpFrom", () => {
  it("without TRUST_PROXY: the socket's address, which the server wrote alone", () => {
    expect(clientIpFrom("203.0.113.9", false)).toBe("203.0.113.9");
    expect(clientIpFrom("1.2.3.4, 203.0.113.9", false)).toBe("203.0.113.9");
  });

  it("with TRUST_PROXY: the last hop the proxy wrote, never what the client put in front of it", () => {
    // The proxy saw 198.51.100.7 and appended it; the server appended the proxy's own address.
    expect(clientIpFrom("198.51.100.7, 10.0.0.2", true)).toBe("198.51.100.7");
    // A client sending "X-Forwarded-For: 1.2.3.4" (a new value per request) still counts as 198.51.100.7.
    expect(clientIpFrom("1.2.3.4, 198.51.100.7, 10.0.0.2", true)).toBe("198.51.100.7");
    expect(clientIpFrom("5.6.7.8,1.2.3.4 ,198.51.100.7,10.0.0.2", true)).toBe("198.51.100.7");
  });

  it("with TRUST_PROXY and a single hop (no proxy header): that hop", () => {
    expect(clientIpFrom("127.0.0.1", true)).toBe("127.0.0.1");
  });

  it("answers 'unknown' for a missing or empty header", () => {
    expect(clientIpFrom(null, false)).toBe("unknown");
    expect(clientIpFrom(" , ", true)).toBe("unknown");
  });
});

describe("clientIp", () => {
  it("reads the request's X-Forwarded-For", () => {
    const request = new Request("http://localhost/", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(clientIp(request)).toBe("203.0.113.9");
  });
});
