// GET /api/admin/consultations/availability → { availability } (the form's values);
// PUT { sessionMinutes, meetingUrl, hours: { mon: { start, end }, … }, blockedDates } → { availability }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { getAvailability, saveAvailability, toAvailabilityForm } from "@/lib/consultations/availability";
import { availabilityInput } from "@/lib/consultations/schema";

export const GET = apiHandler(
  {
    tag: "Back office",
    summary: "The consultation availability (weekly hours in IST, blocked days)",
    auth: "admin",
  },
  async () => ({ availability: toAvailabilityForm(await getAvailability()) }),
);

export const PUT = apiHandler(
  {
    tag: "Back office",
    summary:
      "Set the consultation availability: session length (30, 45 or 60), meeting link, weekly hours in IST (none open turns slots off), blocked days",
    auth: "admin",
    body: availabilityInput,
  },
  async ({ user, body }) => ({
    success: true,
    availability: toAvailabilityForm(await saveAvailability(user, body)),
  }),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
