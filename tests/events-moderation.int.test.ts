// Event moderation: the admin routes, PUT /api/events/{id} by owners and admins, the approval race.
// Stats, owners' edits and deletes: events-owner.int.test.ts.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { PUT as approveRoute } from "@/app/api/events/admin/[id]/approve/route";
import { PUT as rejectRoute } from "@/app/api/events/admin/[id]/reject/route";
import { GET as adminPending } from "@/app/api/events/admin/pending/route";
import { GET as getEventRoute, PUT as putEvent } from "@/app/api/events/[id]/route";
import { GET as listEventsRoute } from "@/app/api/events/route";
import { db } from "@/lib/db";
import { apiRequest, routeContext } from "@/tests/accounts";
import { ctx, formRequest, setUpListingCast, postEventAs } from "@/tests/listings";

const cast = setUpListingCast();

type Event = {
  id: string;
  title: string;
  status: string;
  adminApproval: { isApproved: boolean; rejectionReason: string | null };
};

const create = (form?: FormData) => postEventAs<Event>(cast.ownerCookie, form);

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
          apiRequest("GET", `/api/events/${event.id}`, { cookie: cast.otherCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(404);
    const pending = await (
      await adminPending(
        apiRequest("GET", "/api/events/admin/pending", { cookie: cast.adminCookie }),
        routeContext,
      )
    ).json();
    expect(pending.events.map((e: Event) => e.id)).toContain(event.id);
    expect(
      (
        await approveRoute(
          apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: cast.otherCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await approveRoute(
          apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: cast.adminCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(200);
    expect((await search()).map((e) => e.id)).toEqual([event.id]);
    expect(
      (
        await approveRoute(
          apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: cast.adminCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(409);
  });

  it("rejects with the reason given", async () => {
    const event = await create();
    const res = await rejectRoute(
      apiRequest("PUT", `/api/events/admin/${event.id}/reject`, {
        body: { rejectionReason: "  Spam links  " },
        cookie: cast.adminCookie,
      }),
      ctx(event.id),
    );
    expect(res.status).toBe(200);
    const { event: rejected } = (await res.json()) as { event: Event };
    expect(rejected.status).toBe("rejected");
    expect(rejected.adminApproval).toMatchObject({ isApproved: false, rejectionReason: "Spam links" });
  });

  it.each([
    ["an empty JSON object", { body: {} }, "Please give a reason of at least 5 characters"],
    ["no body and no content type", {}, "Please give a reason of at least 5 characters"],
    [
      "an empty text/plain body",
      { headers: { "content-type": "text/plain" } },
      "Please give a reason of at least 5 characters",
    ],
    ["a blank reason", { body: { rejectionReason: "   " } }, "Please give a reason of at least 5 characters"],
    [
      "a reason under 5 characters",
      { body: { rejectionReason: "Spam" } },
      "Please give a reason of at least 5 characters",
    ],
    [
      "a reason over 500 characters",
      { body: { rejectionReason: "x".repeat(501) } },
      "Reason must be 500 characters or less",
    ],
  ] as const)(
    "refuses to reject with %s (400 naming rejectionReason) and changes nothing",
    async (_, init, message) => {
      const event = await create();
      const res = await rejectRoute(
        apiRequest("PUT", `/api/events/admin/${event.id}/reject`, { ...init, cookie: cast.adminCookie }),
        ctx(event.id),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ rejectionReason: message });
      expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe("pending");
    },
  );

  it("refuses a body that is neither JSON nor empty with 415, and rejecting a non-pending event with 409", async () => {
    const event = await create();
    const odd = await rejectRoute(
      new NextRequest(
        new Request(`http://localhost/api/events/admin/${event.id}/reject`, {
          method: "PUT",
          headers: { host: "localhost", cookie: cast.adminCookie, "content-type": "text/plain" },
          body: "because",
        }),
      ),
      ctx(event.id),
    );
    expect(odd.status).toBe(415);
    const approve = () =>
      approveRoute(
        apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: cast.adminCookie }),
        ctx(event.id),
      );
    expect((await approve()).status).toBe(200);
    const again = await rejectRoute(
      apiRequest("PUT", `/api/events/admin/${event.id}/reject`, {
        body: { rejectionReason: "Too late to reject" },
        cookie: cast.adminCookie,
      }),
      ctx(event.id),
    );
    expect(again.status).toBe(409);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe("approved");
  });

  it("lets an admin approve or reject through a multipart PUT /api/events/{id}", async () => {
    const [a, b] = [await create(), await create()];
    const put = (id: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return putEvent(formRequest("PUT", `/api/events/${id}`, form, cast.adminCookie), ctx(id));
    };
    const approved = await put(a.id, { status: "approved" });
    expect(approved.status).toBe(200);
    expect((await approved.json()).event).toMatchObject({
      status: "approved",
      adminApproval: { isApproved: true },
    });
    const bare = await put(b.id, { action: "reject" });
    expect(bare.status).toBe(400);
    expect((await bare.json()).errors).toEqual({
      rejectionReason: "Please give a reason of at least 5 characters",
    });
    const rejected = await put(b.id, { action: "reject", rejectionReason: "Off-topic" });
    expect((await rejected.json()).event.adminApproval).toMatchObject({
      isApproved: false,
      rejectionReason: "Off-topic",
    });
    expect((await put(a.id, { status: "rejected", rejectionReason: "Changed my mind" })).status).toBe(409);
  });

  it("applies twenty simultaneous approvals of one event once", async () => {
    const event = await create();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? approveRoute(
              apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: cast.adminCookie }),
              ctx(event.id),
            )
          : putEvent(
              apiRequest("PUT", `/api/events/${event.id}`, {
                body: { status: "approved" },
                cookie: cast.adminCookie,
              }),
              ctx(event.id),
            ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const row = await db.event.findUniqueOrThrow({
      where: { id: event.id },
      select: { status: true, approvedById: true },
    });
    expect(row).toEqual({ status: "approved", approvedById: cast.admin.id });
  });
});
