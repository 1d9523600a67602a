import { apiHandler } from "@/lib/api/handler";
import { eventStats } from "@/lib/events/queries";

export const GET = apiHandler({ auth: "admin" }, async () => ({ success: true, stats: await eventStats() }));
