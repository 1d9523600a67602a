import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { createJob } from "@/lib/jobs/mutations";
import { listJobs } from "@/lib/jobs/queries";
import { jobInput } from "@/lib/jobs/schema";
import { listQuery } from "@/lib/listings/fields";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler({ query: listQuery }, async ({ query }) => listJobs(query));

export const POST = apiHandler({ auth: "member", body: jobInput }, async ({ user, body }) => {
  await limitRate(["listingsByUser", user.id]);
  const job = await createJob(user, body);
  return NextResponse.json({ success: true, job }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
