// Every kind of page carries the security headers, and none of them breaks its own policy.
import { expect, test } from "../fixtures";

const pages = [
  "/",
  "/about",
  "/jobs",
  "/events",
  "/gigs",
  "/startups",
  "/courses",
  "/documentation",
  "/services",
  "/solutions",
  "/contact",
  "/consultation",
  "/login",
  "/privacy-policy",
  "/no-such-page",
];

for (const path of pages) {
  test(`${path} sends CSP, Permissions-Policy and HSTS, and runs with no CSP violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(path);
    const headers = response!.headers();
    const csp = headers["content-security-policy"] ?? "";
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-eval");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
}

test("an API answer carries the headers too, and a member's answer is never stored", async ({ request }) => {
  const res = await request.get("/api/auth/referrals");
  expect(res.status()).toBe(401);
  expect(res.headers()["cache-control"]).toBe("no-store");
  expect(res.headers()["content-security-policy"]).toContain("default-src 'self'");
});
