// Consultations: booking with its award and limits, mail only to the member's own account address, the member's
// list, cancelling with the reversal (and the team's copy), decisions.
import { describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/consultations/route";
import { GET as mine } from "@/app/api/consultations/mine/route";
import { POST as cancel } from "@/app/api/consultations/[id]/cancel/route";
import { decideConsultation } from "@/lib/consultations/decisions";
import { bookConsultation, cancelConsultation } from "@/lib/consultations/mutations";
import { consultationInput } from "@/lib/consultations/schema";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";
import { mailsTo } from "@/tests/helpers/api";
import { ctx } from "@/tests/listings";

const HOUR = 3_600_000;

/** The form's body for `user`: the Email field shows (and sends) the account's own address. */
const request = (user: TestUser, overrides: Record<string, unknown> = {}) => ({
  name: "Asha Rao",
  email: user.email,
  mobile: "+91 98765 43210",
  topic: "Smart contract audit",
  message: "We are launching a token on Polygon and want a second pair of eyes.",
  ...overrides,
});

const input = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  consultationInput.parse(request(user, overrides));

async function balance(user: TestUser) {
  const [row, rows] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: user.id }, select: { coins: true } }),
    db.coinTransaction.findMany({ where: { userId: user.id }, select: { amount: true, type: true } }),
  ]);
  expect(row.coins).toBe(rows.reduce((s, r) => s + (r.type === "credit" ? r.amount : -r.amount), 0));
  return row.coins;
}

