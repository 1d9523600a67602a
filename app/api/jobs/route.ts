import { apiHandler } from "@/lib/api/handler";
import { cappedPage } from "@/lib/openapi/contract";
import { createJob } from "@/lib/jobs/mutations";
import { listJobs } from "@/lib/jobs/queries";
import { jobListQuery, jobObject, withJobSpelling } from "@/lib/jobs/schema";
import { readUploadForm } from "@/lib/listings/request";
import { withImageBytes } from "@/lib/listings/schema";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  {
    tag: "Jobs",
    summary:
      "Open approved jobs (deadline not passed), newest first, paged, searchable and filtered by city, work mode, experience, pay and skills",
    returns: cappedPage("jobs"),
    query: jobListQuery,
  },
  async ({ query }) => listJobs(query),
);

/** JSON, or multipart with the company's logo (`image`). */
export const POST = apiHandler(
  {
    tag: "Jobs",
    summary: "Submit a job for review (pending)",
    status: 201,
    auth: "member",
    read: readUploadForm,
    body: withJobSpelling(withImageBytes(jobObject)),
  },
  async ({ user, body: { imageBytes, ...input } }) => {
    await limitRate(["listingsByUser", user.id]);
    if (imageBytes) await limitRate(["imageUploadsByUser", user.id]);
    const job = await createJob(user, input, imageBytes);
    return { success: true, job };
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
