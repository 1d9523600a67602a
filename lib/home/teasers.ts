// Reads for the home page teasers: up to ten approved jobs and events, newest first (public §7, §9).
// The page renders every candidate; the visitor's browser picks one, so the HTML is the same for everyone.
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import { jobTeaserDefaults, sampleEvent, type EventTeaser, type JobTeaser } from "@/lib/home/teaser-shapes";

export type { EventTeaser, JobTeaser };

const orEmpty = (value: string | null | undefined, fallback: string) =>
  value?.trim() ? value.trim() : fallback;

async function readJobTeasers(): Promise<JobTeaser[]> {
  const jobs = await db.job.findMany({
    where: { status: "approved" },
    orderBy: { createdAt: "desc" },
    take: 10,
    select: {
      id: true,
      title: true,
      company: true,
      type: true,
      jobType: true,
      location: true,
      salary: true,
      experience: true,
      skills: true,
      shortDescription: true,
      description: true,
    },
  });
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

async function readEventTeasers(): Promise<EventTeaser[]> {
  const events = await db.event.findMany({
    where: { status: "approved" },
    orderBy: { createdAt: "desc" },
    take: 10,
    select: {
      id: true,
      title: true,
      shortDescription: true,
      description: true,
      type: true,
      date: true,
      location: true,
      participants: true,
    },
  });
  return events.map((event) => ({
    id: event.id,
    title: event.title,
    summary: orEmpty(event.shortDescription, event.description.slice(0, 180)),
    type: event.type,
    date: event.date?.toISOString() ?? null,
    location: orEmpty(event.location, "Online"),
    participants: event.participants ?? 0,
  }));
}

const cached = <T>(key: string, read: () => Promise<T>) => unstable_cache(read, [key], { revalidate: 60 });

/** Approved jobs for the teaser, or null when loading failed (then nothing is featured). */
export async function listJobTeasers(): Promise<JobTeaser[] | null> {
  try {
    return await cached("home:job-teasers", readJobTeasers)();
  } catch (error) {
    console.error("[home] failed to load job teasers", error);
    return null;
  }
}

/** Approved events for the teaser; the sample event when there is none or loading failed. */
export async function listEventTeasers(): Promise<EventTeaser[]> {
  try {
    const events = await cached("home:event-teasers", readEventTeasers)();
    return events.length ? events : [sampleEvent];
  } catch (error) {
    console.error("[home] failed to load event teasers", error);
    return [sampleEvent];
  }
}
