// POST /api/jobs/{id}/close { reason?: "Filled" | "Closed" } → { job }: its poster (or an admin) closes a live
// job early; it leaves the lists and takes no more applications.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getJob } from "@/lib/jobs/queries";
import { closeListing } from "@/lib/listings/close";
import { closeListingInput } from "@/lib/listings/fields";
import { readOptionalBody } from "@/lib/listings/request";

export const POST = apiHandler(
  { auth: "member", read: readOptionalBody, body: closeListingInput },
  async ({ params, user, body }) => {
    await closeListing("job", params.id!, user, body.reason);
    return { success: true, job: await getJob(params.id!, user) };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
