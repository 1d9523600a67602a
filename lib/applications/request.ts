// Reads an application from its multipart form (the dialog's text fields and an optional resume, checked by
// its bytes), or from a JSON object, which carries no resume. The fields are then validated by applicationUpload.
import { readFormData, readJsonBody } from "@/lib/api/body";
import { checkResume, type Resume } from "@/lib/applications/resume";
import { applicationInput, RESUME_MAX_BYTES } from "@/lib/applications/schema";
import { ApiError } from "@/lib/errors";
import { uploadedFile } from "@/lib/validation/file";

export async function readApplicationForm(request: Request): Promise<Record<string, unknown>> {
  if (/^application\/(.+\+)?json\b/i.test(request.headers.get("content-type") ?? "")) {
    const json = await readJsonBody(request);
    if (!json || typeof json !== "object" || Array.isArray(json))
      throw new ApiError("bad_request", "Send a JSON object.");
    return { ...json, resume: null };
  }
  const form = await readFormData(request, RESUME_MAX_BYTES + 256 * 1024);
  const fields: Record<string, unknown> = { resume: null };
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if (key === "resume" && value.size > 0)
      fields.resume = checkResume(value.name, new Uint8Array(await value.arrayBuffer()));
  }
  return fields;
}

/** An application as the server takes it: the dialog's fields and the checked resume (or null). */
export const applicationUpload = applicationInput.extend({
  resume: uploadedFile<Resume | null>("resume", "The resume: a .pdf, .doc or .docx file of at most 5 MB"),
});
