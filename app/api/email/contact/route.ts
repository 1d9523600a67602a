// POST /api/email/contact {name, mail, subject, message} → {success, message}: stored, mailed to the team.
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { submitContactMessage } from "@/lib/contact/mutations";
import { contactInput } from "@/lib/contact/schema";
import { apiLocale } from "@/lib/i18n/api-locale";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  { tag: "Forms", summary: "Send the team a message", body: contactInput, bodyLimit: 16 * 1024 },
  async ({ request, body }) => {
    await limitRate(["contactByIp", clientIp(request)]);
    return submitContactMessage(body, apiLocale(request));
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
