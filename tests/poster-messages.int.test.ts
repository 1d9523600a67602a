// The pipeline's Message action: a poster writes to an applicant (once decided here; from the shortlist on, see
// tests/conversations.int.test.ts) or a bidder in the conversation attached to the application or bid, the
// poster's address never in the mail; refused before (409), to anyone but the poster (403/401: admins read
// conversations but do not write in them), and limited per member (429).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as messageApplicantRoute } from "@/app/api/applications/[id]/message/route";
import { PUT as decideApplication } from "@/app/api/applications/[id]/route";
import { POST as messageBidderRoute } from "@/app/api/bids/[id]/message/route";
import { PUT as decideBid } from "@/app/api/bids/[id]/route";
import { POST as bid } from "@/app/api/gigs/[id]/bids/route";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { countRate, forgetRate } from "@/lib/rate-limit/rules";
import { apiRequest, createTestUser, sessionCookieFor } from "@/tests/accounts";
import { approvedGigOf } from "@/tests/gigs";
import { readOutbox } from "@/tests/helpers/outbox";
import { ctx, listingCast, postJobAs } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;
let jobId = "";
let gigId = "";

async function person() {
  const user = await createTestUser();
  return { id: user.id, email: user.email, cookie: await sessionCookieFor(user) };
}

const writeTo = (
  route: typeof messageApplicantRoute,
  path: string,
  id: string,
  cookie?: string,
  message = "Hello",
) => route(apiRequest("POST", `${path}/${id}/message`, { body: { message }, cookie }), ctx(id));

beforeAll(async () => {
  cast = await listingCast();
  jobId = (await postJobAs(cast.ownerCookie, { title: "Relay Engineer", company: "Relaywala" })).id;
  const approve = await putJob(
    apiRequest("PUT", `/api/jobs/${jobId}`, { body: { action: "approve" }, cookie: cast.adminCookie }),
    ctx(jobId),
  );
  expect(approve.status).toBe(200);
  gigId = (await approvedGigOf(cast.ownerCookie, cast.adminCookie)).id;
});

describe("messages to applicants", () => {
  it("after a decision, into the conversation without the poster's address, by the poster only", async () => {
    const applicant = await person();
    const res = await apply(
      apiRequest("POST", `/api/jobs/${jobId}/apply`, {
        body: { name: "Riya Sharma", email: applicant.email, coverLetter: "I relay." },
        cookie: applicant.cookie,
      }),
      ctx(jobId),
    );
    const id = (await res.json()).application.id as string;
    const path = "/api/applications";
    expect((await writeTo(messageApplicantRoute, path, id, cast.ownerCookie)).status).toBe(409);
    await decideApplication(
      apiRequest("PUT", `/api/applications/${id}`, {
        body: { status: "rejected" },
        cookie: cast.ownerCookie,
      }),
      ctx(id),
    );
    expect((await writeTo(messageApplicantRoute, path, id)).status).toBe(401);
    expect((await writeTo(messageApplicantRoute, path, id, applicant.cookie)).status).toBe(403);
    expect((await writeTo(messageApplicantRoute, path, id, cast.otherCookie)).status).toBe(403);
    expect((await writeTo(messageApplicantRoute, path, id, cast.ownerCookie, " ")).status).toBe(400);
    const ok = await writeTo(messageApplicantRoute, path, id, cast.ownerCookie, "Apply again in spring!");
    expect(ok.status).toBe(200);
    const mail = (await readOutbox()).find(
      (m) =>
        m.to === applicant.email && /New message from .* about Relay Engineer at Relaywala/.test(m.subject),
    );
    expect(mail?.text).toContain("Apply again in spring!");
    expect(mail?.replyTo).toBeUndefined();
    expect(JSON.stringify(mail)).not.toContain(cast.owner.email);
    expect((await writeTo(messageApplicantRoute, path, id, cast.adminCookie)).status).toBe(403);
  });
});

describe("messages to bidders", () => {
  it("only after a decision, by the poster, within the members' hourly limit of messages", async () => {
    const bidder = await person();
    const placed = await bid(
      apiRequest("POST", `/api/gigs/${gigId}/bids`, {
        body: { amount: 1000, durationDays: 3 },
        cookie: bidder.cookie,
      }),
      ctx(gigId),
    );
    const id = (await placed.json()).bid.id as string;
    const path = "/api/bids";
    await forgetRate(["threadMessagesByUser", cast.owner.id]);
    expect((await writeTo(messageBidderRoute, path, id, cast.ownerCookie)).status).toBe(409);
    await decideBid(
      apiRequest("PUT", `/api/bids/${id}`, { body: { status: "rejected" }, cookie: cast.ownerCookie }),
      ctx(id),
    );
    expect((await writeTo(messageBidderRoute, path, id)).status).toBe(401);
    expect((await writeTo(messageBidderRoute, path, id, bidder.cookie)).status).toBe(403);
    expect((await writeTo(messageBidderRoute, path, id, cast.otherCookie)).status).toBe(403);
    await forgetRate(["threadMessagesByUser", cast.owner.id]);
    for (let i = 0; i < 2; i++) {
      expect((await writeTo(messageBidderRoute, path, id, cast.ownerCookie, `Note ${i}`)).status).toBe(200);
    }
    for (let i = 2; i < 60; i++) await countRate("threadMessagesByUser", cast.owner.id);
    const refused = await writeTo(messageBidderRoute, path, id, cast.ownerCookie, "One more");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // Two messages, one mail: the bidder has not read the conversation since the first one.
    const mails = (await readOutbox()).filter(
      (m) => m.to === bidder.email && /New message from/.test(m.subject),
    );
    expect(mails).toHaveLength(1);
    await forgetRate(["threadMessagesByUser", cast.owner.id]);
  });
});
