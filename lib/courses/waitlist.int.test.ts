import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/courses/waitlist/route";
import { confirmationMailsPerDay } from "@/lib/courses/mutations";
import { waitlistMessages } from "@/lib/courses/messages";
import { db } from "@/lib/db";
import { mailsTo, postJson, routeContext, uniqueIp } from "@/tests/helpers/api";

const url = "http://localhost/api/courses/waitlist";
let courseId = "";
let courseTitle = "";

let otherCourse = { id: "", title: "" };

beforeAll(async () => {
  // Seeded courses (npm run test:unit seeds the fresh database); tests add no courses of their own.
  const [course, second] = await db.course.findMany({ orderBy: { sortOrder: "asc" }, take: 2 });
  courseId = course!.id;
  courseTitle = course!.title;
  otherCourse = { id: second!.id, title: second!.title };
});

const valid = () => ({
  courseId,
  name: "Ravi Kumar",
  email: `ravi-${crypto.randomUUID()}@example.com`,
  skillLevel: "beginner",
});
const send = (body: unknown, ip?: string) => POST(postJson(url, body, ip), routeContext);

describe("POST /api/courses/waitlist", () => {
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("stores the entry, answers 201 and mails a confirmation", async () => {
    const input = valid();
    const res = await send(input);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      success: true,
      alreadyOnList: false,
      message: waitlistMessages.joined,
    });
    const entries = await db.waitlistEntry.findMany({ where: { email: input.email } });
    expect(entries).toEqual([
      expect.objectContaining({ courseId, name: "Ravi Kumar", skillLevel: "beginner" }),
    ]);
    const mails = await mailsTo(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`You're on the waitlist: ${courseTitle}`);
  });

  it("writes the English confirmation word for word", async () => {
    const input = valid();
    expect((await send(input)).status).toBe(201);
    const [mail] = await mailsTo(input.email);
    expect(mail!.text).toContain(
      `Thanks for pre-registering for ${courseTitle}. We'll email you as soon as enrolment opens, before it is announced anywhere else.`,
    );
    expect(mail!.text).toContain(
      "You received this because you joined a course waitlist on Builders Hub. Reply to this mail to be removed.",
    );
  });

  it("answers and mails a visitor on a Hindi page (X-Locale) in Hindi, the course's title as written", async () => {
    const input = valid();
    const hindi = (body: unknown) => {
      const request = postJson(url, body);
      request.headers.set("X-Locale", "hi");
      return POST(request, routeContext);
    };
    const res = await hindi(input);
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe("अब आप वेटलिस्ट में हैं। कोर्स शुरू होने पर हम आपको ईमेल करेंगे।");
    const [mail] = await mailsTo(input.email);
    expect(mail!.subject).toBe(`आप वेटलिस्ट में हैं: ${courseTitle}`);
    expect(mail!.text).toContain(`${courseTitle} के लिए प्री-रजिस्टर करने का धन्यवाद।`);
    expect(mail!.text).toContain("कम्युनिटी से जुड़ें");
    const again = await hindi(input);
    expect((await again.json()).message).toBe(
      `आप ${courseTitle} की वेटलिस्ट में पहले से हैं। कोर्स शुरू होने पर हम आपको ईमेल करेंगे।`,
    );
  });

  it("keeps skill level optional", async () => {
    const input = { ...valid(), skillLevel: "" };
    expect((await send(input)).status).toBe(201);
    const [entry] = await db.waitlistEntry.findMany({ where: { email: input.email } });
    expect(entry!.skillLevel).toBeNull();
  });

  it("answers a repeated email for the same course as already on the list, once", async () => {
    const input = valid();
    expect((await send(input)).status).toBe(201);
    const again = await send({ ...input, email: input.email.toUpperCase(), name: "Ravi K" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      success: true,
      alreadyOnList: true,
      message: waitlistMessages.already(courseTitle),
    });
    expect(await db.waitlistEntry.count({ where: { email: input.email } })).toBe(1);
    expect(await mailsTo(input.email)).toHaveLength(1);
  });

  it("stores a second entry for the same email and another course, and mails that confirmation too", async () => {
    const input = valid();
    expect((await send(input)).status).toBe(201);
    const second = await send({ ...input, courseId: otherCourse.id });
    expect(second.status).toBe(201);
    expect(await second.json()).toMatchObject({ alreadyOnList: false, message: waitlistMessages.joined });
    const entries = await db.waitlistEntry.findMany({ where: { email: input.email } });
    expect(entries.map((e) => e.courseId).sort()).toEqual([courseId, otherCourse.id].sort());
    expect((await mailsTo(input.email)).map((m) => m.subject).sort()).toEqual(
      [`You're on the waitlist: ${courseTitle}`, `You're on the waitlist: ${otherCourse.title}`].sort(),
    );
  });

  it("keeps what the visitor typed out of the confirmation mail", async () => {
    const input = { ...valid(), name: "Win a prize at https://spam.example" };
    expect((await send(input)).status).toBe(201);
    const [mail] = await mailsTo(input.email);
    expect(mail!.text).not.toContain("spam.example");
    expect(mail!.html).not.toContain("spam.example");
  });

  it(`mails one address at most ${confirmationMailsPerDay} confirmations a day; later entries are stored without a mail`, async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const email = valid().email;
    const courses = await db.course.findMany({
      orderBy: { sortOrder: "asc" },
      take: confirmationMailsPerDay + 1,
      select: { id: true },
    });
    for (const course of courses) {
      const res = await send({ ...valid(), email, courseId: course.id });
      expect(res.status).toBe(201);
    }
    expect(await db.waitlistEntry.count({ where: { email } })).toBe(confirmationMailsPerDay + 1);
    expect(await mailsTo(email)).toHaveLength(confirmationMailsPerDay);
  });

  it.each([
    [{ name: "" }, "name", "Please enter your name"],
    [{ name: "   " }, "name", "Please enter your name"],
    [{ name: undefined }, "name", "Please enter your name"],
    [{ name: "x".repeat(101) }, "name", "Name must be at most 100 characters"],
    [{ email: "" }, "email", "Please enter your email address"],
    [{ email: "ravi@" }, "email", "Please enter a valid email address"],
    [{ skillLevel: "expert" }, "skillLevel", "Skill level must be beginner, intermediate or advanced"],
    [{ courseId: "" }, "courseId", "Please choose a course"],
    [{ courseId: undefined }, "courseId", "Please choose a course"],
  ])("refuses %j with a 400 and the field's message", async (change, field, message) => {
    const res = await send({ ...valid(), ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: "validation_failed", message });
    expect(body.errors[field]).toBe(message);
  });

  it("answers 404 for a course that does not exist", async () => {
    const res = await send({ ...valid(), courseId: "no-such-course" });
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe("not_found");
  });

  it("allows 10 sign-ups an hour per IP, then answers 429 with Retry-After", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await send(valid(), ip)).status).toBe(201);
    const res = await send(valid(), ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
  });
});
