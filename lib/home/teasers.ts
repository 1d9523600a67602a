// Reads for the home page teasers: the first page of ten approved jobs and events, one of each picked at random
// when the page is rendered (each regeneration of the cached page picks again).
import { listEvents } from "@/lib/events/queries";
import { listJobs } from "@/lib/jobs/queries";
import { readForCachedPage } from "@/lib/site/page-read";
import { jobTeaserDefaults, sampleEvent, type EventTeaser, type JobTeaser } from "@/lib/home/teaser-shapes";
import { registrationPhase } from "@/lib/events/registration-state";

export type { EventTeaser, JobTeaser };

const orEmpty = (value: string | null | undefined, fallback: string) =>
  value?.trim() ? value.trim() : fallback;

const firstPage = { page: 1, limit: 10, search: undefined, type: undefined, location: undefined };

async function readJobTeasers(): Promise<JobTeaser[]> {
  const { jobs } = await listJobs(firstPage);
  return jobs.map((job) => ({
    id: job.id,
    title: job.title,
    company: job.company,
    kind: job.type,
    jobType: job.jobType,
    location: orEmpty(job.location, jobTeaserDefaults.location),
    salary: orEmpty(job.salary, jobTeaserDefaults.salary),
    experience: orEmpty(job.experience, jobTeaserDefaults.experience),
    skills: job.skills.slice(0, 4),
    summary: orEmpty(job.shortDescription, job.description.slice(0, 180)),
  }));
}

/** What an event's card says about registration on the site, worked out when the page is rendered. */
function registrationTeaser(event: Parameters<typeof registrationPhase>[0]): EventTeaser["registration"] {
  const phase = registrationPhase(event);
  return phase ? { phase, placesLeft: event.registration?.placesLeft ?? null } : null;
}

async function readEventTeasers(): Promise<EventTeaser[]> {
  const { events } = await listEvents(firstPage);
  return events.map((event) => ({
    id: event.id,
    title: event.title,
    summary: orEmpty(event.shortDescription, event.description.slice(0, 180)),
    type: event.type,
    date: event.date,
    location: orEmpty(event.location, "Online"),
    participants: event.participants ?? 0,
    registration: registrationTeaser(event),
  }));
}

/** Approved jobs for the teaser, or null when loading failed (then nothing is featured). */
export async function listJobTeasers(): Promise<JobTeaser[] | null> {
  return readForCachedPage("home: job teasers", readJobTeasers);
}

/** Approved events for the teaser; the sample event when there is none or loading failed. */
export async function listEventTeasers(): Promise<EventTeaser[]> {
  const events = await readForCachedPage("home: event teasers", readEventTeasers);
  return events?.length ? events : [sampleEvent];
}

/** One of `candidates` at random (`random` in [0, 1)), or null when there is none. */
export function pickAtRandom<T>(
  candidates: readonly T[] | null,
  random: () => number = Math.random,
): T | null {
  if (!candidates?.length) return null;
  return candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))] ?? null;
}
