// POST /api/threads/{id}/read → { id, unreadThreads }: the caller (a side) has read the conversation; its unread
// count and its message notifications are cleared.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { markThreadRead } from "@/lib/conversations/mutations";

export const POST = apiHandler(
  {
    tag: "Conversations",
    summary: "Mark a conversation read; answers how many of my conversations are still unread",
    auth: "member",
  },
  async ({ user, params }) => ({ success: true, ...(await markThreadRead(user, params.id!)) }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
