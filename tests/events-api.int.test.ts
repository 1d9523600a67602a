import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as approveRoute } from "@/app/api/events/admin/[id]/approve/route";
import { PUT as rejectRoute } from "@/app/api/events/admin/[id]/reject/route";
import { GET as adminAll } from "@/app/api/events/admin/all/route";
import { GET as adminPending } from "@/app/api/events/admin/pending/route";
import { GET as getEventRoute, PUT as putEvent, DELETE as deleteEvent } from "@/app/api/events/[id]/route";
import { GET as listEventsRoute, POST as postEvent } from "@/app/api/events/route";
import { GET as statsRoute } from "@/app/api/events/stats/route";
import { POST as uploadImage } from "@/app/api/events/upload-image/route";
import { GET as myEvents } from "@/app/api/events/user/my-events/route";
import { GET as imageRoute } from "@/app/api/images/[id]/route";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";
import { ctx, eventForm, formRequest } from "@/tests/listings";

type Event = {
  id: string;
  _id: string;
  title: string;
  status: string;
  image: string | null;
  postedByTag: string;
  adminApproval: { isApproved: boolean; rejectionReason: string | null };
};

let owner: TestUser;
let ownerCookie = "";
let otherCookie = "";
let adminCookie = "";

async function create(form = eventForm()): Promise<Event> {
  const res = await postEvent(formRequest("POST", "/api/events", form, ownerCookie), routeContext);
  expect(res.status).toBe(201);
  return ((await res.json()) as { event: Event }).event;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();

/** A PNG whose header claims width x height pixels (the body is a tiny compressed IDAT). */
function hugePngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      sig,
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

beforeAll(async () => {
  owner = await createTestUser();
  ownerCookie = await sessionCookieFor(owner);
  otherCookie = await sessionCookieFor(await createTestUser());
  adminCookie = await sessionCookieFor(await createTestUser({ role: "Admin" }));
});

describe("POST /api/events (multipart)", () => {
  it("creates a pending event with a re-encoded WebP image served with long cache headers", async () => {
    const image = new Blob([new Uint8Array(await png(2400, 1200))], { type: "image/png" });
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

  it("refuses a text file renamed .png, judged by its content", async () => {
    const fake = new File([new TextEncoder().encode("just some text, not an image")], "evil.png", {
      type: "image/png",
    });
    const res = await postEvent(
      formRequest("POST", "/api/events", eventForm({ image: fake }), ownerCookie),
      routeContext,
    );
    expect(res.status).toBe(415);
    expect((await res.json()).errors.image).toBe("Please upload a PNG, JPG, GIF or WebP image.");
  });

  it("refuses an image over 5 MB with 413", async () => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "big.png", { type: "image/png" });
    const res = await postEvent(
      formRequest("POST", "/api/events", eventForm({ image: big }), ownerCookie),
      routeContext,
    );
    expect(res.status).toBe(413);
  });

  it("refuses a PNG of huge dimensions before decoding it", async () => {
    const bomb = hugePngHeader(60_000, 60_000);
    const res = await postEvent(
      formRequest(
        "POST",
        "/api/events",
        eventForm({ image: new File([new Uint8Array(bomb)], "bomb.png") }),
        ownerCookie,
      ),
      routeContext,
    );
    expect(res.status).toBe(413);
    expect((await res.json()).errors.image).toBe("That image has too many pixels.");
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

describe("event moderation", () => {
  it("keeps pending events out of the public list until an admin approves them", async () => {
    const event = await create();
    const search = async () =>
      (
        (await (
          await listEventsRoute(
            apiRequest("GET", `/api/events?search=${encodeURIComponent(event.title)}`),
            routeContext,
          )
        ).json()) as { events: Event[] }
      ).events;
    expect(await search()).toHaveLength(0);
    expect(
      (
        await getEventRoute(
          apiRequest("GET", `/api/events/${event.id}`, { cookie: otherCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(404);
    const pending = await (
      await adminPending(
        apiRequest("GET", "/api/events/admin/pending", { cookie: adminCookie }),
        routeContext,
      )
    ).json();
    expect(pending.events.map((e: Event) => e.id)).toContain(event.id);
    expect(
      (
        await approveRoute(
          apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: otherCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await approveRoute(
          apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: adminCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(200);
    expect((await search()).map((e) => e.id)).toEqual([event.id]);
    expect(
      (
        await approveRoute(
          apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: adminCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(409);
  });

  it("rejects with a reason, or 'Rejected by admin'", async () => {
    const [a, b] = [await create(), await create()];
    const r1 = await (
      await rejectRoute(
        apiRequest("PUT", `/api/events/admin/${a.id}/reject`, {
          body: { rejectionReason: "Spam" },
          cookie: adminCookie,
        }),
        ctx(a.id),
      )
    ).json();
    expect(r1.event.adminApproval).toMatchObject({ isApproved: false, rejectionReason: "Spam" });
    const r2 = await (
      await rejectRoute(
        apiRequest("PUT", `/api/events/admin/${b.id}/reject`, { body: {}, cookie: adminCookie }),
        ctx(b.id),
      )
    ).json();
    expect(r2.event.adminApproval.rejectionReason).toBe("Rejected by admin");
  });

  it("lets the owner edit while pending, not after; lists own events; admins see all and stats", async () => {
    const event = await create();
    const edited = await putEvent(
      formRequest("PUT", `/api/events/${event.id}`, eventForm({ title: "Renamed meetup" }), ownerCookie),
      ctx(event.id),
    );
    expect(edited.status).toBe(200);
    expect((await edited.json()).event.title).toBe("Renamed meetup");
    expect(
      (await putEvent(formRequest("PUT", `/api/events/${event.id}`, eventForm(), otherCookie), ctx(event.id)))
        .status,
    ).toBe(404);
    await approveRoute(
      apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: adminCookie }),
      ctx(event.id),
    );
    expect(
      (await putEvent(formRequest("PUT", `/api/events/${event.id}`, eventForm(), ownerCookie), ctx(event.id)))
        .status,
    ).toBe(409);
    const mine = await (
      await myEvents(apiRequest("GET", "/api/events/user/my-events", { cookie: ownerCookie }), routeContext)
    ).json();
    expect(mine.events.map((e: Event) => e.id)).toContain(event.id);
    const all = await (
      await adminAll(apiRequest("GET", "/api/events/admin/all", { cookie: adminCookie }), routeContext)
    ).json();
    expect(all.events.length).toBeGreaterThanOrEqual(mine.events.length);
    const stats = await (
      await statsRoute(apiRequest("GET", "/api/events/stats", { cookie: adminCookie }), routeContext)
    ).json();
    expect(stats.stats.byStatus.approved).toBeGreaterThan(0);
    expect(stats.stats.total).toBe(
      stats.stats.byStatus.approved + stats.stats.byStatus.pending + stats.stats.byStatus.rejected,
    );
    expect(
      (await statsRoute(apiRequest("GET", "/api/events/stats", { cookie: ownerCookie }), routeContext))
        .status,
    ).toBe(403);
  });

  it("lets the owner or an admin delete", async () => {
    const event = await create();
    expect(
      (
        await deleteEvent(
          apiRequest("DELETE", `/api/events/${event.id}`, { cookie: otherCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await deleteEvent(
          apiRequest("DELETE", `/api/events/${event.id}`, { cookie: adminCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await getEventRoute(
          apiRequest("GET", `/api/events/${event.id}`, { cookie: adminCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(404);
  });
});

describe("POST /api/events/upload-image", () => {
  it("stores an image and answers its URL", async () => {
    const form = new FormData();
    form.append("image", new File([new Uint8Array(await png(300, 200))], "logo.png"));
    const res = await uploadImage(
      formRequest("POST", "/api/events/upload-image", form, ownerCookie),
      routeContext,
    );
    expect(res.status).toBe(201);
    expect((await res.json()).url).toMatch(/^\/api\/images\/[a-z0-9]+$/);
  });
});
