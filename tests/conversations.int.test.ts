// Conversations (lib/conversations, /api/threads): a poster and a shortlisted applicant or decided bidder write in
// a thread that only they and admins can read (anyone else: 404); not before the shortlist; the other side is
// notified of each message and mailed at most once per 15 minutes while away (a clock the test sets); read-only
// once the listing closes; text is never HTML; a side reports it and an admin reads it and reviews it.
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as moveStage } from "@/app/api/applications/[id]/stage/route";
import { POST as messageApplicantRoute } from "@/app/api/applications/[id]/message/route";
import { POST as messageBidderRoute } from "@/app/api/bids/[id]/message/route";
import { PUT as decideBid } from "@/app/api/bids/[id]/route";
import { POST as bid } from "@/app/api/gigs/[id]/bids/route";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { GET as unreadCount } from "@/app/api/notifications/unread-count/route";
import { GET as threadsRoute } from "@/app/api/threads/route";
import { GET as readMessages, POST as writeMessage } from "@/app/api/threads/[id]/messages/route";
import { POST as markRead } from "@/app/api/threads/[id]/read/route";
import { DELETE as reviewReports, POST as report } from "@/app/api/threads/[id]/report/route";
import { markThreadRead, postMessage } from "@/lib/conversations/mutations";
import { getThreadPage, listThreads } from "@/lib/conversations/queries";
import { listReportedThreads } from "@/lib/conversations/reports";
import type { ThreadSummaryDto } from "@/lib/conversations/schema";
import { db } from "@/lib/db";
import { forgetRate } from "@/lib/rate-limit/rules";
import { apiRequest, createTestUser, routeContext, sessionCookieFor } from "@/tests/accounts";
import { approvedGigOf } from "@/tests/gigs";
import { readOutbox } from "@/tests/helpers/outbox";
import { approvedJobBy, ctx, listingCast } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;

async function person() {
  const user = await createTestUser();
  return { ...user, cookie: await sessionCookieFor(user) };
}
type Person = Awaited<ReturnType<typeof person>>;

