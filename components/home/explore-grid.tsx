import Link from "next/link";
import { Icon } from "@/components/ui/icon";

const areas = [
  {
    href: "/events",
    icon: "calendar-days",
    title: "Events & Hackathons",
    text: "Build sprints, meetups and webinars across India and online.",
  },
  {
    href: "/jobs",
    icon: "briefcase",
    title: "Jobs & Internships",
    text: "Roles at Web3 and AI teams that hire for skill, not pedigree.",
  },
  {
    href: "/gigs",
    icon: "handshake",
    title: "Freelance Gigs",
    text: "Paid, scoped projects from startups, DAOs and D2C brands.",
  },
  {
    href: "/startups",
    icon: "rocket",
    title: "Startups",
    text: "Meet the founders building from Bengaluru to Bhubaneswar.",
  },
  {
    href: "/courses",
    icon: "graduation-cap",
    title: "Courses",
    text: "Cohort courses in web, blockchain, AI and DevOps: 2-8 weeks.",
  },
  {
    href: "/documentation",
    icon: "book-open",
    title: "Documentation",
    text: "Setup guides, our tech stack and answers to common questions.",
  },
] as const;

/** The section the hero's Let's Go button scrolls to. */
export function ExploreGrid({ id }: { id: string }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-28 py-16 focus:outline-none"
    >
      <div className="mb-10 flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Explore</p>
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight md:text-4xl">
          Everything a builder needs, in one hub
        </h2>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map(({ href, icon, title, text }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex h-full flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 transition-colors hover:border-primary/60 hover:bg-surface-raised/60"
            >
              <span className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-[#c4b5fd]">
                  <Icon name={icon} className="size-5" />
                </span>
                <Icon
                  name="arrow-up-right"
                  className="size-5 text-muted transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-text"
                />
              </span>
              <span className="text-lg font-semibold">{title}</span>
              <span className="text-sm text-muted">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
