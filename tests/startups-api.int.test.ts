// Members' startups: submission, visibility, edits and moderation, for every persona; approved ones join the
// seeded ones on the public list.
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteStartup, GET as getStartup, PUT as putStartup } from "@/app/api/startups/[id]/route";
import { GET as listStartups, POST as postStartup } from "@/app/api/startups/route";
import { GET as myStartups } from "@/app/api/startups/user/my-startups/route";
import { db } from "@/lib/db";
import { listStartups as listForPage } from "@/lib/startups/queries";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";
import { clearListingLimits, ctx, formRequest, listingCast, pngFile } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;

type StartupAnswer = { id: string; name: string; status: string; postedByTag: string; image: string | null };

function payload(overrides: Record<string, unknown> = {}) {
  return {
    name: `Kisan Ledger ${uniqueSuffix()}`,
    shortDescription: "Crop loans on-chain for farmer co-operatives.",
    description: "We tokenise warehouse receipts so co-operatives can borrow against stored grain.",
    industry: "AgriFinance",
    stage: "Pre-seed",
    location: "Nagpur",
    teamSize: "5-10",
    founded: 2025,
    website: "https://kisanledger.example",
    contactEmail: "founders@kisanledger.example",
    ...overrides,
  };
}

async function post(cookie: string, overrides: Record<string, unknown> = {}): Promise<StartupAnswer> {
  const res = await postStartup(
    apiRequest("POST", "/api/startups", { body: payload(overrides), cookie }),
    routeContext,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { startup: StartupAnswer }).startup;
}

const decide = (cookie: string, id: string, body: Record<string, unknown>) =>
  putStartup(apiRequest("PUT", `/api/startups/${id}`, { body, cookie }), ctx(id));

const read = (id: string, cookie?: string) =>
  getStartup(apiRequest("GET", `/api/startups/${id}`, { cookie }), ctx(id));

beforeAll(async () => {
  cast = await listingCast();
});

describe("POST /api/startups", () => {
  it("refuses guests; a member's startup is pending and tagged User whatever the client sends", async () => {
    expect(
      (await postStartup(apiRequest("POST", "/api/startups", { body: payload() }), routeContext)).status,
    ).toBe(401);
    const startup = await post(cast.ownerCookie, { status: "approved", postedByTag: "Admin" });
    expect(startup).toMatchObject({ status: "pending", postedByTag: "User", image: null });
  });

  it("takes a logo by multipart through the image pipeline", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(payload())) form.append(k, String(v));
    form.append("image", await pngFile("logo.png", 400, 400));
    const res = await postStartup(formRequest("POST", "/api/startups", form, cast.ownerCookie), routeContext);
    expect(res.status).toBe(201);
    const { startup } = await res.json();
    expect(startup.image).toMatch(/^\/api\/images\/[a-z0-9]+$/);
  });

  it.each([
    ["name", { name: "" }, "Startup name is required"],
    ["stage", { stage: "Unicorn" }, "Please choose a stage"],
    ["teamSize", { teamSize: "9000" }, "Please choose a team size"],
    ["founded", { founded: 1800 }, `Please enter a year between 1990 and ${new Date().getUTCFullYear() + 1}`],
    ["website", { website: "javascript:alert(1)" }, "Please enter a valid URL"],
    ["contactEmail", { contactEmail: "x" }, "Please enter a valid email address"],
  ])("refuses a bad %s with its message and stores nothing", async (field, overrides, message) => {
    await clearListingLimits(cast.owner.id);
    const before = await db.startup.count();
    const res = await postStartup(
      apiRequest("POST", "/api/startups", { body: payload(overrides), cookie: cast.ownerCookie }),
      routeContext,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
    expect(await db.startup.count()).toBe(before);
  });
});

describe("visibility, edits and moderation", () => {
  it("pending: poster and admins only; approved: on /startups and GET /api/startups beside the seeded ones", async () => {
    await clearListingLimits(cast.owner.id);
    const startup = await post(cast.ownerCookie);
    expect((await read(startup.id)).status).toBe(404);
    expect((await read(startup.id, cast.otherCookie)).status).toBe(404);
    expect((await read(startup.id, cast.ownerCookie)).status).toBe(200);
    expect((await read(startup.id, cast.adminCookie)).status).toBe(200);
    expect((await listForPage(startup.name)).map((s) => s.id)).toEqual([]);

    expect((await decide(cast.adminCookie, startup.id, { action: "approve" })).status).toBe(200);
    expect((await read(startup.id)).status).toBe(200);
    expect((await listForPage(startup.name)).map((s) => s.id)).toEqual([startup.id]);
    const all = await listStartups(apiRequest("GET", "/api/startups?limit=100"), routeContext);
    const body = await all.json();
    expect(body.startups.map((s: { id: string }) => s.id)).toContain(startup.id);
    expect(body.total).toBeGreaterThanOrEqual(8);
    expect(body).toMatchObject({ totalPages: 1, currentPage: 1 });
  });

  it("the poster edits while pending (others 404); after a rejection the edit resubmits it", async () => {
    await clearListingLimits(cast.owner.id);
    const startup = await post(cast.ownerCookie);
    const edit = (cookie: string) =>
      putStartup(
        apiRequest("PUT", `/api/startups/${startup.id}`, {
          body: payload({ name: `${startup.name} Labs` }),
          cookie,
        }),
        ctx(startup.id),
      );
    expect((await edit(cast.otherCookie)).status).toBe(404);
    const ok = await edit(cast.ownerCookie);
    expect(ok.status).toBe(200);
    expect((await ok.json()).startup.name).toBe(`${startup.name} Labs`);
    expect(
      (await decide(cast.adminCookie, startup.id, { action: "reject", rejectionReason: "No website yet" }))
        .status,
    ).toBe(200);
    const mine = async () =>
      (
        await (
          await myStartups(
            apiRequest("GET", "/api/startups/user/my-startups", { cookie: cast.ownerCookie }),
            routeContext,
          )
        ).json()
      ).startups.find((s: { id: string }) => s.id === startup.id);
    expect(await mine()).toMatchObject({
      status: "rejected",
      adminApproval: { rejectionReason: "No website yet" },
    });
    expect((await edit(cast.ownerCookie)).status).toBe(200);
    // Back to review, the last reason still shown with it.
    expect(await mine()).toMatchObject({
      status: "pending",
      adminApproval: { rejectionReason: "No website yet" },
    });
  });

  it("of ten simultaneous decisions one wins; the poster deletes, another member cannot", async () => {
    await clearListingLimits(cast.owner.id);
    const startup = await post(cast.ownerCookie);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        decide(
          cast.adminCookie,
          startup.id,
          i % 2 ? { action: "approve" } : { action: "reject", rejectionReason: "No website yet" },
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const del = (cookie: string) =>
      deleteStartup(apiRequest("DELETE", `/api/startups/${startup.id}`, { cookie }), ctx(startup.id));
    const status = (await db.startup.findUniqueOrThrow({ where: { id: startup.id } })).status;
    expect((await del(cast.otherCookie)).status).toBe(status === "approved" ? 403 : 404);
    expect((await del(cast.ownerCookie)).status).toBe(200);
    expect(await db.startup.count({ where: { id: startup.id } })).toBe(0);
  });
});
