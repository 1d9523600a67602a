import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { applyToJob } from "@/lib/applications/mutations";
import { readApplicationForm } from "@/lib/applications/request";
import { applicationUpload } from "@/lib/applications/schema";
import { findSavedResume } from "@/lib/profiles/queries";
import { limitRate } from "@/lib/rate-limit/rules";

/**
 * A member's application to a job (multipart: the dialog's fields and an optional resume file; without a file,
 * savedResume attaches the one saved with their builder profile).
 */
export const POST = apiHandler(
  {
    tag: "Jobs",
    summary: "Apply to a job (one application per member)",
    status: 201,
    auth: "member",
    read: readApplicationForm,
    body: applicationUpload,
  },
  async ({ params, user, body: { resume, savedResume, ...input } }) => {
    await limitRate(["applicationsByUser", user.id]);
    const attached = resume ?? (savedResume ? await findSavedResume(user.id) : null);
    const application = await applyToJob(user, params.id!, input, attached);
    return { success: true, message: "Application Submitted!", application };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
