// GET or POST /api/cron/alerts (Authorization: Bearer $CRON_SECRET) → { sent }: sends the saved searches' digests
// that are due (instant, daily, weekly), each at most once a period (lib/saved-searches/digest.ts). Called by the
// platform's scheduler (Vercel's cron calls GET with the bearer: vercel.json), an outside one, or every few minutes
// by the server itself when CRON_SECRET is set (scripts/cron-schedule.mjs).
import { assertCronSecret } from "@/lib/api/cron-secret";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { sendDigests } from "@/lib/saved-searches/digest";

export const dynamic = "force-dynamic";

export const POST = apiHandler(
  {
    tag: "Operations",
    summary: "Send the saved-search alerts that are due (instant, daily, weekly; each at most once a period)",
    access: "The scheduler: Authorization: Bearer CRON_SECRET (401 otherwise)",
    returns: "{ success, sent }",
  },
  async ({ request }) => {
    assertCronSecret(request);
    return { success: true, sent: await sendDigests() };
  },
);

/** The same run for a scheduler that can only GET (Vercel's cron), with the same bearer. */
export const GET = POST;

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
