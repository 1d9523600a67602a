// POST /api/email/contact {name, mail, subject, message} → {success, message}: stored, mailed to the team.
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { submitContactMessage } from "@/lib/contact/mutations";
import { ContactInput } from "@/lib/contact/schema";
import { enforceRateLimits } from "@/lib/rate-limit";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler({ body: ContactInput, bodyLimit: 16 * 1024 }, async ({ request, body }) => {
  await enforceRateLimits(
    [{ key: `contact:ip:${clientIp(request)}`, limit: 5, windowSeconds: 3600 }],
    "You have sent several messages in a short time. Please try again later.",
  );
  return submitContactMessage(body);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
