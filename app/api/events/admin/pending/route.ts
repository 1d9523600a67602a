import { apiHandler } from "@/lib/api/handler";
import { listAllEvents } from "@/lib/events/queries";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Events", summary: "Events waiting for review", auth: "admin" },
  async ({ user }) => ({
    events: await listAllEvents(user, "pending"),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
