// Undelivered mail in the back office: the list, and sending chosen messages again (audited).
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { resendFailedMail } from "@/lib/mail/deliver";
import { plural } from "@/lib/format/plural";

export async function resendMail(admin: Actor, ids: string[]) {
  const adminId = assertAdmin(admin).id;
  const result = await resendFailedMail(undefined, ids);
  if (result.sent + result.failed > 0) {
    await db.$transaction((tx) =>
      writeAudit(tx, adminId, {
        action: "mail.resend",
        targetType: "mail",
        targetId: ids.length === 1 ? ids[0]! : plural(ids.length, "message"),
        summary: `Sent ${result.sent} of ${plural(result.sent + result.failed, "undelivered message")} again`,
      }),
    );
  }
  return result;
}
