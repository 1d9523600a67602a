// When mail is down, an admin's decision still goes through: the poster's notice is kept as undelivered
// mail, listed for admins, and sent by 'Send again' once mail works (audited). Guests 401, members 403.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as resend } from "@/app/api/admin/mail/resend/route";
import { GET as undelivered } from "@/app/api/admin/mail/route";
import { POST as bulk } from "@/app/api/admin/listings/bulk/route";
import { db } from "@/lib/db";
import { apiRequest, latestMailTo, routeContext } from "@/tests/accounts";
import { clearListingLimits, listingCast, postJobAs } from "@/tests/listings";

// The mail module, failing while `mail.down` is set.
const mail = vi.hoisted(() => ({ down: false }));
vi.mock("@/lib/mail/send", async (original) => {
  const real = await original<typeof import("@/lib/mail/send")>();
  return {
    ...real,
    sendMail: async (m: Parameters<typeof real.sendMail>[0]) => {
      if (mail.down) throw new Error("Resend refused the message: service unavailable");
      return real.sendMail(m);
    },
  };
});

let cast: Awaited<ReturnType<typeof listingCast>>;
beforeAll(async () => {
  cast = await listingCast();
});

describe("undelivered mail", () => {
  it("an approval with mail down still succeeds; the notice is kept, listed and sent again", async () => {
    await clearListingLimits(cast.owner.id);
    const job = await postJobAs(cast.ownerCookie, { title: "Mail outage job" });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    mail.down = true;
    const approve = await bulk(
      apiRequest("POST", "/api/admin/listings/bulk", {
        body: { type: "job", ids: [job.id], action: "approve" },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    mail.down = false;
    quiet.mockRestore();
    expect(approve.status).toBe(200);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("approved");

    const list = await undelivered(
      apiRequest("GET", "/api/admin/mail", { cookie: cast.adminCookie }),
      routeContext,
    );
    const kept = (await list.json()).mails.find(
      (m: { subject: string }) => m.subject === "Mail outage job: approved",
    );
    expect(kept).toMatchObject({ label: "listing decision", to: cast.owner.email, attempts: 2 });

    const send = (cookie: string | undefined, body: unknown) =>
      resend(apiRequest("POST", "/api/admin/mail/resend", { body, cookie }), routeContext);
    expect((await send(undefined, { ids: [kept.id] })).status).toBe(401);
    expect((await send(cast.otherCookie, { ids: [kept.id] })).status).toBe(403);
    const empty = await send(cast.adminCookie, { ids: [] });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Choose the messages to send again");
    expect(await db.failedMail.count({ where: { id: kept.id } })).toBe(1);

    const res = await send(cast.adminCookie, { ids: [kept.id] });
    expect(await res.json()).toMatchObject({ success: true, sent: 1, failed: 0 });
    expect(await db.failedMail.count({ where: { id: kept.id } })).toBe(0);
    expect((await latestMailTo(cast.owner.email))?.subject).toBe("Mail outage job: approved");
    expect(
      await db.auditLog.count({
        where: { action: "mail.resend", targetId: kept.id, actorId: cast.admin.id },
      }),
    ).toBe(1);
  });

  it("guests 401 and members 403 on the list", async () => {
    expect((await undelivered(apiRequest("GET", "/api/admin/mail"), routeContext)).status).toBe(401);
    expect(
      (await undelivered(apiRequest("GET", "/api/admin/mail", { cookie: cast.otherCookie }), routeContext))
        .status,
    ).toBe(403);
  });
});
