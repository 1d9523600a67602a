// The home teasers' shapes, defaults and formatting: safe to import in client components.
import type { RegistrationPhase } from "@/lib/events/registration-state";

export type JobTeaser = {
  id: string;
  title: string;
  company: string;
  kind: string;
  jobType: string;
  location: string;
  salary: string;
  experience: string;
  skills: string[];
  summary: string;
};

export type EventTeaser = {
  id: string | null;
  title: string;
  summary: string;
  type: string;
  date: string | null;
  location: string;
  participants: number;
  /** Registration on the site, where it stands when the page is rendered (null: none); the card words it. */
  registration?: { phase: RegistrationPhase; placesLeft: number | null } | null;
};

/** What the home teaser shows when a job leaves a field empty. */
export const jobTeaserDefaults = {
  salary: "$120k - $180k",
  experience: "2+ years",
  location: "Remote / Hybrid",
};

/** Shown when no event loads or the call fails. */
export const sampleEvent: EventTeaser = {
  id: null,
  title: "Builders Hub Monthly Meetup",
  summary:
    "Lightning talks from Web3 and AI builders, a live project showcase and time to find teammates for the next hackathon.",
  type: "Meetup",
  date: null,
  location: "Bengaluru & Online",
  participants: 247,
};
