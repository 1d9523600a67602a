// At phone width (390 px) My Consultations and the back office's Consultations do not scroll sideways, even with
// a topic and a message made of one very long word and a 39-character email address: they wrap inside the card.
import { registerAdmin } from "../admin";
import { expectNoSidewaysScroll } from "../consultation-slots";
import { isMobile } from "../fixtures";
import { unique } from "../listings";
import { expect, newPerson, registerViaApi, test } from "./accounts";

/** A person whose email is exactly 39 characters long (the account's address is the one a booking shows). */
function personWithLongEmail() {
  const person = newPerson();
  const email = `${`overflow.${person.username}`.padEnd(27, "x").slice(0, 27)}@example.com`;
  expect(email).toHaveLength(39);
  return { ...person, email };
}

test("consultations with a very long topic and a 39-character email fit a phone, for the member and the admin", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(!isMobile(page), "sideways scrolling is a phone-width failure (390 px)");
  const person = await registerViaApi(page.request, personWithLongEmail());
  const topic = `Decentralised-Autonomous-Organisation-Treasury-Multisig-Governance-Review-${unique()}`.slice(
    0,
    150,
  );
  const booked = await page.request.post("/api/consultations", {
    data: {
      name: "Asha Rao",
      email: person.email,
      mobile: "+91 9876543210",
      topic,
      message: `Please-look-at-https://example.com/a/very/long/path/to/our/treasury/dashboard/${unique()}-before-we-launch`,
    },
  });
  expect(booked.status()).toBe(201);

  await page.goto("/dashboard/consultations");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: topic }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(person.email)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await registerAdmin(playwright, baseURL, page.request);
  await page.goto("/admin/consultations?status=pending");
  await expect(page.getByRole("heading", { name: topic })).toBeVisible();
  await expect(page.getByText(person.email).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
