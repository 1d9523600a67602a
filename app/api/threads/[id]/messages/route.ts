// GET /api/threads/{id}/messages?before=… → { thread, messages, earlier }: the latest messages, oldest first (the
// two sides and admins; 404 to anyone else). POST { message } → 201 { message }: a side writes while it is open.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { postMessage } from "@/lib/conversations/mutations";
import { getThreadPage } from "@/lib/conversations/queries";
import { messageInput, messagesQuery } from "@/lib/conversations/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const GET = apiHandler(
  {
    tag: "Conversations",
    summary: "A conversation and its latest messages, oldest first (?before for earlier ones)",
    returns: "{ thread, messages, earlier }: earlier is the cursor of the messages before these, or null",
    auth: "member",
    query: messagesQuery,
  },
  async ({ user, params, query }) => ({
    success: true,
    ...(await getThreadPage(user, params.id!, query.before)),
  }),
);

export const POST = apiHandler(
  {
    tag: "Conversations",
    summary: "Write in a conversation (its two sides, while it is open; plain text; rate-limited)",
    auth: "member",
    body: messageInput,
    status: 201,
  },
  async ({ user, params, body }) => {
    await limitRate(["threadMessagesByUser", user.id]);
    const { message } = await postMessage(user, params.id!, body.message);
    return { success: true, message };
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
