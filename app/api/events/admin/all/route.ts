import { apiHandler } from "@/lib/api/handler";
import { listAllEvents } from "@/lib/events/queries";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Events", summary: "Every event, of every status", auth: "admin" },
  async ({ user }) => ({ events: await listAllEvents(user) }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
