import { apiHandler } from "@/lib/api/handler";
import { eventStats } from "@/lib/events/queries";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Events", summary: "Event counts per status", auth: "admin" },
  async () => ({ success: true, stats: await eventStats() }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
