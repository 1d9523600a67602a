// Registration for an event on the site: a member registers answering the organiser's question, gets the ticket
// by mail (its QR code inline, a calendar invitation) and on their ticket page, and the organiser checks them in at
// the door by typing the code; a second check-in says when the first was; the member's builder profile then lists
// the event among those attended. Runs at 1280 and 390 px.
import { approveAsAdmin, unique } from "../listings";
import { expectNoAxeViolations, hydrated, uniqueIp } from "../fixtures";
import { expect, latestMail, newPerson, registerViaApi, test, toast } from "./accounts";

const DAY = 86_400_000;

test("a member registers with an answer, gets the ticket mail, and the organiser checks them in by its code", async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  // The organiser lists an event that takes registrations on the site, with one question; an admin approves it.
  await registerViaApi(page.request);
  const title = `Indexer Night ${unique()}`;
  const question = "What are you building?";
  const created = await page.request.post("/api/events", {
    data: {
      title,
      description: "Lightning talks on indexing, then pizza.",
      type: "Meetup",
      date: new Date(Date.now() + 20 * DAY).toISOString(),
      location: "HSR Layout, Bengaluru",
      contactEmail: "hosts@indexer.example",
      contactPhone: "+91 98765 43210",
      registrationEnabled: true,
      registrationCapacity: 30,
      registrationQuestions: [{ label: question, kind: "text", required: true }],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { event: { id: string } }).event.id;
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  await approveAsAdmin(admin, "event", eventId);
  await admin.dispose();

  // The member, in a browser of their own, registers from the event's page.
  const memberContext = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const member = await memberContext.newPage();
  const person = newPerson();
  await registerViaApi(member.request, person);
  await member.goto(`/event/${eventId}`);
  await hydrated(member);
  const panel = member.getByRole("region", { name: "Registration" });
  await expect(panel.getByText("30 places left")).toBeVisible();
  await expectNoAxeViolations(member);
  await panel.getByRole("button", { name: `Register: ${title}` }).click();
  const dialog = member.getByRole("dialog", { name: `Register: ${title}` });
  // The answer is required: the form says so before anything is sent.
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.getByText("Please answer this question")).toBeVisible();
  await dialog.getByLabel(question).fill("A subgraph indexer for Indian DeFi");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(toast(member, "You are registered")).toBeVisible();
  await expect(panel.getByText("You are registered. Show your ticket at the door.")).toBeVisible();
  await expect(panel.getByText("29 places left")).toBeVisible();

  // The ticket mail: the code written out, the QR code inline, a calendar invitation.
  const mail = await latestMail(person.email, new RegExp(`^Your ticket: ${title}$`));
  const code = mail.text.match(/^\d+-[0-9A-Z]{4}-[0-9A-Z]{4}$/m)![0];
  expect(mail.html).toContain('src="cid:ticket-qr"');
  expect(mail.attachments?.map((a) => a.contentType)).toEqual([
    "image/png",
    "text/calendar; charset=utf-8; method=REQUEST",
  ]);

  // The ticket page shows the same code under its QR code.
  await panel.getByRole("link", { name: "View your ticket" }).click();
  await expect(member).toHaveURL(/\/dashboard\/tickets\/[a-z0-9]+$/);
  await expect(member.getByRole("img", { name: `QR code of ticket ${code}` })).toBeVisible();
  await expect(member.getByTestId("ticket-code")).toHaveText(code);
  await expect(member.getByText("A subgraph indexer for Indian DeFi")).toBeVisible();
  await expectNoAxeViolations(member);

  // The organiser sees the registration with its answer, then checks the member in by typing the code.
  await page.goto(`/dashboard/events/${eventId}/registrations`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: person.email });
  await expect(card.getByText("A subgraph indexer for Indian DeFi")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Check in guests" }).click();
  await expect(page).toHaveURL(`/dashboard/events/${eventId}/check-in`);
  await hydrated(page);
  await expect(page.getByTestId("arrived-count")).toHaveText("0 of 1 arrived");
  const codeField = page.getByLabel("Ticket code");
  await codeField.fill(code.toLowerCase());
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByText("Asha Rao checked in")).toBeVisible();
  await expect(page.getByTestId("arrived-count")).toHaveText("1 of 1 arrived");
  // Twice: it says when the first was, and the count stays.
  await codeField.fill(code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByText(/^Already checked in at \d{1,2}:\d{2}\s[ap]m$/)).toBeVisible();
  await expect(page.getByTestId("arrived-count")).toHaveText("1 of 1 arrived");
  // A code made up is refused.
  await codeField.fill(code.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByText("No ticket with this code for this event.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The member's ticket now says they checked in.
  await member.reload();
  // (At 390 px the dashboard draws its tab panel twice, one of them hidden: the visible one says so.)
  await expect(member.getByText("Checked in", { exact: true }).filter({ visible: true })).toHaveCount(1);

  // Their builder profile, published with events attended shown, lists the event for anyone to see.
  const published = await member.request.put("/api/profile", {
    data: {
      isPublic: true,
      headline: "Indexer builder",
      city: "",
      skills: [],
      githubUrl: "",
      linkedinUrl: "",
      xUrl: "",
      portfolioUrl: "",
      showListings: false,
      showGigsWon: false,
      showEvents: true,
      showCoins: false,
      onLeaderboard: false,
    },
  });
  expect(published.status()).toBe(200);
  await memberContext.close();
  const guest = await browser.newContext({ viewport: page.viewportSize() });
  const profile = await guest.newPage();
  await profile.goto(`/u/${person.username}`);
  const attended = profile.getByRole("region", { name: /^Events attended/ });
  await expect(attended.getByRole("link", { name: title })).toBeVisible();
  await expectNoAxeViolations(profile);
  await guest.close();
});
