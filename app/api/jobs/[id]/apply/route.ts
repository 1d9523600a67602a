import { NextResponse } from "next/server";
import { readFormData } from "@/lib/api/body";
import { apiHandler } from "@/lib/api/handler";
import { applyToJob } from "@/lib/applications/mutations";
import { checkResume } from "@/lib/applications/resume";
import { applicationInput, RESUME_MAX_BYTES } from "@/lib/applications/schema";
import { otherMethods } from "@/lib/api/method-not-allowed";

/** A member's application to a job (multipart: the dialog's fields and an optional resume file). */
export const POST = apiHandler({ auth: "member" }, async ({ request, params, user }) => {
  const form = await readFormData(request, RESUME_MAX_BYTES + 256 * 1024);
  const fields: Record<string, string> = {};
  let resume = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if (key === "resume" && value.size > 0)
      resume = checkResume(value.name, new Uint8Array(await value.arrayBuffer()));
  }
  const application = await applyToJob(user, params.id!, applicationInput.parse(fields), resume);
  return NextResponse.json(
    { success: true, message: "Application Submitted!", application },
    { status: 201 },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
