import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { createJob } from "@/lib/jobs/mutations";
import { listJobs } from "@/lib/jobs/queries";
import { jobInput, jobListQuery } from "@/lib/jobs/schema";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler({ query: jobListQuery }, async ({ query }) => listJobs(query));

export const POST = apiHandler({ auth: "member", body: jobInput }, async ({ user, body }) => {
  await limitRate(["listingsByUser", user.id]);
  const job = await createJob(user, body);
  return NextResponse.json({ success: true, job }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
