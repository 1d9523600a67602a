import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { applyToJob } from "@/lib/applications/mutations";
import { applicationUpload, readApplicationForm } from "@/lib/applications/request";

/** A member's application to a job (multipart: the dialog's fields and an optional resume file). */
export const POST = apiHandler(
  { auth: "member", read: readApplicationForm, body: applicationUpload },
  async ({ params, user, body: { resume, ...input } }) => {
    const application = await applyToJob(user, params.id!, input, resume);
    return NextResponse.json(
      { success: true, message: "Application Submitted!", application },
      { status: 201 },
    );
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
