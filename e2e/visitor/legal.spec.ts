import { expect, expectNoAxeViolations, test } from "../fixtures";

const pages = [
  { path: "/privacy-policy", title: "Privacy Policy", link: "Privacy Policy", sections: 10 },
  { path: "/terms-of-use", title: "Terms of Use", link: "Terms of Use", sections: 8 },
  {
    path: "/refund-and-cancellation",
    title: "Refund & Cancellation Policy",
    link: "Refund & Cancellation",
    sections: 5,
  },
];

for (const legal of pages) {
  test(`${legal.title}: sections, date, footer link and axe`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: legal.link }).click();
    await expect(page).toHaveURL((url) => url.pathname === legal.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
    await expect(page.getByText("Last updated June 28, 2025")).toBeVisible();
    await expect(page.getByRole("main").getByRole("region")).toHaveCount(legal.sections);
    await expectNoAxeViolations(page);
  });
}

test("the refund policy allows cancellation within 3 days if no materials were accessed", async ({
  page,
}) => {
  await page.goto("/refund-and-cancellation");
  await expect(
    page.getByText(
      /within 3 days of enrolment for a full refund, provided you have not accessed any course materials/,
    ),
  ).toBeVisible();
});
