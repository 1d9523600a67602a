// POST /api/jobs/{id}/close { reason?: "Filled" | "Closed" } → { job }: its poster (or an admin) closes a live
// job early; it leaves the lists and takes no more applications.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getJob } from "@/lib/jobs/queries";
import { closeListing } from "@/lib/listings/close";
import { closeListingInput } from "@/lib/listings/schema";
import { readOptionalBody } from "@/lib/api/body";

export const POST = apiHandler(
  {
    tag: "Jobs",
    summary: "Close a live job early, Filled or Closed (poster or admin): it leaves the lists",
    auth: "member",
    read: readOptionalBody,
    body: closeListingInput,
  },
  async ({ params, user, body }) => {
    await closeListing("job", params.id!, user, body.reason);
    return { success: true, job: await getJob(params.id!, user) };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
