import { z } from "zod";
import { requiredText } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";

export const RELAYED_MESSAGE_MAX = 2000;

/** POST /api/applications/{id}/message and /api/bids/{id}/message: a poster's words, relayed by the site. */
export const relayedMessage = z.object({
  message: requiredText(formMessages.messageRequired).max(
    RELAYED_MESSAGE_MAX,
    "Message must be 2000 characters or less",
  ),
});
export type RelayedMessage = z.infer<typeof relayedMessage>;
