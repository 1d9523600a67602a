// A path whose percent-escapes do not decode, through the real server: proxy.ts answers it before Next's router
// fails on it (which answered a bare plain-text 500 without the security headers).
import { expect, test } from "../fixtures";

const segments = ["%C0", "%", "%FF%FE", "%E0%A4%A", "%ED%A0%80", "%uD800"];
const message = "The address is not valid: a percent-escape in its path does not decode.";

test("an /api path that does not decode answers 400 in the error shape, with the security headers", async ({
  request,
}) => {
  for (const segment of segments) {
    for (const path of [
      `/api/jobs/${segment}`,
      `/api/events/${segment}`,
      `/api/gigs/${segment}/bids`,
      `/api/admin/leads/demo-booking/${segment}`,
      `/api/${segment}`,
    ]) {
      for (const method of ["get", "post", "delete"] as const) {
        const response = await request[method](path);
        const where = `${method} ${path}`;
        expect(response.status(), where).toBe(400);
        expect(response.headers()["content-type"], where).toContain("application/json");
        expect(await response.json(), where).toEqual({ success: false, message, code: "bad_request" });
        expect(response.headers()["content-security-policy"], where).toContain("default-src 'self'");
        expect(response.headers()["x-content-type-options"], where).toBe("nosniff");
        expect(response.headers()["x-request-id"], where).toBeTruthy();
      }
    }
  }
});

test("a page path that does not decode answers the site's 404 page in its language, with the security headers @hosts", async ({
  request,
}) => {
  for (const segment of segments) {
    for (const [path, text] of [
      [`/job/${segment}`, "Oops! Page not found"],
      [`/gig/${segment}`, "Oops! Page not found"],
      [`/event/${segment}`, "Oops! Page not found"],
      [`/${segment}`, "Oops! Page not found"],
      [`/hi/job/${segment}`, "<title>पेज नहीं मिला"],
    ]) {
      const response = await request.get(path!, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toContain("text/html");
      expect(await response.text(), path).toContain(text);
      expect(response.headers()["content-security-policy"], path).toContain("default-src 'self'");
    }
  }
});

for (const path of ["/job/%C0", "/gig/%FF"]) {
  test(`${path} shows the 404 page in the browser @hosts`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
}
