// Members' gigs: submission, visibility, edits and moderation, for every persona.
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteGig, GET as getGig, PUT as putGig } from "@/app/api/gigs/[id]/route";
import { GET as listGigs, POST as postGig } from "@/app/api/gigs/route";
import { GET as myGigs } from "@/app/api/gigs/user/my-gigs/route";
import { db } from "@/lib/db";
import { apiRequest, routeContext } from "@/tests/accounts";
import { approvedGigOf, decideGig, gigPayload, postGigAs } from "@/tests/gigs";
import { clearListingLimits, ctx, listingCast } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;

beforeAll(async () => {
  cast = await listingCast();
});

const read = (id: string, cookie?: string) =>
  getGig(apiRequest("GET", `/api/gigs/${id}`, { cookie }), ctx(id));

describe("POST /api/gigs", () => {
  it("refuses guests, and stores a member's gig as pending, tagged User, with the budget formatted", async () => {
    const guest = await postGig(apiRequest("POST", "/api/gigs", { body: gigPayload() }), routeContext);
    expect(guest.status).toBe(401);
    const gig = await postGigAs(cast.ownerCookie, {
      status: "approved",
      postedByTag: "Admin",
      budget: "125000",
    });
    expect(gig).toMatchObject({
      status: "pending",
      postedByTag: "User",
      budget: "₹1,25,000",
      budgetAmount: 125000,
    });
    expect(gig.adminApproval.isApproved).toBe(false);
  });

  it.each([
    ["budget", { budget: "forty" }, "Please enter a budget in rupees (a whole number above 0)"],
    ["budget", { budget: 0 }, "Please enter a budget in rupees (a whole number above 0)"],
    ["category", { category: "Gardening" }, "Please choose a category"],
    ["deadline", { deadline: "2020-01-01" }, "The deadline must be today or later"],
    ["deadline", { deadline: "" }, "Please choose a deadline"],
    ["contactEmail", { contactEmail: "nope" }, "Please enter a valid email address"],
    ["title", { title: " " }, "Title is required"],
    ["duration", { duration: "" }, "Duration is required"],
  ])("refuses a bad %s with its message and stores nothing", async (field, overrides, message) => {
    await clearListingLimits(cast.owner.id);
    const before = await db.gig.count();
    const res = await postGig(
      apiRequest("POST", "/api/gigs", { body: gigPayload(overrides), cookie: cast.ownerCookie }),
      routeContext,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
    expect(await db.gig.count()).toBe(before);
  });
});

describe("visibility, edits and moderation", () => {
  it("a pending gig is seen by its poster and admins only, and not listed", async () => {
    const gig = await postGigAs(cast.ownerCookie);
    expect((await read(gig.id)).status).toBe(404);
    expect((await read(gig.id, cast.otherCookie)).status).toBe(404);
    expect((await read(gig.id, cast.ownerCookie)).status).toBe(200);
    expect((await read(gig.id, cast.adminCookie)).status).toBe(200);
    const list = await listGigs(
      apiRequest("GET", `/api/gigs?search=${encodeURIComponent(gig.title)}`),
      routeContext,
    );
    expect(await list.json()).toEqual({ gigs: [], total: 0, totalPages: 1, currentPage: 1 });
  });

  it("the poster edits while pending; another member cannot, before or after approval", async () => {
    const gig = await postGigAs(cast.ownerCookie);
    const edit = (cookie: string, body = gigPayload({ title: `${gig.title} (v2)` })) =>
      putGig(apiRequest("PUT", `/api/gigs/${gig.id}`, { body, cookie }), ctx(gig.id));
    expect((await edit(cast.otherCookie)).status).toBe(404);
    const ok = await edit(cast.ownerCookie);
    expect(ok.status).toBe(200);
    expect((await ok.json()).gig.title).toBe(`${gig.title} (v2)`);
    // A member's "approve" is no decision: it reads as an edit, refused for its missing fields.
    expect((await decideGig(cast.otherCookie, gig.id, { action: "approve" })).status).toBe(400);
    expect(await db.gig.findUniqueOrThrow({ where: { id: gig.id }, select: { status: true } })).toEqual({
      status: "pending",
    });
    expect((await decideGig(cast.adminCookie, gig.id, { action: "approve" })).status).toBe(200);
    expect((await edit(cast.otherCookie)).status).toBe(403);
    const list = await listGigs(
      apiRequest("GET", `/api/gigs?search=${encodeURIComponent(gig.title)}&limit=5`),
      routeContext,
    );
    const body = await list.json();
    expect(body).toMatchObject({ total: 1, totalPages: 1, currentPage: 1 });
    expect(body.gigs[0].id).toBe(gig.id);
  });

  it("a rejection keeps its reason for the poster; of ten simultaneous decisions one wins", async () => {
    const gig = await postGigAs(cast.ownerCookie);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        decideGig(
          cast.adminCookie,
          gig.id,
          i % 2 ? { action: "approve" } : { action: "reject", rejectionReason: "Too vague" },
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    const rejected = await postGigAs(cast.ownerCookie);
    expect(
      (
        await decideGig(cast.adminCookie, rejected.id, {
          action: "reject",
          rejectionReason: "Budget unclear",
        })
      ).status,
    ).toBe(200);
    const mine = await myGigs(
      apiRequest("GET", "/api/gigs/user/my-gigs", { cookie: cast.ownerCookie }),
      routeContext,
    );
    const row = (await mine.json()).gigs.find((g: { id: string }) => g.id === rejected.id);
    expect(row).toMatchObject({ status: "rejected", adminApproval: { rejectionReason: "Budget unclear" } });
  });

  it("the poster or an admin deletes; another member gets 404 while pending and 403 once live", async () => {
    const pending = await postGigAs(cast.ownerCookie);
    const del = (id: string, cookie: string) =>
      deleteGig(apiRequest("DELETE", `/api/gigs/${id}`, { cookie }), ctx(id));
    expect((await del(pending.id, cast.otherCookie)).status).toBe(404);
    expect((await del(pending.id, cast.ownerCookie)).status).toBe(200);
    expect(await db.gig.count({ where: { id: pending.id } })).toBe(0);
    const live = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    expect((await del(live.id, cast.otherCookie)).status).toBe(403);
    expect((await del(live.id, cast.adminCookie)).status).toBe(200);
  });

  it("lists seeded gigs beside members' ones, one page at a time", async () => {
    const res = await listGigs(apiRequest("GET", "/api/gigs?limit=2&page=2"), routeContext);
    const body = await res.json();
    expect(body.gigs).toHaveLength(2);
    expect(body.currentPage).toBe(2);
    expect(body.totalPages).toBe(Math.ceil(body.total / 2));
  });
});