const post = (path: string, cookie?: string, body?: unknown) => apiRequest("POST", path, { body, cookie });
const json = async (res: Response) => (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A live job of the cast's owner and an application to it by `applicant`; answers the application's id. */
async function applicationBy(applicant: Person, company = "Threadwala") {
  const job = await approvedJobBy<{ id: string }>(
    { id: cast.owner.id, cookie: cast.ownerCookie },
    cast.adminCookie,
    {
      title: "Protocol Engineer",
      company,
    },
  );
  const res = await apply(
    post(`/api/jobs/${job.id}/apply`, applicant.cookie, {
      name: "Riya Sharma",
      email: applicant.email,
      coverLetter: "I write Rust.",
    }),
    ctx(job.id),
  );
  expect(res.status).toBe(201);
  return { jobId: job.id, id: (await json(res)).application.id as string };
}

const shortlist = async (id: string) =>
  expect(
    (
      await moveStage(
        apiRequest("PATCH", `/api/applications/${id}/stage`, {
          body: { stage: "shortlisted" },
          cookie: cast.ownerCookie,
        }),
        ctx(id),
      )
    ).status,
  ).toBe(200);

/** The poster's Message action on application `id`: answers the thread's id. */
async function posterWrites(id: string, message: string) {
  await forgetRate(["threadMessagesByUser", cast.owner.id]);
  const res = await messageApplicantRoute(
    post(`/api/applications/${id}/message`, cast.ownerCookie, { message }),
    ctx(id),
  );
  expect(res.status).toBe(200);
  return (await json(res)).message.threadId as string;
}

const read = (threadId: string, cookie?: string) =>
  readMessages(apiRequest("GET", `/api/threads/${threadId}/messages`, { cookie }), ctx(threadId));
const write = (threadId: string, cookie: string, message: string) =>
  writeMessage(post(`/api/threads/${threadId}/messages`, cookie, { message }), ctx(threadId));

beforeAll(async () => {
  cast = await listingCast();
});

describe("who may read and write a thread", () => {
  it("not before the shortlist; then only the two sides write, admins read, anyone else gets 404", async () => {
    const applicant = await person();
    const { id } = await applicationBy(applicant);
    const early = await messageApplicantRoute(
      post(`/api/applications/${id}/message`, cast.ownerCookie, { message: "Hi" }),
      ctx(id),
    );
    expect(early.status).toBe(409);
    expect((await json(early)).message).toMatch(/once you have shortlisted/);
    expect(await db.thread.count({ where: { applicationId: id } })).toBe(0);

    await shortlist(id);
    const threadId = await posterWrites(id, "Hello Riya, can we talk on Friday?");
    expect(await posterWrites(id, "Or Saturday.")).toBe(threadId); // one thread per application

    // The applicant reads it and answers.
    const mine = await read(threadId, applicant.cookie);
    expect(mine.status).toBe(200);
    const page = await json(mine);
    expect(page.thread).toMatchObject({
      side: "member",
      writable: true,
      subject: "Protocol Engineer at Threadwala",
    });
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual([
      "Hello Riya, can we talk on Friday?",
      "Or Saturday.",
    ]);
    expect(JSON.stringify(page)).not.toContain(cast.owner.email);
    expect((await write(threadId, applicant.cookie, "Friday works.")).status).toBe(201);

    // A third member, a guest: the thread does not exist for them; an admin reads but does not write.
    expect((await read(threadId, cast.otherCookie)).status).toBe(404);
    expect((await write(threadId, cast.otherCookie, "Me too")).status).toBe(404);
    expect((await read(threadId)).status).toBe(401);
    const asAdmin = await read(threadId, cast.adminCookie);
    expect(asAdmin.status).toBe(200);
    expect((await json(asAdmin)).thread).toMatchObject({ side: null, writable: false });
    expect((await write(threadId, cast.adminCookie, "Admin here")).status).toBe(403);
    expect((await read("not-a-thread", applicant.cookie)).status).toBe(404);

    // The lists: each side's shows the thread; the third member's does not.
    const listOf = async (cookie: string) =>
      (await json(await threadsRoute(apiRequest("GET", "/api/threads", { cookie }), routeContext)))
        .threads as ThreadSummaryDto[];
    expect((await listOf(cast.ownerCookie)).find((t) => t.id === threadId)).toMatchObject({
      unread: 1,
      preview: { text: "Friday works.", mine: false },
      with: { name: "Test U.", role: "Applicant" },
    });
    expect((await listOf(applicant.cookie)).find((t) => t.id === threadId)).toMatchObject({
      unread: 0,
      preview: { text: "Friday works.", mine: true },
      with: { role: "Poster" },
    });
    expect((await listOf(cast.otherCookie)).some((t) => t.id === threadId)).toBe(false);
  });

  it("a bid's thread opens once the bid is decided, and its bidder answers", async () => {
    const bidder = await person();
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const placed = await bid(
      post(`/api/gigs/${gig.id}/bids`, bidder.cookie, { amount: 1000, durationDays: 3 }),
      ctx(gig.id),
    );
    const id = (await json(placed)).bid.id as string;
    const message = (cookie: string) =>
      messageBidderRoute(post(`/api/bids/${id}/message`, cookie, { message: "Welcome aboard" }), ctx(id));
    expect((await message(cast.ownerCookie)).status).toBe(409);
    await decideBid(
      apiRequest("PUT", `/api/bids/${id}`, { body: { status: "accepted" }, cookie: cast.ownerCookie }),
      ctx(id),
    );
    expect((await message(bidder.cookie)).status).toBe(403);
    expect((await message(cast.otherCookie)).status).toBe(403);
    expect((await message(cast.adminCookie)).status).toBe(403); // admins read; the poster writes
    const sent = await message(cast.ownerCookie);
    expect(sent.status).toBe(200);
    const threadId = (await json(sent)).message.threadId as string;
    // The gig is awarded (closed to bids), but its accepted bid's conversation stays open.
    const answer = await write(threadId, bidder.cookie, "Thanks! Starting Monday.");
    expect(answer.status).toBe(201);
    expect((await json(await read(threadId, cast.ownerCookie))).thread).toMatchObject({
      kind: "bid",
      writable: true,
    });
  });
});

describe("notifications, unread counts and mail", () => {
  it("notifies every message, counts it in the bell, and mails at most once per 15 minutes while away", async () => {
    const applicant = await person();
    const { id } = await applicationBy(applicant, "Clockwala");
    await shortlist(id);
    const threadId = await posterWrites(id, "First message");
    const owner = { id: cast.owner.id, role: "Member" as const };
    const mailsTo = async () =>
      (await readOutbox()).filter((m) => m.to === applicant.email && m.subject.includes("Clockwala"));
    expect(await mailsTo()).toHaveLength(1);
    const mail = (await mailsTo())[0]!;
    expect(mail.text).toContain("First message");
    expect(mail.text).toContain(`/dashboard/messages/${threadId}`);
    expect(JSON.stringify(mail)).not.toContain(cast.owner.email);

    // The clock: the first mail went now; a message 5 minutes later is not mailed, one 16 minutes later is.
    const t0 = (await db.threadParticipant.findUniqueOrThrow({
      where: { threadId_userId: { threadId, userId: applicant.id } },
      select: { lastMailedAt: true },
    }))!.lastMailedAt!;
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    expect((await postMessage(owner, threadId, "Five minutes on", at(5))).mailed).toBe(false);
    expect((await postMessage(owner, threadId, "Ten minutes on", at(10))).mailed).toBe(false);
    expect((await postMessage(owner, threadId, "Sixteen minutes on", at(16))).mailed).toBe(true);
    expect(await mailsTo()).toHaveLength(2);
    // Back (read since that mail): the next message is mailed at once, then quiet again.
    const applicantActor = { id: applicant.id, role: "Member" as const };
    await markThreadRead(applicantActor, threadId, at(17));
    expect((await postMessage(owner, threadId, "Welcome back", at(18))).mailed).toBe(true);
    expect((await postMessage(owner, threadId, "One more", at(19))).mailed).toBe(false);

    // Every message notified; the bell counts them and the thread.
    const counts = async () =>
      json(
        await unreadCount(
          apiRequest("GET", "/api/notifications/unread-count", { cookie: applicant.cookie }),
          routeContext,
        ),
      );
    expect(await counts()).toMatchObject({ threads: 1 });
    const notes = await db.notification.count({
      where: { userId: applicant.id, kind: "message_received", readAt: null },
    });
    expect(notes).toBe(2); // the two since they read it; reading cleared the four before
    expect((await counts()).unread).toBeGreaterThanOrEqual(2);
    // Reading clears the thread's unread count and its notifications.
    const res = await markRead(post(`/api/threads/${threadId}/read`, applicant.cookie), ctx(threadId));
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ unreadThreads: 0 });
    expect(await counts()).toMatchObject({ threads: 0 });
    expect(
      await db.notification.count({
        where: { userId: applicant.id, kind: "message_received", readAt: null },
      }),
    ).toBe(0);
    expect(
      (await markRead(post(`/api/threads/${threadId}/read`, cast.otherCookie), ctx(threadId))).status,
    ).toBe(404);
  });
});

