import type { APIResponse } from "@playwright/test";
import { expect, test } from "../fixtures";

// Cached pages are kept and sent as plain ASCII, every other character written as an escape
// (lib/site/ascii-html.mjs), and read the same in the browser.
test(
  "cached pages are sent as ASCII and show their rupee signs",
  { tag: "@hosts" },
  async ({ page, request, isMobile }) => {
    test.skip(isMobile, "the same bytes at every width");
    for (const path of ["/", "/jobs", "/events"]) {
      // The cached copy: a journey that approves or removes a listing meanwhile has the list rendered anew once (MISS,
      // straight from the render), and the next answer is the cached page again.
      let response: APIResponse | undefined;
      await expect
        .poll(async () => (response = await request.get(path)).headers()["x-nextjs-cache"], { message: path })
        .toMatch(/HIT|STALE/);
      const body = await response!.body();
      expect(
        body.findIndex((byte) => byte > 0x7f),
        path,
      ).toBe(-1);
    }
    expect(await (await request.get("/jobs")).text()).toContain("&#8377;");

    await page.goto("/jobs");
    // In a card: the filter bar's pay options (in the closed "Filters" disclosure) hold rupee signs too.
    await expect(page.getByRole("main").getByRole("article").getByText("₹").first()).toBeVisible();
  },
);
