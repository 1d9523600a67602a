// Undelivered mail in the back office: the list, and sending chosen messages again (audited).
import { z } from "zod";
import { writeAudit } from "@/lib/audit/log";
import { db } from "@/lib/db";
import { isListingId } from "@/lib/listings/ids";
import { resendFailedMail } from "@/lib/mail/deliver";

export const resendMailInput = z.object({
  ids: z
    .array(z.string("Choose the messages to send again").refine(isListingId, "Unknown message"), {
      error: "Choose the messages to send again",
    })
    .min(1, "Choose the messages to send again")
    .max(100, "At most 100 messages at a time"),
});

export async function resendMail(adminId: string, ids: string[]) {
  const result = await resendFailedMail(undefined, ids);
  if (result.sent + result.failed > 0) {
    await db.$transaction((tx) =>
      writeAudit(tx, adminId, {
        action: "mail.resend",
        targetType: "mail",
        targetId: ids.length === 1 ? ids[0]! : `${ids.length} messages`,
        summary: `Sent ${result.sent} of ${result.sent + result.failed} undelivered messages again`,
      }),
    );
  }
  return result;
}
