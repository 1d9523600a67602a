// PUT /api/admin/leads/{kind}/{id} { handled } → { lead }: marks a contact message, demo request or waitlist
// entry handled (or open again).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { markLead } from "@/lib/admin/leads";
import { leadChangeInput, leadKinds } from "@/lib/admin/schema";
import { notFound } from "@/lib/errors";

export const PUT = apiHandler(
  { tag: "Back office", summary: "Mark a lead handled, or reopen it", auth: "admin", body: leadChangeInput },
  async ({ user, params, body }) => {
    const kind = leadKinds.find((k) => k === params.kind);
    if (!kind) throw notFound("Lead not found");
    return { success: true, lead: await markLead(user, kind, params.id!, body.handled) };
  },
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