describe("plain text, limits, closing", () => {
  it("keeps HTML as text, refuses blank and over-long messages, and is read-only once the job closes", async () => {
    const applicant = await person();
    const { id, jobId } = await applicationBy(applicant, "Closewala");
    await shortlist(id);
    const threadId = await posterWrites(id, "Hi");
    const html = `<script>alert(1)</script><b>bold</b> see https://example.com/x?y=1.`;
    const sent = await write(threadId, applicant.cookie, html);
    expect(sent.status).toBe(201);
    expect((await json(sent)).message.body).toBe(html); // stored and answered as the text typed
    expect((await write(threadId, applicant.cookie, "   ")).status).toBe(400);
    const long = await write(threadId, applicant.cookie, "x".repeat(2001));
    expect(long.status).toBe(400);
    const refusal = await json(long);
    expect(refusal).toMatchObject({ success: false, code: "validation_failed" });
    expect(refusal.errors.message).toMatch(/2000 characters/);
    const mail = (await readOutbox()).find(
      (m) => m.to === cast.owner.email && m.subject.includes("Closewala"),
    );
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&lt;script&gt;");

    // Closed early (as POST /api/jobs/{id}/close records it; that route's own test covers the rest).
    await db.job.update({ where: { id: jobId }, data: { closedAt: new Date(), closedReason: "Filled" } });
    const after = await write(threadId, applicant.cookie, "Still there?");
    expect(after.status).toBe(409);
    expect((await json(after)).message).toMatch(/read-only/);
    const kept = await json(await read(threadId, applicant.cookie));
    expect(kept.thread.writable).toBe(false);
    expect(kept.messages).toHaveLength(2);
  });
});

