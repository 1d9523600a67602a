// Events after moderation: counts by status and type, the owner's edits and deletes, what admins see.
import { describe, expect, it } from "vitest";
import { PUT as approveRoute } from "@/app/api/events/admin/[id]/approve/route";
import { GET as adminAll } from "@/app/api/events/admin/all/route";
import { DELETE as deleteEvent, GET as getEventRoute, PUT as putEvent } from "@/app/api/events/[id]/route";
import { GET as statsRoute } from "@/app/api/events/stats/route";
import { GET as myEvents } from "@/app/api/events/user/my-events/route";
import { db } from "@/lib/db";
import { apiRequest, routeContext } from "@/tests/accounts";
import { ctx, eventForm, formRequest, setUpListingCast, postEventAs } from "@/tests/listings";

const cast = setUpListingCast();

type Event = {
  id: string;
  title: string;
  status: string;
  adminApproval: { isApproved: boolean; rejectionReason: string | null };
};

const create = (form?: FormData) => postEventAs<Event>(cast.ownerCookie, form);

describe("event owners and stats", () => {
  it("counts events by status and by type", async () => {
    const read = async () =>
      (
        (await (
          await statsRoute(apiRequest("GET", "/api/events/stats", { cookie: cast.adminCookie }), routeContext)
        ).json()) as {
          stats: { total: number; byStatus: Record<string, number>; byType: Record<string, number> };
        }
      ).stats;
    const before = await read();
    await create(eventForm({ type: "Webinar" }));
    const hack = await create(eventForm({ type: "Hackathon" }));
    await approveRoute(
      apiRequest("PUT", `/api/events/admin/${hack.id}/approve`, { cookie: cast.adminCookie }),
      ctx(hack.id),
    );
    const after = await read();
    expect(after.total).toBe(before.total + 2);
    expect(after.byType.Webinar).toBe((before.byType.Webinar ?? 0) + 1);
    expect(after.byType.Hackathon).toBe((before.byType.Hackathon ?? 0) + 1);
    expect(after.byStatus.pending).toBe(before.byStatus.pending! + 1);
    expect(after.byStatus.approved).toBe(before.byStatus.approved! + 1);
    const sum = (r: Record<string, number>) => Object.values(r).reduce((x, y) => x + y, 0);
    expect(sum(after.byType)).toBe(after.total);
    expect(sum(after.byStatus)).toBe(after.total);
    const grouped = await db.event.groupBy({ by: ["type"], _count: { _all: true } });
    expect(after.byType).toEqual(Object.fromEntries(grouped.map((g) => [g.type, g._count._all])));
  });

  it("lets the owner edit while pending, and after approval (back to review); lists own events; admins see all", async () => {
    const event = await create();
    const edited = await putEvent(
      formRequest("PUT", `/api/events/${event.id}`, eventForm({ title: "Renamed meetup" }), cast.ownerCookie),
      ctx(event.id),
    );
    expect(edited.status).toBe(200);
    expect((await edited.json()).event.title).toBe("Renamed meetup");
    expect(
      (
        await putEvent(
          formRequest("PUT", `/api/events/${event.id}`, eventForm(), cast.otherCookie),
          ctx(event.id),
        )
      ).status,
    ).toBe(404);
    await approveRoute(
      apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: cast.adminCookie }),
      ctx(event.id),
    );
    expect(
      (
        await putEvent(
          formRequest("PUT", `/api/events/${event.id}`, eventForm(), cast.ownerCookie),
          ctx(event.id),
        )
      ).status,
    ).toBe(200);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe("pending");
    const mine = await (
      await myEvents(
        apiRequest("GET", "/api/events/user/my-events", { cookie: cast.ownerCookie }),
        routeContext,
      )
    ).json();
    expect(mine.events.map((e: Event) => e.id)).toContain(event.id);
    const all = await (
      await adminAll(apiRequest("GET", "/api/events/admin/all", { cookie: cast.adminCookie }), routeContext)
    ).json();
    expect(all.events.length).toBeGreaterThanOrEqual(mine.events.length);
    const stats = await (
      await statsRoute(apiRequest("GET", "/api/events/stats", { cookie: cast.adminCookie }), routeContext)
    ).json();
    expect(stats.stats.byStatus.approved).toBeGreaterThan(0);
    expect(stats.stats.total).toBe(
      stats.stats.byStatus.approved + stats.stats.byStatus.pending + stats.stats.byStatus.rejected,
    );
    expect(
      (await statsRoute(apiRequest("GET", "/api/events/stats", { cookie: cast.ownerCookie }), routeContext))
        .status,
    ).toBe(403);
  });

  it("lets the owner delete their own event", async () => {
    const event = await create();
    const res = await deleteEvent(
      apiRequest("DELETE", `/api/events/${event.id}`, { cookie: cast.ownerCookie }),
      ctx(event.id),
    );
    expect(res.status).toBe(200);
    expect(await db.event.count({ where: { id: event.id } })).toBe(0);
  });

  it("lets the owner or an admin delete", async () => {
    const event = await create();
    expect(
      (
        await deleteEvent(
          apiRequest("DELETE", `/api/events/${event.id}`, { cookie: cast.otherCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await deleteEvent(
          apiRequest("DELETE", `/api/events/${event.id}`, { cookie: cast.adminCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await getEventRoute(
          apiRequest("GET", `/api/events/${event.id}`, { cookie: cast.adminCookie }),
          ctx(event.id),
        )
      ).status,
    ).toBe(404);
  });
});
