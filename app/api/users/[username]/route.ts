// GET /api/users/{username} → a builder profile as the page shows it: public ones to anyone, a hidden one to its
// member only (a preview, isPublic false); 404 for everyone else, as for a username that names no one.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { notFound } from "@/lib/errors";
import { listAttendedEvents } from "@/lib/events/registrations";
import { profileMessages as m } from "@/lib/profiles/messages";
import { getProfileForViewer } from "@/lib/profiles/queries";

export const GET = apiHandler(
  {
    tag: "Profiles",
    summary: "A member's public builder profile (404 when hidden, unless it is yours)",
    auth: "optional",
    returns: "{ success, profile }",
  },
  async ({ user, params }) => {
    const profile = await getProfileForViewer(params.username!, user?.id ?? null, {
      attendedEvents: listAttendedEvents,
    });
    if (!profile) throw notFound(m.notFound);
    return { success: true, profile };
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