describe("reports", () => {
  it("a side reports a thread; admins list and read it, and mark it reviewed; others cannot", async () => {
    const applicant = await person();
    const { id } = await applicationBy(applicant, "Reportwala");
    await shortlist(id);
    const threadId = await posterWrites(id, "Send me your wallet seed phrase");
    const reportAs = (cookie: string, reason = "Asks for my seed phrase") =>
      report(post(`/api/threads/${threadId}/report`, cookie, { reason }), ctx(threadId));
    expect((await reportAs(cast.otherCookie)).status).toBe(404);
    expect((await reportAs(applicant.cookie, " ")).status).toBe(400);
    expect((await reportAs(applicant.cookie)).status).toBe(201);

    const admin = { id: cast.admin.id, role: "Admin" as const };
    const listed = await listReportedThreads(admin);
    const row = listed.threads.find((t) => t.id === threadId);
    expect(row?.reports[0]?.reason).toBe("Asks for my seed phrase");
    await expect(listReportedThreads({ id: applicant.id, role: "Member" })).rejects.toMatchObject({
      status: 403,
    });
    expect((await json(await read(threadId, cast.adminCookie))).messages[0].body).toBe(
      "Send me your wallet seed phrase",
    );

    const review = (cookie: string) =>
      reviewReports(apiRequest("DELETE", `/api/threads/${threadId}/report`, { cookie }), ctx(threadId));
    expect((await review(applicant.cookie)).status).toBe(403);
    expect((await review(cast.adminCookie)).status).toBe(200);
    expect((await listReportedThreads(admin)).threads.some((t) => t.id === threadId)).toBe(false);
    expect(await db.auditLog.count({ where: { action: "conversation.review", targetId: threadId } })).toBe(1);
  });
});

describe("paging", () => {
  it("pages a member's threads and a thread's messages by keyset, without gaps or repeats", async () => {
    const applicant = await person();
    const owner = { id: cast.owner.id, role: "Member" as const };
    const ids: string[] = [];
    for (const company of ["Pagewala One", "Pagewala Two", "Pagewala Three"]) {
      const { id } = await applicationBy(applicant, company);
      await shortlist(id);
      ids.push(await posterWrites(id, `Hello from ${company}`));
    }
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await listThreads(applicant.id, after, 2);
      expect(page.threads.length).toBeLessThanOrEqual(2);
      seen.push(...page.threads.map((t) => t.id));
      after = page.next ?? undefined;
    } while (after);
    expect(seen).toEqual([...ids].reverse()); // newest activity first, each once
    expect((await listThreads(applicant.id, "junk")).threads).toHaveLength(3); // a bad cursor: the first page

    const threadId = ids[0]!;
    for (let i = 1; i <= 4; i++)
      await postMessage(owner, threadId, `Note ${i}`, new Date(Date.now() + i * 1000));
    const latest = await getThreadPage(owner, threadId, undefined, 3);
    expect(latest.messages.map((m) => m.body)).toEqual(["Note 2", "Note 3", "Note 4"]);
    const earlier = await getThreadPage(owner, threadId, latest.earlier!, 3);
    expect(earlier.messages.map((m) => m.body)).toEqual(["Hello from Pagewala One", "Note 1"]);
    expect(earlier.earlier).toBeNull();
  });
});
