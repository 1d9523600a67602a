// What registration changes say in the notification centre (written in the change's transaction with notify()).
// A member is never told of their own action (notifyMany leaves those out): these are what others did.
import type { NotificationInput } from "@/lib/notifications/write";

/** A member's ticket page. */
export const ticketPath = (registrationId: string) => `/dashboard/tickets/${registrationId}`;

/** The organiser's registrations page of an event (one status's list). */
export const registrationsPath = (eventId: string, status?: string) =>
  `/dashboard/events/${eventId}/registrations${status ? `?status=${status}` : ""}`;

/** The organiser's check-in page of an event. */
export const checkInPath = (eventId: string) => `/dashboard/events/${eventId}/check-in`;

type Registration = { id: string; userId: string; eventId: string; eventTitle: string };

/** A place given: from the waitlist (a freed place) or by the organiser's approval. */
export const placeConfirmed = (
  r: Registration & { fromWaitlist?: boolean; message?: string },
  actorId: string | null,
): NotificationInput => ({
  userId: r.userId,
  actorId,
  kind: "event_registration_confirmed",
  title: r.fromWaitlist
    ? `A place opened up: you are registered for ${r.eventTitle}`
    : `You are registered for ${r.eventTitle}`,
  body: r.message || "Your ticket is ready.",
  href: ticketPath(r.id),
  text: {
    title: [r.fromWaitlist ? "event.promoted" : "event.confirmed", { title: r.eventTitle }],
    ...(r.message ? {} : { body: ["event.ticketReady"] }),
  },
});

/** Approved by the organiser while the event is full: on the waitlist. */
export const placeWaitlisted = (
  r: Registration & { message?: string },
  actorId: string,
): NotificationInput => ({
  userId: r.userId,
  actorId,
  kind: "event_registration_waitlisted",
  title: `You are on the waitlist for ${r.eventTitle}`,
  body: r.message || "You get the next place that opens up.",
  href: ticketPath(r.id),
  text: {
    title: ["event.waitlisted", { title: r.eventTitle }],
    ...(r.message ? {} : { body: ["event.nextPlace"] }),
  },
});

export const registrationDeclined = (
  r: Registration & { message?: string },
  actorId: string,
): NotificationInput => ({
  userId: r.userId,
  actorId,
  kind: "event_registration_declined",
  title: `Your registration for ${r.eventTitle} was declined`,
  body: r.message ?? "",
  href: ticketPath(r.id),
  text: { title: ["event.declined", { title: r.eventTitle }] },
});

/** The organiser is asked to approve a registration. */
export const registrationRequested = (
  r: { eventId: string; eventTitle: string; organiserId: string; name: string },
  actorId: string,
): NotificationInput => ({
  userId: r.organiserId,
  actorId,
  kind: "event_registration_received",
  title: `New registration to approve for ${r.eventTitle}`,
  body: `${r.name} asked for a place.`,
  href: registrationsPath(r.eventId, "pending"),
  text: {
    title: ["event.requested", { title: r.eventTitle }],
    body: ["event.requestedBody", { name: r.name }],
  },
});
