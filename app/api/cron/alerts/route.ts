// POST /api/cron/alerts (Authorization: Bearer $CRON_SECRET) → { sent }: sends the saved searches' digests that
// are due (instant, daily, weekly), each at most once a period (lib/saved-searches/digest.ts). Called by an
// outside scheduler, and every few minutes by scripts/server.mjs itself when CRON_SECRET is set.
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

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
