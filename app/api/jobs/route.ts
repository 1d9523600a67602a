import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { createJob } from "@/lib/jobs/mutations";
import { listJobs } from "@/lib/jobs/queries";
import { jobListQuery, jobObject, withJobSpelling } from "@/lib/jobs/schema";
import { readUploadForm, withImageBytes } from "@/lib/listings/request";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler({ query: jobListQuery }, async ({ query }) => listJobs(query));

/** JSON, or multipart with the company's logo (`image`). */
export const POST = apiHandler(
  { auth: "member", read: readUploadForm, body: withJobSpelling(withImageBytes(jobObject)) },
  async ({ user, body: { imageBytes, ...input } }) => {
    await limitRate(["listingsByUser", user.id]);
    const job = await createJob(user, input, imageBytes);
    return NextResponse.json({ success: true, job }, { status: 201 });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
