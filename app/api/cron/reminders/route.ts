// POST /api/cron/reminders (Authorization: Bearer $CRON_SECRET) → { sent }: mails the reminder of every
// consultation starting within 24 hours, once each. Called by an outside scheduler, and every few minutes by
// scripts/server.mjs itself when CRON_SECRET is set.
import { apiHandler } from "@/lib/api/handler";
import { assertCronSecret } from "@/lib/api/cron-secret";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { sendDueReminders } from "@/lib/consultations/reminders";

export const dynamic = "force-dynamic";

export const POST = apiHandler(
  {
    tag: "Operations",
    summary: "Send the consultation reminders that are due (24 hours before; each once)",
    access: "The scheduler: Authorization: Bearer CRON_SECRET (401 otherwise)",
    returns: "{ success, sent }",
  },
  async ({ request }) => {
    assertCronSecret(request);
    return { success: true, sent: await sendDueReminders() };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
