// GET /api/applications/{id}/resume → the file, as an attachment: only the job's poster and admins.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getResume } from "@/lib/applications/queries";

export const GET = apiHandler(
  {
    tag: "Jobs",
    summary: "Download an application's resume (the job's poster or admins)",
    produces: "application/octet-stream",
    auth: "member",
  },
  async ({ user, params }) => {
    const resume = await getResume(params.id!, user);
    return new Response(new Uint8Array(resume.data), {
      headers: {
        "Content-Type": resume.mimeType,
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(resume.name)}`,
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
