import { apiHandler } from "@/lib/api/handler";
import { listEventsPostedBy } from "@/lib/events/queries";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Events", summary: "My events, of every status", auth: "member" },
  async ({ user }) => ({
    events: await listEventsPostedBy(user.id, user),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
