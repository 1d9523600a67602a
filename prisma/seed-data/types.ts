// Seed-data shapes, typed from the domain's own types. Dates are ISO strings; the seed script converts them.
// Type-only imports: the seed data stays independent of the generated Prisma client at run time.
import type { CourseDto } from "../../lib/courses/queries";
import type { courseCategoryValues, courseDifficulties } from "../../lib/courses/schema";
import type { DocItemDto } from "../../lib/docs/queries";
import type { DocSection } from "../../lib/docs/sections";
import type { EventDto } from "../../lib/events/dto";
import type { RegistrationQuestion } from "../../lib/events/registration-schema";
import type { eventTypes } from "../../lib/events/schema";
import type { GigDto } from "../../lib/gigs/dto";
import type { JobDto } from "../../lib/jobs/dto";
import type { experienceLevels, jobKinds, jobTypes } from "../../lib/jobs/schema";
import type { ListingStatus } from "../../lib/listings/schema";
import type { ProjectDto } from "../../lib/projects/queries";
import type { StartupDto } from "../../lib/startups/dto";
import type { TeamMemberDto } from "../../lib/team/queries";

/** Every seeded row has a stable key for idempotent upserts (not a database column). */
type Keyed = { slug: string };

/** Who a seeded job or event says posted it. */
type Poster = { postedByTag: "Admin" | "User"; rejectionReason: string | null; status: ListingStatus };

/** createdAt = now - createdDaysAgo days. */
type Aged = { createdDaysAgo: number };

/** A seeded picture: a path under /public. */
type Pictured = { image: string };

export type SeedProject = Keyed &
  Omit<ProjectDto, "id"> & {
    /** In-house: "In Development" | "Beta" | "Live" | "Launched"; client: "Delivered" or null. */
    status: string | null;
    sortOrder: number;
  };

export type SeedTeamMember = Keyed &
  Omit<TeamMemberDto, "id" | "social"> & {
    linkedin: string | null;
    twitter: string | null;
    github: string | null;
    sortOrder: number;
  };

export type SeedCourse = Keyed &
  Omit<CourseDto, "id" | "category" | "difficulty"> & {
    category: (typeof courseCategoryValues)[number];
    difficulty: (typeof courseDifficulties)[number];
    sortOrder: number;
  };

/** `body` is plain text; numbered steps ("1. ...") are on separate lines. */
export type SeedDocItem = Keyed &
  Omit<DocItemDto, "id" | "section"> & { section: DocSection; sortOrder: number };

export type SeedStartup = Keyed &
  Pictured &
  Pick<
    StartupDto,
    | "name"
    | "description"
    | "stage"
    | "location"
    | "industry"
    | "teamSize"
    | "website"
    | "founded"
    | "contactEmail"
  > & { status: ListingStatus };

/**
 * `budget` is text, in rupees (a range; the form's amount is its upper end); `postedAt` an ISO date string;
 * `deadline` the last day for bids ("2027-01-15", the end of that day in India).
 */
export type SeedGig = Keyed &
  Pictured &
  Pick<
    GigDto,
    | "title"
    | "company"
    | "description"
    | "budget"
    | "duration"
    | "location"
    | "tags"
    | "category"
    | "postedAt"
    | "contactEmail"
  > & { deadline: string };

export type SeedJob = Keyed &
  Poster &
  Aged &
  Pick<
    JobDto,
    | "title"
    | "company"
    | "description"
    | "shortDescription"
    | "location"
    | "salary"
    | "skills"
    | "requirements"
    | "benefits"
    | "contactEmail"
    | "contactPhone"
    | "websiteLink"
  > & {
    experience: (typeof experienceLevels)[number];
    type: (typeof jobKinds)[number];
    jobType: (typeof jobTypes)[number];
    /** The answer spells it `GoogleFormLink`; the column is `googleFormLink`. */
    googleFormLink: string | null;
    /** ISO date string or null. */
    applicationDeadline: string | null;
  };

export type SeedEvent = Keyed &
  Poster &
  Aged &
  Pick<
    EventDto,
    | "title"
    | "description"
    | "shortDescription"
    | "location"
    | "participants"
    | "link"
    | "googleFormLink"
    | "websiteLink"
    | "contactEmail"
    | "contactPhone"
  > & {
    type: (typeof eventTypes)[number];
    /** ISO datetime with +05:30 offset, or null for "TBD". */
    date: string | null;
    /** When it ends (ISO datetime with +05:30), for events of more than a few hours. */
    endDate?: string;
    /** Path under /public (e.g. /images/events/<slug>.webp) or null for no image. */
    image: string | null;
    /** Registration on the site (lib/events/registration-schema.ts): places, approval, questions. */
    registration?: {
      capacity: number | null;
      approval: "automatic" | "organiser";
      questions: RegistrationQuestion[];
    };
  };
