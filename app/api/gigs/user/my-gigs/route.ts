// GET /api/gigs/user/my-gigs → { gigs } the signed-in member posted, every status, newest first.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listGigsPostedBy } from "@/lib/gigs/queries";

export const GET = apiHandler(
  { tag: "Gigs", summary: "My gigs, of every status", auth: "member" },
  async ({ user }) => ({
    gigs: await listGigsPostedBy(user.id, user),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
