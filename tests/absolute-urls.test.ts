// Every absolute URL and redirect the app builds comes from the configured site URL (siteUrl in
// lib/site/config.ts), never from the address a request reached (request.url, nextUrl.origin, the Host header):
// behind a proxy or on a platform those are internal. A rewrite stays inside the server and may use request.url.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteUrl } from "@/lib/site/config";
import { env } from "@/lib/env";
import { sourceFiles } from "@/tests/helpers/source-files";

const root = path.resolve(import.meta.dirname, "..");
const fromRequest =
  /new URL\([^)]*\b(request|req)\.(url|nextUrl)\b|nextUrl\.(origin|host|clone\(\))|headers\.get\(\s*["'`](host|x-forwarded-host)["'`]\s*\)/;
/** Lines allowed to read the request's address, with why. */
const allowed: Record<string, RegExp> = {
  // Internal rewrites (proxy.ts, lib/site/malformed-path.ts): the answer stays on the server, the browser never sees
  // this URL, and Next must find it its own (the request's origin).
  "lib/site/rewrite-url.ts": /return new URL\(`\$\{pathname\}\$\{search\}`, request\.nextUrl\.origin\);/,
  // The cross-site check compares an Origin with the host the request reached; it builds no URL.
  "lib/api/origin.ts": /const host = request\.headers\.get\("host"\)/,
};

describe("absolute URLs", () => {
  it("no file under app/ or lib/ builds one from the request's address", () => {
    const offenders = ["app", "lib"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .flatMap((file) => {
        const name = path.relative(root, file).split(path.sep).join("/");
        return readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) =>
            fromRequest.test(line) && !allowed[name]?.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : [],
          );
      });
    expect(offenders).toEqual([]);
  });

  it("the pattern catches what it is meant to", () => {
    for (const line of [
      "NextResponse.redirect(new URL(path, request.url), 303)",
      "const origin = request.nextUrl.origin;",
      "new URL('/x', req.url)",
      'request.headers.get("host")',
      "const url = request.nextUrl.clone();",
    ]) {
      expect(fromRequest.test(line), line).toBe(true);
    }
    expect(fromRequest.test('NextResponse.redirect(siteUrl("/x"), 303)')).toBe(false);
  });

  it("siteUrl puts a path on SITE_URL and never leaves the site", () => {
    const origin = new URL(env.SITE_URL).origin;
    expect(siteUrl("/dashboard/notifications?x=1#top")).toBe(`${origin}/dashboard/notifications?x=1#top`);
    for (const away of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
    ]) {
      expect(new URL(siteUrl(away)).origin, away).toBe(origin);
    }
  });
});
