// GET/PUT/DELETE /api/startups/{id}: the same visibility and edit rules as jobs; an admin's PUT
// { action: "approve" } or { action: "reject", rejectionReason } decides.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { notFound } from "@/lib/errors";
import { deleteListing, moderateListing } from "@/lib/listings/moderation";
import { readListingChange } from "@/lib/listings/request";
import { limitRate } from "@/lib/rate-limit/rules";
import { updateStartup } from "@/lib/startups/mutations";
import { getStartup } from "@/lib/startups/queries";
import { startupInput } from "@/lib/startups/schema";

export const GET = apiHandler(
  { tag: "Startups", summary: "One startup (one not yet approved: its poster and admins)", auth: "optional" },
  async ({ params, user }) => {
    const startup = await getStartup(params.id!, user);
    if (!startup) throw notFound("Startup not found");
    return { startup };
  },
);

export const PUT = apiHandler(
  {
    tag: "Startups",
    summary: "Edit a startup (poster, as a job; admin), or approve or reject it (admin)",
    auth: "member",
  },
  async ({ request, params, user }) => {
    const change = await readListingChange(request, user, startupInput);
    if (change.decision) {
      await moderateListing("startup", params.id!, user, change.decision);
      return { success: true, startup: await getStartup(params.id!, user) };
    }
    if (change.image) await limitRate(["imageUploadsByUser", user.id]);
    return { success: true, startup: await updateStartup(user, params.id!, change.input, change.image) };
  },
);

export const DELETE = apiHandler(
  { tag: "Startups", summary: "Delete a startup (poster or admin)", auth: "member" },
  async ({ params, user }) => {
    await deleteListing("startup", params.id!, user);
    return { success: true, message: "Startup deleted" };
  },
);

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
