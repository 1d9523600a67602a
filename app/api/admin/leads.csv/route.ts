// GET /api/admin/leads.csv?kind&course → the leads as a CSV download.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { leadsCsv } from "@/lib/admin/leads";
import { leadsQuery } from "@/lib/admin/schema";
import { istDayStamp } from "@/lib/format/date";

export const GET = apiHandler(
  {
    tag: "Back office",
    summary: "The leads as a CSV file",
    produces: "text/csv",
    auth: "admin",
    query: leadsQuery,
  },
  async ({ user, query }) => {
    const csv = await leadsCsv(user, query);
    const date = istDayStamp();
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${query.kind ?? "all"}-${date}.csv"`,
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
