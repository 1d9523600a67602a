import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { updateJob } from "@/lib/jobs/mutations";
import { getJob } from "@/lib/jobs/queries";
import { jobInput } from "@/lib/jobs/schema";
import { deleteListing, moderateListing } from "@/lib/listings/moderation";
import { readListingChange } from "@/lib/listings/request";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { limitRate } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  { tag: "Jobs", summary: "One job (one not yet approved: its poster and admins only)", auth: "optional" },
  async ({ params, user }) => {
    const job = await getJob(params.id!, user);
    if (!job) throw notFound("Job not found");
    return { job };
  },
);

/**
 * The owner edits a pending job; an admin approves or rejects it. As documented, a rejection without a reason
 * stands (rejectionReason 'Rejected by admin'); a reason that is given has 5–500 characters.
 */
export const PUT = apiHandler(
  {
    tag: "Jobs",
    summary:
      "Edit a job (poster: a rejected one is resubmitted, a live one that changes goes back to review; admin), or approve or reject it (admin)",
    auth: "member",
  },
  async ({ request, params, user }) => {
    const change = await readListingChange(request, user, jobInput, undefined, { reasonOptional: true });
    if (change.decision) {
      await moderateListing("job", params.id!, user, change.decision);
      return { success: true, job: await getJob(params.id!, user) };
    }
    if (change.image) await limitRate(["imageUploadsByUser", user.id]);
    const job = await updateJob(user, params.id!, change.input, change.image);
    return { success: true, job };
  },
);

export const DELETE = apiHandler(
  { tag: "Jobs", summary: "Delete a job (poster or admin)", auth: "member" },
  async ({ params, user }) => {
    await deleteListing("job", params.id!, user);
    return { success: true, message: "Job deleted" };
  },
);

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