describe("POST /api/consultations", () => {
  it("answers 401 for guests and stores nothing", async () => {
    const before = await db.consultation.count();
    const body = request(await createTestUser());
    const res = await book(apiRequest("POST", "/api/consultations", { body }), routeContext);
    expect(res.status).toBe(401);
    expect(await db.consultation.count()).toBe(before);
  });

  it.each([
    [{ name: " " }, "name", "Please enter your name"],
    [{ email: "" }, "email", "Please enter your email address"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ mobile: "" }, "mobile", "Please enter your mobile number"],
    [{ mobile: "call me" }, "mobile", "Please enter a valid mobile number"],
    [{ topic: undefined }, "topic", "Please enter a topic"],
    [{ message: "" }, "message", "Please enter a message"],
    [{ preferredDate: "someday" }, "preferredDate", "Please enter a valid date and time"],
    [{ preferredDate: "2020-01-01T10:00:00+05:30" }, "preferredDate", "Please choose a time in the future"],
  ])("refuses %j with 400 and the field's message, writing nothing", async (change, field, message) => {
    const user = await createTestUser();
    const res = await book(
      apiRequest("POST", "/api/consultations", {
        body: request(user, change),
        cookie: await sessionCookieFor(user),
      }),
      routeContext,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
    expect(await db.consultation.count({ where: { userId: user.id } })).toBe(0);
    expect(await balance(user)).toBe(0);
  });

  it("books: 201 with the consultation and the coins paid, mails the member and the team", async () => {
    const user = await createTestUser();
    const body = request(user, { preferredDate: "2099-03-01T15:30:00+05:30" });
    const res = await book(
      apiRequest("POST", "/api/consultations", { body, cookie: await sessionCookieFor(user) }),
      routeContext,
    );
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer.coinsAwarded).toBe(5);
    expect(answer.consultation).toMatchObject({
      topic: body.topic,
      name: body.name,
      email: body.email,
      mobile: body.mobile,
      message: body.message,
      preferredDate: "2099-03-01T10:00:00.000Z",
      scheduledDate: null,
      status: "pending",
      adminNotes: "",
    });
    expect(await balance(user)).toBe(5);
    const [confirmation] = await mailsTo(body.email);
    expect(confirmation?.subject).toBe("Your consultation request");
    expect(confirmation?.text).toContain("You earned 5 coins");
    expect(confirmation?.text).toContain("We will reply by email within 24 hours");
    const team = (await mailsTo(env.CONTACT_TO_EMAIL)).filter((m) => m.replyTo === body.email);
    expect(team).toHaveLength(1);
    expect(team[0]!.subject).toBe("[Consultation] Smart contract audit");
  });

  it("mails only the account's own address: a body naming another one is refused (400), nothing stored or mailed", async () => {
    const user = await createTestUser();
    const victim = `victim-${crypto.randomUUID()}@example.org`;
    const res = await book(
      apiRequest("POST", "/api/consultations", {
        body: request(user, {
          email: victim,
          name: "Claim your prize at https://spam.example/win",
          topic: "Visit https://spam.example/win now",
        }),
        cookie: await sessionCookieFor(user),
      }),
      routeContext,
    );
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer).toMatchObject({
      success: false,
      code: "validation_failed",
      errors: { email: "Please use your account's email address: we send the confirmation there." },
    });
    expect(await db.consultation.count({ where: { userId: user.id } })).toBe(0);
    expect(await mailsTo(victim)).toEqual([]);
    expect(await balance(user)).toBe(0);
  });

  it("stores and mails the account's address, whatever its letter case in the body", async () => {
    const user = await createTestUser();
    const { consultation } = await bookConsultation(
      user.id,
      input(user, { email: user.email.toUpperCase() }),
    );
    expect(consultation.email).toBe(user.email);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toContain("Your consultation request");
  });

  it("pays at most one booking per member per 24 hours, on the clock it is given", async () => {
    const user = await createTestUser();
    const t0 = new Date("2030-05-01T09:00:00Z");
    expect((await bookConsultation(user.id, input(user), t0)).coinsAwarded).toBe(5);
    expect(
      (await bookConsultation(user.id, input(user), new Date(t0.getTime() + 23 * HOUR))).coinsAwarded,
    ).toBe(0);
    await db.consultation.updateMany({ where: { userId: user.id }, data: { status: "completed" } });
    expect(
      (await bookConsultation(user.id, input(user), new Date(t0.getTime() + 24 * HOUR + 1))).coinsAwarded,
    ).toBe(5);
    expect(await balance(user)).toBe(10);
  });

  it("allows 3 pending requests at a time, also when they race; the fourth is 409", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        book(apiRequest("POST", "/api/consultations", { body: request(user), cookie }), routeContext),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect((await refused[0]!.json()).message).toBe(
      "You already have 3 consultations booked or waiting for our reply. Cancel one in My Consultations, or book again once one has taken place.",
    );
    expect(await db.consultation.count({ where: { userId: user.id } })).toBe(3);
    expect(await balance(user)).toBe(5);
  });

  it("counts a request the team gave a time while it is still to come, not once it has passed", async () => {
    const user = await createTestUser();
    const admin = await createTestUser({ role: "Admin" });
    const t0 = new Date("2031-01-01T00:00:00Z");
    const first = await bookConsultation(user.id, input(user), t0);
    await decideConsultation(
      admin,
      first.consultation.id,
      { status: "accepted", scheduledDate: new Date("2031-01-10T10:00:00Z") },
      t0,
    );
    await bookConsultation(user.id, input(user), t0);
    await bookConsultation(user.id, input(user), t0);
    await expect(bookConsultation(user.id, input(user), t0)).rejects.toMatchObject({ status: 409 });
    // After the accepted one's time, it no longer holds a place.
    const after = new Date("2031-01-10T11:00:00Z");
    expect((await bookConsultation(user.id, input(user), after)).consultation.status).toBe("pending");
  });
});

