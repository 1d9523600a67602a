import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getEventRoute } from "@/app/api/events/[id]/route";
import { POST as postEvent } from "@/app/api/events/route";
import { POST as uploadImage } from "@/app/api/events/upload-image/route";
import { GET as imageRoute } from "@/app/api/images/[id]/route";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";
import { badImages, clearListingLimits, ctx, eventForm, formRequest, png } from "@/tests/listings";

type Event = {
  id: string;
  postedBy: { id: string } | null;
  _id: string;
  title: string;
  status: string;
  image: string | null;
  postedByTag: string;
  adminApproval: { isApproved: boolean; rejectionReason: string | null };
};

let owner: TestUser;
let other: TestUser;
let ownerCookie = "";

async function create(form = eventForm()): Promise<Event> {
  const res = await postEvent(formRequest("POST", "/api/events", form, ownerCookie), routeContext);
  expect(res.status).toBe(201);
  return ((await res.json()) as { event: Event }).event;
}

beforeAll(async () => {
  [owner, other] = await Promise.all([createTestUser(), createTestUser()]);
  ownerCookie = await sessionCookieFor(owner);
});

beforeEach(() => clearListingLimits(owner.id));

describe("POST /api/events (multipart)", () => {
  it("creates a pending event with a re-encoded WebP image served with long cache headers", async () => {
    const image = new Blob([await png(2400, 1200)], { type: "image/png" });
    const event = await create(
      eventForm({ image: new File([image], "poster.png", { type: "image/png" }), status: "approved" }),
    );
    expect(event.status).toBe("pending");
    expect(event.postedByTag).toBe("User");
    expect(event.image).toMatch(/^\/api\/images\//);
    const id = event.image!.split("/").pop()!;
    const res = await imageRoute(apiRequest("GET", event.image!), ctx(id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1920, 960]);
  });

  it("takes the spec's form names (eventDescription, eventLocation, eventType)", async () => {
    const form = eventForm({
      eventType: "Hackathon",
      eventLocation: "Kochi",
      eventDescription: "48 hours of building.",
    });
    form.delete("type");
    form.delete("location");
    form.delete("description");
    const event = (await create(form)) as Event & { type: string; location: string; description: string };
    expect([event.type, event.location, event.description]).toEqual([
      "Hackathon",
      "Kochi",
      "48 hours of building.",
    ]);
  });

  it("ignores status, approval, poster and ids the client sends", async () => {
    const event = await create(
      eventForm({
        status: "approved",
        postedBy: other.id,
        postedById: other.id,
        postedByTag: "Admin",
        id: "seed-event-forged",
        _id: "seed-event-forged",
        adminApproval: JSON.stringify({ isApproved: true }),
        approvedBy: other.id,
      }),
    );
    expect(event.postedBy?.id).toBe(owner.id);
    expect([event.status, event.postedByTag, event.adminApproval.isApproved]).toEqual([
      "pending",
      "User",
      false,
    ]);
    expect(event.id).not.toBe("seed-event-forged");
    const row = await db.event.findUniqueOrThrow({
      where: { id: event.id },
      select: { postedById: true, approvedById: true, status: true },
    });
    expect(row).toEqual({ postedById: owner.id, approvedById: null, status: "pending" });
  });

  it("answers the spec's messages for invalid fields, and 401 for guests", async () => {
    const res = await postEvent(
      formRequest("POST", "/api/events", eventForm({ title: "", contactPhone: "123" }), ownerCookie),
      routeContext,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toMatchObject({
      title: "Title is required",
      contactPhone: "Please enter a valid phone number",
    });
    expect((await postEvent(formRequest("POST", "/api/events", eventForm()), routeContext)).status).toBe(401);
  });
});

describe.each([
  {
    route: "POST /api/events",
    send: (image: File) =>
      postEvent(formRequest("POST", "/api/events", eventForm({ image }), ownerCookie), routeContext),
  },
  {
    route: "POST /api/events/upload-image",
    send: (image: File) => {
      const form = new FormData();
      form.append("image", image);
      return uploadImage(formRequest("POST", "/api/events/upload-image", form, ownerCookie), routeContext);
    },
  },
])("$route refuses bad images", ({ send }) => {
  it.each(badImages())("refuses $name with $status", async ({ file, status, message }) => {
    const before = await db.image.count();
    const res = await send(file);
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.success).toBe(false);
    if (message) expect(body.errors.image).toBe(message);
    expect(await db.image.count()).toBe(before);
  });
});

describe("GET /api/events/{id}", () => {
  it("answers a JSON 404 for unknown and malformed ids", async () => {
    for (const id of ["cnotarealid000000000000", "../../etc", "' OR 1=1 --", "%00", "A".repeat(300)]) {
      const res = await getEventRoute(apiRequest("GET", `/api/events/${encodeURIComponent(id)}`), ctx(id));
      expect(res.status, id).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect((await res.json()).code).toBe("not_found");
    }
  });
});

describe("POST /api/events/upload-image", () => {
  it("stores an image and answers its URL", async () => {
    const form = new FormData();
    form.append("image", new File([await png(300, 200)], "logo.png"));
    const res = await uploadImage(
      formRequest("POST", "/api/events/upload-image", form, ownerCookie),
      routeContext,
    );
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect(url).toMatch(/^\/api\/images\/[a-z0-9]+$/);
    const served = await imageRoute(apiRequest("GET", url), ctx(url.split("/").pop()));
    expect(served.headers.get("content-type")).toBe("image/webp");
  });
});
