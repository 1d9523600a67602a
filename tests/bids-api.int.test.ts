// Bids on gigs for every persona: placing (one open bid per member per gig, never on your own, closed or
// unapproved gig), withdrawing, and the poster's decisions (one accepted bid per gig).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as decide } from "@/app/api/bids/[id]/route";
import { POST as withdraw } from "@/app/api/bids/[id]/withdraw/route";
import { GET as mine } from "@/app/api/bids/mine/route";
import { GET as gigBids, POST as bid } from "@/app/api/gigs/[id]/bids/route";
import { GET as getGig } from "@/app/api/gigs/[id]/route";
import { GET as listGigs } from "@/app/api/gigs/route";
import sitemap from "@/app/sitemap";
import { placeBid } from "@/lib/bids/mutations";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, latestMailTo, routeContext, sessionCookieFor } from "@/tests/accounts";
import { approvedGigOf, postGigAs } from "@/tests/gigs";
import { ctx, listingCast } from "@/tests/listings";
import { site } from "@/lib/site/config";

// next/cache: the cache tags a change expires, recorded (outside Next there is no cache to expire).
const expired = vi.hoisted(() => ({ tags: [] as string[] }));
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidateTag: (tag: string) => void expired.tags.push(tag),
  revalidatePath: () => {},
}));

let cast: Awaited<ReturnType<typeof listingCast>>;

async function member() {
  const user = await createTestUser();
  return { ...user, cookie: await sessionCookieFor(user) };
}

const offer = { amount: 35000, durationDays: 14, message: "Shipped three audits this year." };

const bidAs = (cookie: string | undefined, gigId: string, body: Record<string, unknown> = offer) =>
  bid(apiRequest("POST", `/api/gigs/${gigId}/bids`, { body, cookie }), ctx(gigId));

async function bidId(cookie: string, gigId: string, body: Record<string, unknown> = offer) {
  const res = await bidAs(cookie, gigId, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { bid: { id: string } }).bid.id;
}

const decideAs = (cookie: string | undefined, id: string, status: string) =>
  decide(apiRequest("PUT", `/api/bids/${id}`, { body: { status }, cookie }), ctx(id));

beforeAll(async () => {
  cast = await listingCast();
});

