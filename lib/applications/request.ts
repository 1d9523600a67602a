// Reads an application from its multipart form (the dialog's text fields and an optional resume, checked by
// its bytes), or from a JSON object, which carries no resume. The fields are then validated by applicationUpload.
import { isJsonBody, readFieldsAndFiles } from "@/lib/api/body";
import { checkResume } from "@/lib/applications/resume";
import { RESUME_MAX_BYTES } from "@/lib/applications/schema";

export async function readApplicationForm(request: Request): Promise<Record<string, unknown>> {
  const fields = await readFieldsAndFiles(
    request,
    { form: RESUME_MAX_BYTES + 256 * 1024 },
    async (name, file) =>
      name === "resume" ? checkResume(file.name, new Uint8Array(await file.arrayBuffer())) : undefined,
  );
  // A JSON body carries no resume.
  return isJsonBody(request) ? { ...fields, resume: null } : { resume: null, ...fields };
}
