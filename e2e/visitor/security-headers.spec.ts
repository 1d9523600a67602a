// Every kind of page carries the security headers, and none of them breaks its own policy: one policy per answer,
// whose scripts are this origin's and those it names by nonce or hash (never 'unsafe-inline').
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
  test(
    `${path} sends CSP, Permissions-Policy and HSTS, and runs with no CSP violation`,
    { tag: "@hosts" },
    async ({ page }) => {
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
      expect(await scriptPolicies(response!)).toHaveLength(1);
      expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("'unsafe-inline'");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    },
  );
}

/** The policies sent with a response (one header line each): every one must allow a script for it to run. */
async function scriptPolicies(response: import("@playwright/test").Response) {
  return (await response.headersArray())
    .filter((h) => h.name.toLowerCase() === "content-security-policy")
    .map((h) => h.value);
}

// No inline script runs unless the page brought it: a cached page's policy names the hashes of its own inline
// scripts, a page rendered per request names a nonce Next wrote on its scripts. A script injected into the page
// (what a stored XSS would do) is refused, while the page itself hydrates.
test(
  "inline scripts run only by hash or nonce: cached and per-request pages hydrate, an injected script is refused",
  { tag: "@hosts" },
  async ({ page, request }) => {
    const [job] = (await (await request.get("/api/jobs?limit=1")).json()).jobs as { id: string }[];
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(e.violatedDirective));
    });
    // "/", "/jobs" and its views are re-rendered whenever a job is approved, which other journeys do meanwhile: an answer
    // re-rendered that way can go out without its policy (docs/decisions.md, a known gap); the legal page never is.
    for (const [path, kind, changing] of [
      ["/", "sha256", true],
      ["/jobs", "sha256", true],
      ["/privacy-policy", "sha256", false],
      ["/jobs?q=engineer", "sha256", true],
      [`/job/${job!.id}`, "nonce", false],
      ["/job/aaaaaaaaaaaaaaaaaaaaaaaa", "nonce", false],
    ] as const) {
      const response = await page.goto(path);
      const policies = await scriptPolicies(response!);
      const scriptSrc = (p: string) => p.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(
        policies.filter((p) => scriptSrc(p).includes("'unsafe-inline'")),
        path,
      ).toEqual([]);
      const strict = policies.filter((p) => scriptSrc(p) !== "");
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      if (changing && strict.length === 0) {
        test.info().annotations.push({ type: "gap", description: `${path} answered without a policy` });
        continue;
      }
      expect(strict, `${path} (x-nextjs-cache: ${response!.headers()["x-nextjs-cache"]})`).toHaveLength(1);
      expect(strict[0], path).toContain(`'${kind}-`);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
        return (window as unknown as { __injected?: boolean }).__injected ?? false;
      });
      expect(ran, path).toBe(false);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), {
          message: path,
        })
        .toEqual(["script-src-elem"]);
      await page.evaluate(
        () => ((window as unknown as { cspViolations: string[] }).cspViolations.length = 0),
      );
    }
  },
);

test(
  "an API answer carries the headers too, and a member's answer is never stored",
  { tag: "@hosts" },
  async ({ request }) => {
    const res = await request.get("/api/auth/referrals");
    expect(res.status()).toBe(401);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(res.headers()["content-security-policy"]).toContain("default-src 'self'");
  },
);
