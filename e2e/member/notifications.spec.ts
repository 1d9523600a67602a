import type { APIRequestContext } from "@playwright/test";
import { asSeededAdmin } from "../admin";
import { expectNoAxeViolations } from "../fixtures";
import { unique } from "../listings";
import { expect, registerViaApi, test } from "./accounts";

/** A job the signed-in member of `request` submits through the API; answers its id. */
async function submitJob(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post("/api/jobs", {
    data: {
      title,
      company: "Relay Labs",
      description: "1. Build the relayer. 2. Keep it fast.",
      location: "Pune",
      contactEmail: "jobs@relaylabs.example",
      contactPhone: "+91 98765 43210",
      skills: "Go, libp2p",
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { job: { id: string } }).job.id;
}

test("a member's bell tells them their job was approved; Mark all read clears it, the item leads to the job", async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerViaApi(page.request);
  const title = `Relayer Engineer ${unique()}`;
  const id = await submitJob(page.request, title);
  await asSeededAdmin(playwright, baseURL, async (admin) =>
    (await admin.put(`/api/jobs/${id}`, { data: { status: "approved" } })).status(),
  );

  await page.goto("/");
  // The bell sits in the bar at every width (on a phone beside the menu button, not inside the menu).
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole("region", { name: "Your notifications" });
  const item = panel.getByRole("link", { name: new RegExp(`Your job "${title}" was approved`) });
  await expect(item).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await panel.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /unread/ })).toHaveCount(0);

  await item.click();
  await expect(page).toHaveURL((url) => url.pathname === `/job/${id}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  await page.goto("/dashboard/notifications");
  const list = page.getByRole("region", { name: "Your notifications" });
  await expect(
    list.getByRole("link", { name: new RegExp(`Your job "${title}" was approved`) }),
  ).toBeVisible();
  await expect(list.getByText("1 notification, 0 unread, newest first.")).toBeVisible();
  await expectNoAxeViolations(page);
});
