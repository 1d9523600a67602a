// POST /api/applications/{id}/cancel → { application }: the applicant, while it is pending.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { cancelApplication } from "@/lib/applications/mutations";

export const POST = apiHandler({ auth: "member" }, async ({ user, params }) => ({
  success: true,
  application: await cancelApplication(user.id, params.id!),
}));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
