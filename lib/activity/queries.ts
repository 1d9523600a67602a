// One tracker: everything a member has going (applications, bids, consultations, waitlist places and their own
// listings), newest first, each with its status and where to follow it. Its titles in the page's language (the
// catalog's activityText: "{job} at {company}"); the verbs are the English fallback of the dashboard's words.
import { createTranslator } from "next-intl";
import { db } from "@/lib/db";
import { catalog } from "@/lib/i18n/catalog";
import { aOrAn } from "@/lib/format/plural";

export type ActivityKind = "application" | "bid" | "consultation" | "waitlist" | "listing";

export type ActivityItem = {
  key: string;
  kind: ActivityKind;
  /** What it is about ("Applied to", "Bid on", "Listed a gig"). */
  verb: string;
  title: string;
  status: string;
  date: string;
  href: string;
};

/** How many of each kind are read; the tracker shows the newest `limit` of all of them. */
const EACH = 50;

/** The member's activity, the newest `limit`, its titles in `locale`. */
export async function listActivity(
  user: { id: string; email: string },
  limit = 50,
  locale = "en",
): Promise<ActivityItem[]> {
  const text = createTranslator({
    locale,
    messages: (await catalog(locale)) as never,
    namespace: "activityText" as never,
    timeZone: "Asia/Kolkata",
  }) as unknown as (key: string, values: Record<string, string>) => string;
  const newest = { orderBy: { createdAt: "desc" as const }, take: EACH };
  const [applications, bids, consultations, waitlist, jobs, events, gigs, startups] = await Promise.all([
    db.jobApplication.findMany({
      where: { userId: user.id },
      ...newest,
      select: { id: true, status: true, createdAt: true, job: { select: { title: true, company: true } } },
    }),
    db.bid.findMany({
      where: { userId: user.id },
      ...newest,
      select: { id: true, status: true, createdAt: true, gigId: true, gig: { select: { title: true } } },
    }),
    db.consultation.findMany({
      where: { userId: user.id },
      ...newest,
      select: { id: true, status: true, createdAt: true, topic: true },
    }),
    db.waitlistEntry.findMany({
      where: { email: user.email },
      ...newest,
      select: { id: true, createdAt: true, course: { select: { title: true } } },
    }),
    db.job.findMany({
      where: { postedById: user.id },
      ...newest,
      select: { id: true, title: true, status: true, createdAt: true },
    }),
    db.event.findMany({
      where: { postedById: user.id },
      ...newest,
      select: { id: true, title: true, status: true, createdAt: true },
    }),
    db.gig.findMany({
      where: { postedById: user.id },
      ...newest,
      select: { id: true, title: true, status: true, createdAt: true },
    }),
    db.startup.findMany({
      where: { postedById: user.id },
      ...newest,
      select: { id: true, name: true, status: true, createdAt: true },
    }),
  ]);
  const listing =
    (kind: string, href: (id: string) => string) =>
    (l: { id: string; title: string; status: string; createdAt: Date }) =>
      ({
        key: `${kind}:${l.id}`,
        kind: "listing",
        verb: `Listed ${aOrAn(kind)}`,
        title: l.title,
        status: l.status,
        date: l.createdAt.toISOString(),
        href: l.status === "approved" ? href(l.id) : "/dashboard/listings",
      }) satisfies ActivityItem;
  const items: ActivityItem[] = [
    ...applications.map((a) => ({
      key: `application:${a.id}`,
      kind: "application" as const,
      verb: "Applied to",
      title: text("application", { job: a.job.title, company: a.job.company }),
      status: a.status,
      date: a.createdAt.toISOString(),
      href: "/dashboard/applications",
    })),
    ...bids.map((b) => ({
      key: `bid:${b.id}`,
      kind: "bid" as const,
      verb: "Bid on",
      title: b.gig.title,
      status: b.status,
      date: b.createdAt.toISOString(),
      href: "/dashboard/bids",
    })),
    ...consultations.map((c) => ({
      key: `consultation:${c.id}`,
      kind: "consultation" as const,
      verb: "Booked a consultation",
      title: c.topic,
      status: c.status,
      date: c.createdAt.toISOString(),
      href: "/dashboard/consultations",
    })),
    ...waitlist.map((w) => ({
      key: `waitlist:${w.id}`,
      kind: "waitlist" as const,
      verb: "Joined the waitlist for",
      title: w.course.title,
      status: "waitlisted",
      date: w.createdAt.toISOString(),
      href: "/courses",
    })),
    ...jobs.map(listing("job", (id) => `/job/${id}`)),
    ...events.map(listing("event", (id) => `/event/${id}`)),
    ...gigs.map(listing("gig", (id) => `/gig/${id}`)),
    ...startups.map((s) => listing("startup", () => "/startups")({ ...s, title: s.name })),
  ];
  return items.sort((a, b) => b.date.localeCompare(a.date) || a.key.localeCompare(b.key)).slice(0, limit);
}
