// The back office's functions check the actor they are given (lib/auth/policy.ts assertAdmin) before anything
// else, so a caller that forgets the route's `auth: "admin"` still cannot act as an admin: a member gets 403 and
// nothing changes.
import { describe, expect, it } from "vitest";
import { bulkModerate } from "@/lib/admin/bulk-moderation";
import { postManualCoins } from "@/lib/admin/coins";
import { getMemberDetail } from "@/lib/admin/member-detail";
import { changeMember, listMembers } from "@/lib/admin/members";
import { getAdminOverview } from "@/lib/admin/overview";
import { db } from "@/lib/db";
import { createTestUser, sessionCookieFor } from "@/tests/accounts";
import { postJobAs } from "@/tests/listings";

const forbidden = { code: "forbidden" };

describe("lib/admin with a member as the actor", () => {
  it("refuses writes (role change, manual coins, bulk decision) and changes nothing", async () => {
    const member = await createTestUser();
    const other = await createTestUser();
    const job = await postJobAs(await sessionCookieFor(other), { title: "Not for a member to approve" });
    const auditBefore = await db.auditLog.count({ where: { actorId: member.id } });
    const coinsBefore = await db.user.findUniqueOrThrow({
      where: { id: member.id },
      select: { coins: true },
    });

    await expect(changeMember(member, other.id, { role: "Admin" })).rejects.toMatchObject(forbidden);
    await expect(
      postManualCoins(member, { email: member.email, amount: 500, type: "credit", reason: "Free coins" }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      bulkModerate(member, { type: "job", ids: [job.id], action: "approve" }),
    ).rejects.toMatchObject(forbidden);

    expect(await db.user.findUniqueOrThrow({ where: { id: other.id }, select: { role: true } })).toEqual({
      role: "Member",
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { coins: true } })).toEqual(
      coinsBefore,
    );
    expect(await db.coinTransaction.count({ where: { userId: member.id } })).toBe(0);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("pending");
    expect(await db.auditLog.count({ where: { actorId: member.id } })).toBe(auditBefore);
  });

  it("refuses reads (members, a member's detail, the overview)", async () => {
    const member = await createTestUser();
    await expect(listMembers(member, { page: 1, limit: 25 })).rejects.toMatchObject(forbidden);
    await expect(getMemberDetail(member, member.id)).rejects.toMatchObject(forbidden);
    await expect(getAdminOverview(member)).rejects.toMatchObject(forbidden);
  });

  it("lets an admin through", async () => {
    const admin = await createTestUser({ role: "Admin" });
    expect((await getMemberDetail(admin, admin.id)).id).toBe(admin.id);
  });
});