describe("POST /api/gigs/{id}/bids", () => {
  it("confirms the bid to the bidder by mail, as an application is confirmed", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const bidder = await member();
    await bidId(bidder.cookie, gig.id);
    const mail = await latestMailTo(bidder.email);
    expect(mail?.subject).toBe(`Bid sent: ${gig.title}`);
    expect(mail?.text).toContain(`Your bid on ${gig.title} for Chai Chain has been sent.`);
    expect(mail?.text).toContain("Amount: ₹35,000");
    expect(mail?.text).toContain("Duration: 14 days");
    expect(mail?.html).toContain(`${site.url}/dashboard/bids`);
    // The poster's address is not in the bidder's mail.
    expect(mail?.text).not.toContain(cast.owner.email);
  });

  it("takes a member's bid (201, pending) and mails the poster", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const bidder = await member();
    expect((await bidAs(undefined, gig.id)).status).toBe(401);
    const res = await bidAs(bidder.cookie, gig.id);
    expect(res.status).toBe(201);
    expect((await res.json()).bid).toMatchObject({
      gigId: gig.id,
      status: "pending",
      amount: 35000,
      durationDays: 14,
    });
    const mail = await latestMailTo(cast.owner.email);
    expect(mail?.subject).toBe(`New bid on ${gig.title}`);
    expect(mail?.text).toContain("₹35,000");
  });

  it.each([
    ["amount", { ...offer, amount: 0 }, "Please enter a valid positive amount"],
    ["amount", { ...offer, amount: "lots" }, "Please enter a valid positive amount"],
    ["durationDays", { ...offer, durationDays: 2.5 }, "Please enter a valid duration in days"],
    ["durationDays", { ...offer, durationDays: -1 }, "Please enter a valid duration in days"],
    ["message", { ...offer, message: "x".repeat(501) }, "Message should be less than 500 characters"],
  ])("refuses a bad %s with the specification's message", async (field, body, message) => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const res = await bidAs(cast.otherCookie, gig.id, body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
    expect(await db.bid.count({ where: { gigId: gig.id } })).toBe(0);
  });

  it("refuses a bid on your own gig, on a pending gig, and after the deadline", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const own = await bidAs(cast.ownerCookie, gig.id);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe("You cannot bid on your own gig.");
    const pending = await postGigAs(cast.ownerCookie);
    expect((await bidAs(cast.otherCookie, pending.id)).status).toBe(404);
    // The deadline is the end of its day in India; the clock is moved past it.
    const afterDeadline = new Date(Date.now() + 31 * 86_400_000);
    await expect(placeBid(cast.other, gig.id, { ...offer }, afterDeadline)).rejects.toMatchObject({
      status: 409,
      message: "This gig is closed: its deadline has passed.",
    });
    expect(await db.bid.count({ where: { gigId: gig.id } })).toBe(0);
  });

  it("keeps one open bid per member per gig, even when five arrive together; a withdrawn bid frees the slot", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const bidder = await member();
    const answers = await Promise.all(Array.from({ length: 5 }, () => bidAs(bidder.cookie, gig.id)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).message).toBe(
      "You already have an open bid on this gig. Withdraw it first to bid again.",
    );
    const first = await db.bid.findFirstOrThrow({
      where: { gigId: gig.id, userId: bidder.id },
      select: { id: true },
    });
    const stranger = await withdraw(
      apiRequest("POST", `/api/bids/${first.id}/withdraw`, { cookie: cast.otherCookie }),
      ctx(first.id),
    );
    expect(stranger.status).toBe(404);
    const ok = await withdraw(
      apiRequest("POST", `/api/bids/${first.id}/withdraw`, { cookie: bidder.cookie }),
      ctx(first.id),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).bid.status).toBe("withdrawn");
    await bidId(bidder.cookie, gig.id, { ...offer, amount: 30000 });
    const list = await mine(apiRequest("GET", "/api/bids/mine", { cookie: bidder.cookie }), routeContext);
    expect(
      (await list.json()).bids.map((b: { status: string; amount: number }) => [b.status, b.amount]),
    ).toEqual([
      ["pending", 30000],
      ["withdrawn", 35000],
    ]);
  });
});

