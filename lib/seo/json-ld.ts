// schema.org descriptions of jobs, gigs, events and startups, for search engines' rich results.
import { isLocale, localeInfo } from "@/lib/i18n/locales";
import type { GigDto } from "@/lib/gigs/dto";
import type { JobDto } from "@/lib/jobs/dto";
import type { StartupPageDto } from "@/lib/startups/page";

const employmentType: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Freelance: "CONTRACTOR",
  Temporary: "TEMPORARY",
};

/** Where a JobPosting's work is done: remote (from India), or at its place. */
function jobLocation(location: string) {
  return /\bremote\b/i.test(location)
    ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
    : {
        jobLocation: {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: location, addressCountry: "IN" },
        },
      };
}

export function jobPostingJsonLd(job: JobDto, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.posted,
    // A job closed early expired when it was closed (search engines then drop it).
    ...(job.closedAt || job.applicationDeadline
      ? { validThrough: job.closedAt ?? job.applicationDeadline }
      : {}),
    employmentType:
      job.type === "Internship"
        ? ["INTERN", employmentType[job.jobType] ?? "OTHER"]
        : (employmentType[job.jobType] ?? "OTHER"),
    hiringOrganization: {
      "@type": "Organization",
      name: job.company,
      ...(job.websiteLink ? { sameAs: job.websiteLink } : {}),
    },
    ...jobLocation(job.location),
    ...(job.skills.length ? { skills: job.skills.join(", ") } : {}),
    url: `${siteUrl}/job/${job.id}`,
  };
}

/**
 * An Event item, without "@context". `summary`: described by its short description, as its card is (a list's items
 * would otherwise carry every event's whole text twice, in the HTML and in the RSC payload); its page gives the full
 * one.
 */
/**
 * What an event's JSON-LD reads: an EventDto's fields, written out so lib/seo need not import lib/events (which
 * builds its tickets' invitations with lib/seo/ical.ts).
 */
type EventSource = {
  id: string;
  title: string;
  type: string;
  date: string | null;
  endDate: string | null;
  location: string;
  description: string;
  shortDescription: string;
  link: string | null;
  image: string | null;
  /** Registration on the site: its places, when limited. */
  registration?: { capacity: number | null; placesLeft: number | null } | null;
};

function eventItem(event: EventSource, siteUrl: string, summary = false) {
  const places = event.registration?.capacity != null ? event.registration : null;
  const online = /\bonline\b|\bvirtual\b/i.test(event.location) || event.type === "Webinar";
  const description = summary
    ? event.shortDescription || event.description
    : event.description || event.shortDescription;
  return {
    "@type": "Event",
    name: event.title,
    ...(description ? { description } : {}),
    ...(event.date ? { startDate: event.date } : {}),
    ...(event.date && event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url: event.link ?? `${siteUrl}/event/${event.id}` }
      : {
          "@type": "Place",
          name: event.location || "To be announced",
          address: { "@type": "PostalAddress", addressLocality: event.location, addressCountry: "IN" },
        },
    ...(event.image ? { image: `${siteUrl}${event.image}` } : {}),
    ...(places
      ? { maximumAttendeeCapacity: places.capacity, remainingAttendeeCapacity: places.placesLeft ?? 0 }
      : {}),
    url: `${siteUrl}/event/${event.id}`,
  };
}

export function eventJsonLd(event: EventSource, siteUrl: string) {
  return { "@context": "https://schema.org", ...eventItem(event, siteUrl) };
}

/**
 * The events of a list page as an ItemList of full Event items (the event pages need an account, so the
 * list is where search engines can read them). Undated events ("TBD") are left out: an Event needs a
 * startDate. `offset` is the number of events on earlier pages.
 */
export function eventListJsonLd(events: EventSource[], siteUrl: string, offset = 0) {
  const dated = events.filter((e) => e.date);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: dated.length,
    itemListElement: dated.map((event, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      item: eventItem(event, siteUrl, true),
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. With the page's
 * `locale`, the document says its language (inLanguage: "hi-IN"); its builders are given the language's base URL
 * (`${site.url}/hi`) so its addresses are the page's own.
 */
export function jsonLdScript(data: unknown, locale?: string): string {
  const tagged =
    locale && data && typeof data === "object" && !Array.isArray(data)
      ? { ...data, inLanguage: localeInfo[isLocale(locale) ? locale : "en"].tag }
      : data;
  return JSON.stringify(tagged).replace(/</g, "\\u003c");
}

/** A gig as a JobPosting for contract work (Google reads the budget as the base salary for the project). */
export function gigPostingJsonLd(gig: GigDto, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: gig.title,
    description: gig.description || `${gig.title} for ${gig.company}: ${gig.duration}, ${gig.budget}.`,
    datePosted: gig.postedAt,
    ...(gig.deadline ? { validThrough: gig.deadline } : {}),
    employmentType: "CONTRACTOR",
    hiringOrganization: { "@type": "Organization", name: gig.company },
    ...jobLocation(gig.location),
    ...(gig.budgetAmount !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: { "@type": "QuantitativeValue", value: gig.budgetAmount, unitText: "PROJECT" },
          },
        }
      : {}),
    ...(gig.tags.length ? { skills: gig.tags.join(", ") } : {}),
    url: `${siteUrl}/gig/${gig.id}`,
  };
}

/** "11-25" → 11 to 25 people; "200+" → at least 200. */
function employees(teamSize: string) {
  const [min, max] = teamSize.split(/[-+]/).map((n) => (n ? Number(n) : undefined));
  return min === undefined || Number.isNaN(min)
    ? {}
    : {
        numberOfEmployees: {
          "@type": "QuantitativeValue",
          minValue: min,
          ...(max !== undefined && !Number.isNaN(max) ? { maxValue: max } : {}),
        },
      };
}

/** A startup's page as an Organization: what it does, where, its size, founders and website. */
export function startupOrganizationJsonLd(startup: StartupPageDto, siteUrl: string) {
  const url = `${siteUrl}${startup.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: startup.name,
    description: startup.shortDescription || startup.description,
    url,
    ...(startup.image ? { logo: new URL(startup.image, `${siteUrl}/`).toString() } : {}),
    ...(startup.website ? { sameAs: [startup.website] } : {}),
    foundingDate: String(startup.founded),
    address: { "@type": "PostalAddress", addressLocality: startup.location, addressCountry: "IN" },
    ...employees(startup.teamSize),
    knowsAbout: startup.industry,
    ...(startup.founders.length
      ? {
          founder: startup.founders.map((f) => ({
            "@type": "Person",
            name: f.name,
            ...(f.profilePath ? { url: `${siteUrl}${f.profilePath}` } : {}),
          })),
        }
      : {}),
  };
}
