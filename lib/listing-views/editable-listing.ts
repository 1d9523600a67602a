// Loads one of the caller's listings (any status, not closed) into the form's values, for
// /submit-listing?edit=true&id=… (above
// lib/jobs, lib/events, lib/gigs and lib/startups, which all sit above lib/listings).
import type { Actor } from "@/lib/auth/policy";
import { getEvent } from "@/lib/events/queries";
import { registrationValues } from "@/lib/events/registration-values";
import { toIstInput } from "@/lib/format/date";
import { getGig } from "@/lib/gigs/queries";
import { getJob } from "@/lib/jobs/queries";
import { getStartup } from "@/lib/startups/queries";

export type EditableListing = {
  kind: "job" | "event" | "gig" | "startup";
  id: string;
  values: Record<string, string | boolean | Record<string, string | boolean>[]>;
  image: string | null;
  /** Saving a rejected listing resubmits it; saving a live one sends it back to review (the form says so). */
  status: "pending" | "approved" | "rejected";
  /** The reason of the last rejection, shown above the form. */
  rejectionReason: string | null;
};

type Owned = {
  postedBy: { id: string } | null;
  status: EditableListing["status"];
  closedAt?: string | null;
  adminApproval: { rejectionReason: string | null };
};

/** The viewer's own listing, not closed early: what it is, as the form shows it. */
const mine = (l: Owned | null, viewer: Actor): l is Owned =>
  !!l && l.postedBy?.id === viewer.id && !l.closedAt;

const state = (l: Owned) => ({ status: l.status, rejectionReason: l.adminApproval.rejectionReason });

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

export async function loadEditableListing(
  id: string,
  viewer: Actor,
  type: string | null,
): Promise<EditableListing | null> {
  if (type === "gig") return editableGig(id, viewer);
  if (type === "startup") return editableStartup(id, viewer);
  if (type !== "event") {
    const job = await getJob(id, viewer);
    if (mine(job, viewer)) {
      return {
        kind: "job",
        id,
        image: job.image,
        ...state(job),
        values: {
          title: job.title,
          shortDescription: job.shortDescription,
          contactEmail: job.contactEmail,
          contactPhone: job.contactPhone,
          websiteLink: job.websiteLink ?? "",
          company: job.company,
          location: job.location,
          type: job.type,
          jobType: job.jobType,
          experience: job.experience,
          salary: job.salary ?? "",
          applicationDeadline: day(job.applicationDeadline),
          googleFormLink: job.GoogleFormLink ?? "",
          description: job.description,
          requirements: job.requirements.join("\n"),
          benefits: job.benefits.join("\n"),
          skills: job.skills.join(", "),
          startupId: job.startupId ?? "",
        },
      };
    }
  }
  if (type !== "job") {
    const event = await getEvent(id, viewer);
    if (mine(event, viewer)) {
      return {
        kind: "event",
        id,
        image: event.image,
        ...state(event),
        values: {
          title: event.title,
          shortDescription: event.shortDescription,
          contactEmail: event.contactEmail,
          contactPhone: event.contactPhone,
          websiteLink: event.websiteLink ?? "",
          type: event.type,
          date: toIstInput(event.date),
          endDate: toIstInput(event.endDate),
          location: event.location,
          participants: event.participants?.toString() ?? "",
          link: event.link ?? "",
          description: event.description,
          ...registrationValues(event.registration),
        },
      };
    }
  }
  return null;
}

async function editableGig(id: string, viewer: Actor): Promise<EditableListing | null> {
  const gig = await getGig(id, viewer);
  if (!mine(gig, viewer)) return null;
  return {
    kind: "gig",
    id,
    image: gig.image,
    ...state(gig),
    values: {
      title: gig.title,
      company: gig.company,
      category: gig.category,
      budget: gig.budgetAmount?.toString() ?? "",
      duration: gig.duration,
      location: gig.location,
      deadline: gig.deadline ? toIstInput(gig.deadline).slice(0, 10) : "",
      tags: gig.tags.join(", "),
      description: gig.description,
      contactEmail: gig.contactEmail,
      startupId: gig.startupId ?? "",
    },
  };
}

async function editableStartup(id: string, viewer: Actor): Promise<EditableListing | null> {
  const startup = await getStartup(id, viewer);
  if (!mine(startup, viewer)) return null;
  return {
    kind: "startup",
    id,
    image: startup.image,
    ...state(startup),
    values: {
      name: startup.name,
      industry: startup.industry,
      shortDescription: startup.shortDescription,
      description: startup.description,
      stage: startup.stage,
      teamSize: startup.teamSize,
      location: startup.location,
      founded: startup.founded.toString(),
      website: startup.website,
      contactEmail: startup.contactEmail,
    },
  };
}
