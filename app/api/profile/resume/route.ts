// The résumé saved with the member's builder profile, used when they apply (components/jobs/application-dialog.tsx):
// GET → the file (their own only), POST → save or replace it (multipart, checked as an application's résumé is),
// DELETE → remove it. Never shown on the profile, in its JSON or in a mail.
import type { NextRequest } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { readFieldsAndFiles } from "@/lib/api/body";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { checkResume } from "@/lib/applications/resume";
import { RESUME_MAX_BYTES } from "@/lib/applications/schema";
import { notFound } from "@/lib/errors";
import { profileMessages as m } from "@/lib/profiles/messages";
import { removeResume, saveResume } from "@/lib/profiles/mutations";
import { findSavedResume } from "@/lib/profiles/queries";
import { resumeUpload } from "@/lib/profiles/schema";
import { rateRules } from "@/lib/rate-limit/rules";

const readResumeForm = (request: NextRequest) =>
  readFieldsAndFiles(request, { form: RESUME_MAX_BYTES + 64 * 1024 }, async (name, file) =>
    name === "resume" ? checkResume(file.name, new Uint8Array(await file.arrayBuffer())) : undefined,
  );

export const GET = apiHandler(
  {
    tag: "Profiles",
    summary: "My saved résumé: a PDF inline, other files as a download",
    produces: "application/octet-stream",
    auth: "member",
  },
  async ({ user }) => {
    const resume = await findSavedResume(user.id);
    if (!resume) throw notFound(m.noResume);
    const disposition = resume.mimeType === "application/pdf" ? "inline" : "attachment";
    return new Response(new Uint8Array(resume.data), {
      headers: {
        "Content-Type": resume.mimeType,
        "Content-Disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(resume.name)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);

export const POST = apiHandler(
  {
    tag: "Profiles",
    summary:
      "Save my résumé (multipart field resume: PDF, DOC or DOCX, at most 5 MB), replacing the one saved",
    auth: "member",
    rateLimit: rateRules.resumeUploadsByUser,
    read: readResumeForm,
    body: resumeUpload,
    returns: "{ success, message, resume: { name, updatedAt } }",
  },
  async ({ user, body }) => ({
    success: true,
    message: m.resumeSaved,
    resume: await saveResume(user, body.resume),
  }),
);

export const DELETE = apiHandler(
  {
    tag: "Profiles",
    summary: "Remove my saved résumé",
    auth: "member",
    rateLimit: rateRules.profileChangesByUser,
  },
  async ({ user }) => {
    await removeResume(user);
    return { success: true, message: m.resumeRemoved };
  },
);

export const { PUT, PATCH } = otherMethods("GET", "POST", "DELETE");
