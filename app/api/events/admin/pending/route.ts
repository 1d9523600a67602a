import { apiHandler } from "@/lib/api/handler";
import { listAllEvents } from "@/lib/events/queries";

export const GET = apiHandler({ auth: "admin" }, async ({ user }) => ({
  events: await listAllEvents(user, "pending"),
}));