describe("the poster's decisions", () => {
  it("only the poster and admins read a gig's bids", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const bidder = await member();
    await bidId(bidder.cookie, gig.id);
    const read = (cookie?: string) =>
      gigBids(apiRequest("GET", `/api/gigs/${gig.id}/bids`, { cookie }), ctx(gig.id));
    expect((await read()).status).toBe(401);
    expect((await read(bidder.cookie)).status).toBe(404);
    expect((await read(cast.otherCookie)).status).toBe(404);
    for (const cookie of [cast.ownerCookie, cast.adminCookie]) {
      const res = await read(cookie);
      expect(res.status).toBe(200);
      expect((await res.json()).bids).toEqual([
        expect.objectContaining({ bidderEmail: bidder.email, amount: 35000, status: "pending" }),
      ]);
    }
  });

  it("accepting one bid rejects the other pending ones, mails every bidder, and closes the gig to new bids", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const [idA, idB] = [await bidId(a.cookie, gig.id), await bidId(b.cookie, gig.id)];
    expect((await decideAs(cast.otherCookie, idA, "accepted")).status).toBe(404);
    expect((await decideAs(a.cookie, idA, "accepted")).status).toBe(404);
    const res = await decideAs(cast.ownerCookie, idA, "accepted");
    expect(res.status).toBe(200);
    expect((await res.json()).bid).toMatchObject({ id: idA, status: "accepted" });
    expect(await db.bid.findUniqueOrThrow({ where: { id: idB }, select: { status: true } })).toEqual({
      status: "rejected",
    });
    expect((await latestMailTo(a.email))?.subject).toBe(`${gig.title}: bid accepted`);
    expect((await latestMailTo(b.email))?.subject).toBe(`${gig.title}: bid rejected`);
    const late = await bidAs(c.cookie, gig.id);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe("This gig has already been awarded to another bid.");
    expect((await decideAs(cast.ownerCookie, idB, "accepted")).status).toBe(409);
  });

  it("an awarded gig leaves the open list and the sitemap at once, says Awarded, and refuses bids", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    // The newest gigs first: this one, posted last, is on the first page while it is open.
    const listed = async () => {
      const res = await listGigs(apiRequest("GET", "/api/gigs?limit=100"), routeContext);
      return ((await res.json()) as { gigs: { id: string }[] }).gigs.map((g) => g.id);
    };
    const url = `${site.url}/gig/${gig.id}`;
    expect(await listed()).toContain(gig.id);
    const a = await member();
    const id = await bidId(a.cookie, gig.id);

    expired.tags.length = 0;
    expect((await decideAs(cast.ownerCookie, id, "accepted")).status).toBe(200);
    // The cached /gigs list is expired with the award, as with any other change to what it shows.
    expect(expired.tags).toContain("listings:gig");
    expect(await listed()).not.toContain(gig.id);
    expect((await sitemap()).some((e) => e.url === url)).toBe(false);
    const page = await getGig(apiRequest("GET", `/api/gigs/${gig.id}`), ctx(gig.id));
    expect((await page.json()).gig).toMatchObject({ status: "approved", closedReason: "Awarded" });

    const newcomer = await member();
    const late = await bidAs(newcomer.cookie, gig.id);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe("This gig has already been awarded to another bid.");
    // The poster's decision stands; the winner's bid is still theirs to see.
    expect(
      (await getGig(apiRequest("GET", `/api/gigs/${gig.id}`, { cookie: a.cookie }), ctx(gig.id))).status,
    ).toBe(200);
  });

  it("rejecting a bid leaves the gig open", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const a = await member();
    const id = await bidId(a.cookie, gig.id);
    expect((await decideAs(cast.ownerCookie, id, "rejected")).status).toBe(200);
    expect(await db.gig.findUniqueOrThrow({ where: { id: gig.id }, select: { closedAt: true } })).toEqual({
      closedAt: null,
    });
    expect((await bidAs((await member()).cookie, gig.id)).status).toBe(201);
  });

  it("of two simultaneous acceptances on one gig exactly one wins", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const [a, b] = await Promise.all([member(), member()]);
    const ids = [await bidId(a.cookie, gig.id), await bidId(b.cookie, gig.id)];
    const answers = await Promise.all([
      decideAs(cast.ownerCookie, ids[0]!, "accepted"),
      decideAs(cast.adminCookie, ids[1]!, "accepted"),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.bid.count({ where: { gigId: gig.id, status: "accepted" } })).toBe(1);
  });

  it("rejects a single bid; members may bid on seeded gigs, whose bids the admins decide", async () => {
    const seeded = await db.gig.findFirstOrThrow({
      where: { postedById: null, status: "approved" },
      select: { id: true },
    });
    const bidder = await member();
    const id = await bidId(bidder.cookie, seeded.id);
    expect((await decideAs(cast.ownerCookie, id, "rejected")).status).toBe(404);
    const res = await decideAs(cast.adminCookie, id, "rejected");
    expect(res.status).toBe(200);
    expect((await res.json()).bid.status).toBe("rejected");
    expect((await decideAs(cast.adminCookie, id, "accepted")).status).toBe(409);
    expect((await decideAs(cast.adminCookie, id, "withdrawn")).status).toBe(400);
  });
});
