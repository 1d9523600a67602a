// POST /api/cron/reminders (Authorization: Bearer $CRON_SECRET) → { sent }: mails the reminder of every
// consultation starting within 24 hours, once each. Called by an outside scheduler, and every few minutes by
// scripts/server.mjs itself when CRON_SECRET is set.
import { timingSafeEqual } from "node:crypto";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { sendDueReminders } from "@/lib/consultations/reminders";
import { env } from "@/lib/env";
import { unauthorized } from "@/lib/errors";

export const dynamic = "force-dynamic";

function holdsSecret(header: string | null): boolean {
  const secret = env.CRON_SECRET;
  const given = header?.match(/^Bearer (.+)$/)?.[1];
  if (!secret || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export const POST = apiHandler(
  {
    tag: "Operations",
    summary: "Send the consultation reminders that are due (24 hours before; each once)",
    access: "The scheduler: Authorization: Bearer CRON_SECRET (401 otherwise)",
    returns: "{ success, sent }",
  },
  async ({ request }) => {
    if (!holdsSecret(request.headers.get("authorization")))
      throw unauthorized("A valid cron secret is required.");
    return { success: true, sent: await sendDueReminders() };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
