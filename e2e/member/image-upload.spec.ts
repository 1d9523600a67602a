import { noisyPng } from "../listings";
import { expect, registerViaApi, test, toast } from "./accounts";

// A 12 MB image is recompressed in the browser before upload: until it is ready the form shows how far along it
// is and cannot be sent. The decoding is held until the test has looked (no sleeps, no race with a fast machine).
test("a large image shows its preparation, and Submit waits until the file is ready", async ({ page }) => {
  await page.addInitScript(() => {
    const decode = window.createImageBitmap.bind(window);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    Object.assign(window, { releaseImageDecode: () => release() });
    window.createImageBitmap = (async (...args: Parameters<typeof createImageBitmap>) => {
      await released;
      return decode(...args);
    }) as typeof createImageBitmap;
  });
  await registerViaApi(page.request);
  await page.goto("/submit-listing?type=event");
  const submit = page.getByRole("button", { name: "Submit Event" });
  await expect(submit).toBeEnabled();

  await page.getByLabel("Thumbnail").setInputFiles(await noisyPng());
  await expect(page.getByRole("status").filter({ hasText: "Preparing image… 0%" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Preparing image" })).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.evaluate(() => (window as unknown as { releaseImageDecode: () => void }).releaseImageDecode());
  await expect(toast(page, "Image Compressed")).toBeVisible();
  await expect(page.getByRole("img", { name: "Selected thumbnail preview" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Preparing image" })).toHaveCount(0);
  await expect(submit).toBeEnabled();
});
