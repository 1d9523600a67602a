// GET /api/applications/{id}/resume → the file: a PDF opens in the browser (inline), a DOC or DOCX downloads;
// only the job's poster and admins.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getResume } from "@/lib/applications/queries";

export const GET = apiHandler(
  {
    tag: "Jobs",
    summary: "An application's resume: a PDF inline, other files as a download (the job's poster or admins)",
    produces: "application/octet-stream",
    auth: "member",
  },
  async ({ user, params }) => {
    const resume = await getResume(params.id!, user);
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

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
