import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { updateJob } from "@/lib/jobs/mutations";
import { getJob } from "@/lib/jobs/queries";
import { jobInput } from "@/lib/jobs/schema";
import { deleteListing, moderateListing } from "@/lib/listings/moderation";
import { readListingChange } from "@/lib/listings/request";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler({ auth: "optional" }, async ({ params, user }) => {
  const job = await getJob(params.id!, user);
  if (!job) throw notFound("Job not found");
  return { job };
});

/**
 * The owner edits a pending job; an admin approves or rejects it. As documented, a rejection without a reason
 * stands (rejectionReason 'Rejected by admin'); a reason that is given has 5–500 characters.
 */
export const PUT = apiHandler({ auth: "member" }, async ({ request, params, user }) => {
  const change = await readListingChange(request, user, jobInput, undefined, { reasonOptional: true });
  if (change.decision) {
    await moderateListing("job", params.id!, user, change.decision);
    return { success: true, job: await getJob(params.id!, user) };
  }
  const job = await updateJob(user, params.id!, change.input, change.image);
  return { success: true, job };
});

export const DELETE = apiHandler({ auth: "member" }, async ({ params, user }) => {
  await deleteListing("job", params.id!, user);
  return { success: true, message: "Job deleted" };
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
