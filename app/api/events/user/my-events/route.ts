import { apiHandler } from "@/lib/api/handler";
import { listEventsPostedBy } from "@/lib/events/queries";

export const GET = apiHandler({ auth: "member" }, async ({ user }) => ({
  events: await listEventsPostedBy(user.id, user),
}));
