// GET or POST /api/cron/reminders (Authorization: Bearer $CRON_SECRET) → { sent }: mails the reminder of every
// consultation starting within 24 hours, once each. Called by the platform's scheduler (Vercel's cron calls GET with
// the bearer: vercel.json), an outside one, or every few minutes by the server itself when CRON_SECRET is set
// (scripts/cron-schedule.mjs, from scripts/server.mjs or instrumentation.ts).
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

/** The same run for a scheduler that can only GET (Vercel's cron), with the same bearer. */
export const GET = POST;

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
