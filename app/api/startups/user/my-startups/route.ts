// GET /api/startups/user/my-startups → { startups } the signed-in member listed, every status, newest first.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listStartupsPostedBy } from "@/lib/startups/queries";

export const GET = apiHandler(
  { tag: "Startups", summary: "My startups, of every status", auth: "member" },
  async ({ user }) => ({
    startups: await listStartupsPostedBy(user.id, user),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
