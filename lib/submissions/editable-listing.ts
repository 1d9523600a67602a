// Loads one of the caller's pending listings into the form's values, for /submit-listing?edit=true&id=… (above
// lib/jobs and lib/events, which both sit above lib/listings).
import { getEvent } from "@/lib/events/queries";
import { toIstInput } from "@/lib/format/date";
import { getJob } from "@/lib/jobs/queries";
import type { Viewer } from "@/lib/listings/fields";

export type EditableListing = {
  kind: "job" | "event";
  id: string;
  values: Record<string, string>;
  image: string | null;
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

export async function loadEditableListing(
  id: string,
  viewer: NonNullable<Viewer>,
  type: string | null,
): Promise<EditableListing | null> {
  if (type !== "event") {
    const job = await getJob(id, viewer);
    if (job && job.postedBy?.id === viewer.id && job.status === "pending") {
      return {
        kind: "job",
        id,
        image: null,
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
        },
      };
    }
  }
  if (type !== "job") {
    const event = await getEvent(id, viewer);
    if (event && event.postedBy?.id === viewer.id && event.status === "pending") {
      return {
        kind: "event",
        id,
        image: event.image,
        values: {
          title: event.title,
          shortDescription: event.shortDescription,
          contactEmail: event.contactEmail,
          contactPhone: event.contactPhone,
          websiteLink: event.websiteLink ?? "",
          type: event.type,
          date: toIstInput(event.date),
          location: event.location,
          participants: event.participants?.toString() ?? "",
          link: event.link ?? "",
          description: event.description,
        },
      };
    }
  }
  return null;
}
