// POST /api/threads/{id}/report { reason } → 201 { report }: a side reports the conversation to the admins.
// DELETE → { review }: an admin has reviewed it; its open reports are resolved (audited).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { reportThread, resolveThreadReports } from "@/lib/conversations/reports";
import { reportInput } from "@/lib/conversations/schema";
import { rateRules } from "@/lib/rate-limit/rules";

export const POST = apiHandler(
  {
    tag: "Conversations",
    summary: "Report a conversation to the admins, with the reason (its two sides; rate-limited)",
    auth: "member",
    rateLimit: rateRules.threadReportsByUser,
    body: reportInput,
    status: 201,
  },
  async ({ user, params, body }) => ({
    success: true,
    report: await reportThread(user, params.id!, body.reason),
  }),
);

export const DELETE = apiHandler(
  {
    tag: "Back office",
    summary: "Mark a reported conversation reviewed: its open reports are resolved",
    auth: "admin",
  },
  async ({ user, params }) => ({ success: true, review: await resolveThreadReports(user, params.id!) }),
);

export const { GET, PUT, PATCH } = otherMethods("POST", "DELETE");
