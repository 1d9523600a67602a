// A member's tickets: each registration with the event it is for, newest first (My Tickets), and one ticket with
// its QR code drawn on the server. Only the member who registered reads them (anyone else: 404, as if none).
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { decodeCursor, encodeCursor } from "@/lib/keyset-cursor";
import {
  myRegistrationSelect,
  toMyRegistrationDto,
  type MyRegistrationDto,
} from "@/lib/events/registration-dto";
import { registrationMessages as m } from "@/lib/events/registration-messages";
import { waitlistPosition } from "@/lib/events/registrations";
import { ticketQrPath } from "@/lib/events/ticket-qr";
import { isListingId } from "@/lib/listings/ids";

const ticketEventSelect = {
  id: true,
  title: true,
  type: true,
  date: true,
  endDate: true,
  location: true,
  status: true,
} as const;

export type TicketEventDto = {
  id: string;
  title: string;
  type: string;
  date: string | null;
  endDate: string | null;
  location: string;
};

export type TicketDto = MyRegistrationDto & {
  event: TicketEventDto;
  /** The QR code's modules as an SVG path in a size × size box, while the member holds a place. */
  qr: { size: number; path: string } | null;
};

const toEvent = (e: {
  id: string;
  title: string;
  type: string;
  date: Date | null;
  endDate: Date | null;
  location: string;
}) => ({
  id: e.id,
  title: e.title,
  type: e.type,
  date: e.date?.toISOString() ?? null,
  endDate: e.endDate?.toISOString() ?? null,
  location: e.location,
});

/** One of the member's registrations, as its ticket page shows it. */
export async function getTicket(actor: Actor, registrationId: string): Promise<TicketDto> {
  const row = isListingId(registrationId)
    ? await db.eventRegistration.findUnique({
        where: { id: registrationId },
        select: { ...myRegistrationSelect, userId: true, event: { select: ticketEventSelect } },
      })
    : null;
  if (!row || row.userId !== actor.id) throw notFound(m.registrationNotFound);
  const position = row.status === "waitlisted" ? await waitlistPosition(db, row) : null;
  const dto = toMyRegistrationDto(row, position);
  return {
    ...dto,
    event: toEvent(row.event),
    qr: dto.ticket ? ticketQrPath(dto.ticket.qr) : null,
  };
}

export type MyTicketsPage = {
  tickets: (MyRegistrationDto & { event: TicketEventDto })[];
  nextCursor: string | null;
};

/** The member's registrations, newest first, a page at a time (keyset on their index). */
export async function listMyTickets(actor: Actor, cursor?: string, take = 20): Promise<MyTicketsPage> {
  const after = decodeCursor(cursor);
  const rows = await db.eventRegistration.findMany({
    where: {
      userId: actor.id,
      ...(after
        ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: take + 1,
    select: { ...myRegistrationSelect, event: { select: ticketEventSelect } },
  });
  const page = rows.slice(0, take);
  const last = page.at(-1);
  return {
    tickets: page.map((r) => ({ ...toMyRegistrationDto(r), event: toEvent(r.event) })),
    nextCursor: rows.length > take && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
