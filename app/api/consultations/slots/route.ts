// GET /api/consultations/slots → { enabled, sessionMinutes, slots: [{ start, end }] } (UTC instants), 24 hours to
// 30 days ahead; enabled false when no availability is set (then POST /api/consultations takes a request without one).
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listFreeSlots } from "@/lib/consultations/slots";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  {
    tag: "Consultations",
    summary: "The free consultation slots (24 hours to 30 days ahead; times in UTC, the team works in IST)",
    returns: "{ enabled, sessionMinutes, slots: [{ start, end }] }",
  },
  async () => Response.json(await listFreeSlots(), { headers: { "Cache-Control": "no-store" } }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
