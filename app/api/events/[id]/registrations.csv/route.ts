// GET /api/events/{id}/registrations.csv?status → the event's registrations as a CSV download (UTF-8 with BOM,
// formulas neutralised), streamed: the event's organiser or an admin.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { exportFileName, registrationsCsv } from "@/lib/events/registration-export";
import { registrationExportQuery } from "@/lib/events/registration-schema";
import { istDayStamp } from "@/lib/format/date";

export const GET = apiHandler(
  {
    tag: "Events",
    summary: "An event's registrations as a CSV file, every status or one (its organiser and admins)",
    produces: "text/csv",
    auth: "member",
    query: registrationExportQuery,
  },
  async ({ user, params, query }) => {
    const { eventId, stream } = await registrationsCsv(user, params.id!, query.status);
    return new Response(stream, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(eventId, istDayStamp())}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
