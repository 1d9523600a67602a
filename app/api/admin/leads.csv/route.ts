// GET /api/admin/leads.csv?kind&course → the leads as a CSV download.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { leadsCsv, leadsQuery } from "@/lib/admin/leads";
import { istDayStamp } from "@/lib/format/date";

export const GET = apiHandler({ auth: "admin", query: leadsQuery }, async ({ query }) => {
  const csv = await leadsCsv(query);
  const date = istDayStamp();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${query.kind ?? "all"}-${date}.csv"`,
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
