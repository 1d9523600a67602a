// PUT /api/applications/{id} { status } → { application }: the job's poster or an admin decides.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { decideApplication } from "@/lib/applications/mutations";
import { applicationDecision } from "@/lib/applications/schema";

export const PUT = apiHandler(
  {
    tag: "Jobs",
    summary: "Accept, reject or complete an application (the job's poster or admins)",
    auth: "member",
    body: applicationDecision,
  },
  async ({ user, params, body }) => ({
    success: true,
    application: await decideApplication(user, params.id!, body.status),
  }),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
