// POST /api/leads: the demo request of /services, stored as a Lead (kind service-demo).
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { createLead } from "@/lib/leads/mutations";
import { leadInput } from "@/lib/leads/schema";
import { limitRate } from "@/lib/rate-limit/rules";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const POST = apiHandler(
  {
    tag: "Forms",
    summary: "Request a demo (the one demo form of /services)",
    status: 201,
    body: leadInput,
    bodyLimit: 16 * 1024,
  },
  async ({ request, body }) => {
    await limitRate(["leadsByIp", clientIp(request)]);
    return await createLead(body);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
