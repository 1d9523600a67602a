import type { Actor } from "@/lib/auth/policy";
import type { Prisma } from "@/lib/generated/prisma/client";
import { registrationSummaryOf, registrationSummarySelect } from "@/lib/events/registration-summary";
import type { RegistrationSummary } from "@/lib/events/registration-state";
import { imageUrl } from "@/lib/images/store";
import { listingMetaSelect, toListingMeta, type ListingMetaDto } from "@/lib/listings/approval";

export const eventSelect = {
  id: true,
  title: true,
  description: true,
  shortDescription: true,
  type: true,
  date: true,
  endDate: true,
  location: true,
  participants: true,
  link: true,
  googleFormLink: true,
  websiteLink: true,
  contactEmail: true,
  contactPhone: true,
  imageId: true,
  ...registrationSummarySelect,
  ...listingMetaSelect,
} satisfies Prisma.EventSelect;

export type EventRow = Prisma.EventGetPayload<{ select: typeof eventSelect }>;

export type EventDto = ListingMetaDto & {
  id: string;
  _id: string;
  title: string;
  description: string;
  shortDescription: string;
  type: string;
  date: string | null;
  /** When it ends, if the poster said (after `date`). */
  endDate: string | null;
  location: string;
  participants: number | null;
  link: string | null;
  googleFormLink: string | null;
  websiteLink: string | null;
  contactEmail: string;
  contactPhone: string;
  image: string | null;
  /** Registration on the site: its settings and places left (null: none, the event's own link if any). */
  registration: RegistrationSummary | null;
};

export function toEventDto(row: EventRow, viewer: Actor | null): EventDto {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    description: row.description,
    shortDescription: row.shortDescription,
    type: row.type,
    date: row.date?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    location: row.location,
    participants: row.participants,
    link: row.link,
    googleFormLink: row.googleFormLink,
    websiteLink: row.websiteLink,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    image: row.imageId ? imageUrl(row.imageId) : null,
    registration: registrationSummaryOf(row),
    ...toListingMeta(row, viewer),
  };
}

/** What event search matches: the card's short description first, then title, description, place, type. */
export function eventSearchText(e: {
  title: string;
  shortDescription?: string | null;
  description: string;
  location: string;
  type: string;
}) {
  return [e.title, e.shortDescription, e.description, e.location, e.type]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}
