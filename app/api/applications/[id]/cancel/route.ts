// POST /api/applications/{id}/cancel → { application }: the applicant, while it is pending.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { cancelApplication } from "@/lib/applications/mutations";

export const POST = apiHandler(
  { tag: "Jobs", summary: "Withdraw my application while it is pending", auth: "member" },
  async ({ user, params }) => ({
    success: true,
    application: await cancelApplication(user, params.id!),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
