// GET /api/jobs/{id}/applications.csv?stage&sort → the job's applicants as a CSV download (UTF-8 with BOM,
// formulas neutralised): the job's poster or an admin.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { applicantsCsv } from "@/lib/applications/export";
import { applicantsQuery } from "@/lib/applications/schema";
import { istDayStamp } from "@/lib/format/date";

export const GET = apiHandler(
  {
    tag: "Jobs",
    summary: "A job's applicants as a CSV file (the job's poster or admins)",
    produces: "text/csv",
    auth: "member",
    query: applicantsQuery,
  },
  async ({ user, params, query }) => {
    const { job, csv } = await applicantsCsv(user, params.id!, query);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="applicants-${job.id}-${istDayStamp()}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
