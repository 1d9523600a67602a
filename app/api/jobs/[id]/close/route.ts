// POST /api/jobs/{id}/close { reason?: "Filled" | "Closed" } → { job, closedApplications }: its poster (or an
// admin) closes a live job early; it leaves the lists and takes no more applications. The applications still open
// are closed with it (how many: closedApplications), each applicant notified, and mailed after the answer.
import { after } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getJob } from "@/lib/jobs/queries";
import { closeJob } from "@/lib/jobs/close";
import { closeListingInput } from "@/lib/listings/schema";
import { readOptionalBody } from "@/lib/api/body";

export const POST = apiHandler(
  {
    tag: "Jobs",
    summary:
      "Close a live job early, Filled or Closed (poster or admin): it leaves the lists; its open applications are closed and their applicants told",
    auth: "member",
    read: readOptionalBody,
    body: closeListingInput,
  },
  async ({ params, user, body }) => {
    const { closedApplications } = await closeJob(user, params.id!, body.reason, after);
    return { success: true, job: await getJob(params.id!, user), closedApplications };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