describe("the member's consultations", () => {
  it("lists the member's own, newest first, and only theirs", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    await bookConsultation(user.id, input(user, { topic: "First" }), new Date("2030-01-01T00:00:00Z"));
    await bookConsultation(user.id, input(user, { topic: "Second" }), new Date("2030-01-02T00:00:00Z"));
    await bookConsultation(other.id, input(other, { topic: "Not mine" }));
    const res = await mine(
      apiRequest("GET", "/api/consultations/mine", { cookie: await sessionCookieFor(user) }),
      routeContext,
    );
    const { consultations } = await res.json();
    expect(consultations.map((c: { topic: string }) => c.topic)).toEqual(["Second", "First"]);
    expect(Object.keys(consultations[0]).sort()).toEqual(
      [
        "adminNotes",
        "email",
        "id",
        "message",
        "mobile",
        "name",
        "preferredDate",
        "requestDate",
        "scheduledDate",
        "status",
        "topic",
      ].sort(),
    );
  });

  it("cancels a pending request, reverses its coins once, tells the team, and refuses a second cancel with 409", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    const { consultation } = await bookConsultation(user.id, input(user));
    expect(await balance(user)).toBe(5);
    const path = `/api/consultations/${consultation.id}/cancel`;
    const res = await cancel(apiRequest("POST", path, { cookie }), ctx(consultation.id));
    expect(res.status).toBe(200);
    expect((await res.json()).consultation.status).toBe("cancelled");
    expect(await balance(user)).toBe(0);
    const reversal = await db.coinTransaction.findFirstOrThrow({ where: { userId: user.id, type: "debit" } });
    expect(reversal).toMatchObject({ reason: "reversal", amount: 5 });
    const again = await cancel(apiRequest("POST", path, { cookie }), ctx(consultation.id));
    expect(again.status).toBe(409);
    expect(await balance(user)).toBe(0);
    expect((await mailsTo(consultation.email)).map((m) => m.subject)).toContain(
      "Your consultation: cancelled",
    );
    const team = (await mailsTo(env.CONTACT_TO_EMAIL)).filter(
      (m) => m.replyTo === user.email && m.subject.startsWith("[Consultation] Cancelled"),
    );
    expect(team).toHaveLength(1);
    expect(team[0]!.subject).toBe("[Consultation] Cancelled by Asha Rao: Smart contract audit");
    expect(team[0]!.text).toContain(`Consultation ${consultation.id}`);
  });

  it("answers 404 for another member's consultation and changes nothing", async () => {
    const owner = await createTestUser();
    const stranger = await createTestUser();
    const { consultation } = await bookConsultation(owner.id, input(owner));
    const res = await cancel(
      apiRequest("POST", `/api/consultations/${consultation.id}/cancel`, {
        cookie: await sessionCookieFor(stranger),
      }),
      ctx(consultation.id),
    );
    expect(res.status).toBe(404);
    expect((await db.consultation.findUniqueOrThrow({ where: { id: consultation.id } })).status).toBe(
      "pending",
    );
    await expect(cancelConsultation(stranger, "no-such-id")).rejects.toMatchObject({ code: "not_found" });
  });

  it("moves pending → accepted → completed (mailing the member each time); a cancelled one cannot be decided", async () => {
    const user = await createTestUser();
    const admin = await createTestUser({ role: "Admin" });
    const { consultation } = await bookConsultation(user.id, input(user));
    const accepted = await decideConsultation(admin, consultation.id, {
      status: "accepted",
      scheduledDate: new Date("2099-01-05T10:00:00Z"),
      adminNotes: "Bring your contract addresses.",
    });
    expect(accepted).toMatchObject({ status: "accepted", scheduledDate: "2099-01-05T10:00:00.000Z" });
    await expect(decideConsultation(admin, consultation.id, { status: "rejected" })).rejects.toMatchObject({
      code: "conflict",
    });
    expect((await decideConsultation(admin, consultation.id, { status: "completed" })).status).toBe(
      "completed",
    );
    const subjects = (await mailsTo(consultation.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(["Your consultation: accepted", "Your consultation: completed"]),
    );
    const accept = (await mailsTo(consultation.email)).find(
      (m) => m.subject === "Your consultation: accepted",
    );
    expect(accept?.text).toContain("Bring your contract addresses.");

    const { consultation: other } = await bookConsultation(user.id, input(user));
    await cancelConsultation(user, other.id);
    await expect(
      decideConsultation(admin, other.id, {
        status: "accepted",
        scheduledDate: new Date("2099-01-06T10:00:00Z"),
      }),
    ).rejects.toMatchObject({ code: "conflict" });
  });
});
