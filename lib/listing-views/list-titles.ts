// The readable title of a filtered list ("Remote Solidity internships in India"), from the filters read from
// its URL; null when no filter is chosen (the list's own title stands).
import type { EventsQuery } from "@/lib/events/queries";
import type { GigsQuery } from "@/lib/gigs/queries";
import type { JobsQuery } from "@/lib/jobs/queries";
import { formatDay } from "@/lib/format/date";
import {
  eventRangeLabels,
  gigSkillChoices,
  jobSkillChoices,
  skillLabel,
} from "@/lib/listing-views/filter-specs";
import { ONLINE, REMOTE } from "@/lib/listings/facets";
import type { StartupsQuery } from "@/lib/startups/queries";

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
const sentence = (words: (string | undefined | false)[]) => {
  const text = words.filter(Boolean).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const chosen = (filters: object) => Object.values(filters).some((v) => v !== undefined);

type Filters<Q> = Partial<Omit<Q, "page" | "limit" | "search">>;

/** "Remote Solidity internships in India", "Hybrid jobs and internships in Pune (1-3 years)". */
export function jobsTitle(f: Filters<JobsQuery>): string | null {
  if (!chosen(f)) return null;
  const noun = f.type === "Internship" ? "internships" : f.type ? "jobs" : "jobs and internships";
  const mode = f.mode ?? (f.city === REMOTE ? REMOTE : undefined);
  const skills = f.skills?.map((s) => skillLabel(s, jobSkillChoices)).join(" or ");
  const place = f.city && f.city !== REMOTE ? f.city : "India";
  const pay =
    f.salaryMin !== undefined
      ? `paying ${rupees(f.salaryMin)}+ a month`
      : f.salaryMax !== undefined && `paying up to ${rupees(f.salaryMax)} a month`;
  return sentence([mode, skills, noun, `in ${place}`, f.experience && `(${f.experience})`, pay]);
}

/** The days a custom range names, in India: "on 9 Dec 2026", "from 9 Dec 2026 to 12 Dec 2026", "until …". */
function daysOf(from: Date | undefined, to: Date | undefined): string | undefined {
  const [first, last] = [formatDay(from), formatDay(to)];
  if (first && first === last) return `on ${first}`;
  return [first && `from ${first}`, last && `${first ? "to" : "until"} ${last}`].filter(Boolean).join(" ");
}

/** "Hackathons in Bengaluru this month", "Past workshops online", "Events in India on 9 Dec 2026". */
export function eventsTitle(f: Filters<EventsQuery>): string | null {
  if (!chosen(f)) return null;
  const noun = f.type && f.type !== "Event" ? `${f.type.toLowerCase()}s` : "events";
  const place = f.city === ONLINE ? "online" : `in ${f.city ?? "India"}`;
  const when = f.range && eventRangeLabels[f.range].toLowerCase();
  return sentence([f.when === "past" && "past", noun, place, when, daysOf(f.from, f.to)]);
}

/** "Design gigs with a budget from ₹25,000". */
export function gigsTitle(f: Filters<GigsQuery>): string | null {
  if (!chosen(f)) return null;
  const skills = f.skills?.map((s) => skillLabel(s, gigSkillChoices)).join(" or ");
  const budget =
    f.budgetMin !== undefined
      ? `with a budget from ${rupees(f.budgetMin)}`
      : f.budgetMax !== undefined && `with a budget up to ${rupees(f.budgetMax)}`;
  const length = { short: "of up to 2 weeks", medium: "of 3–4 weeks", long: "of 5 weeks or more" };
  return sentence([f.category, skills, "freelance gigs", budget, f.duration && length[f.duration]]);
}

/** "Seed DeFi startups in Bengaluru, hiring". */
export function startupsTitle(f: Filters<StartupsQuery>): string | null {
  if (!chosen(f)) return null;
  const hiring = f.hiring === true ? ", hiring" : f.hiring === false ? ", not hiring" : "";
  return sentence([f.stage, f.industry, `startups in ${f.city ?? "India"}${hiring}`]);
}
