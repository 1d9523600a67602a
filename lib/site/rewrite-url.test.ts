import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { rewriteUrl } from "@/lib/site/rewrite-url";

const request = (url: string) => new NextRequest(url);

describe("a rewrite's address", () => {
  it("is the server's own origin when Next calls a loopback host localhost (next start -H 127.0.0.1)", () => {
    const req = request("http://127.0.0.1:3100/jobs?q=rust");
    expect(req.nextUrl.hostname).toBe("localhost");
    const own = { __NEXT_PRIVATE_ORIGIN: "http://127.0.0.1:3100" };
    expect(rewriteUrl(req, "/jobs/search", req.nextUrl.search, own).href).toBe(
      "http://127.0.0.1:3100/jobs/search?q=rust",
    );
  });

  it("keeps the request's origin for a site's own host, or where Next told no origin", () => {
    const site = request("https://buildershub.example/gigs?q=x");
    expect(
      rewriteUrl(site, "/gigs/search", "?q=x", { __NEXT_PRIVATE_ORIGIN: "http://127.0.0.1:3000" }).href,
    ).toBe("https://buildershub.example/gigs/search?q=x");
    const local = request("http://localhost:3000/%zz");
    expect(rewriteUrl(local, "/_malformed-path", "", {}).href).toBe("http://localhost:3000/_malformed-path");
  });
});
