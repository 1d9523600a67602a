// GET /api/threads?after=… → { threads, next }: the caller's conversations, newest activity first, each with the
// other side, the last message's first words and its unread count; `next` is the cursor of the following page.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { listThreads } from "@/lib/conversations/queries";
import { threadsQuery } from "@/lib/conversations/schema";

export const GET = apiHandler(
  {
    tag: "Conversations",
    summary: "My conversations, newest activity first, with unread counts (keyset paged by ?after)",
    auth: "member",
    query: threadsQuery,
  },
  async ({ user, query }) => ({ success: true, ...(await listThreads(user.id, query.after)) }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
