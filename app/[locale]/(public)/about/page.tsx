import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { SocialLinks } from "@/components/about/social-links";
import { TeamCard } from "@/components/about/team-card";
import { Timeline } from "@/components/about/timeline";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { SectionHeading } from "@/components/ui/section-heading";
import { ErrorState } from "@/components/ui/states";
import { listTeamMembers } from "@/lib/team/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "About us: our vision, story and team",
  description:
    "Builders Hub started as a WhatsApp group for hackathon teammates in 2022. Our vision: one million developers building Web3 and AI from India by 2027.",
  path: "/about",
});

const pillars = [
  {
    title: "Learn by building",
    text: "Hackathons, cohorts and bounties where the output is something you shipped, not a certificate alone.",
  },
  {
    title: "Open doors",
    text: "Jobs, internships and gigs from teams that hire for skill, whatever your college or city.",
  },
  {
    title: "In your language",
    text: "Content in 20+ languages, so the next great builder from a Tier-3 town is not left out.",
  },
];

export const revalidate = 60;

/** A section of the page, labelled by its heading (`<id>-title`); all but the last keep a gap below. */
function AboutSection({
  id,
  eyebrow,
  title,
  action,
  last = false,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  action?: ReactNode;
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={last ? undefined : "mb-24"}>
      <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} action={action} />
      {children}
    </section>
  );
}

export default async function AboutPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const team = await readForCachedPage("about: team", () => listTeamMembers(9));

  return (
    <>
      <PageHeader
        eyebrow="About"
        title={
          <>
            One million builders from India <span className="text-gradient">by 2027</span>
          </>
        }
        description="Builders Hub is a community and opportunities platform for Web3, AI and future-tech builders, students and clients. We connect people who want to build with the events, jobs, mentors and teams that help them do it."
      />

      <AboutSection id="vision" eyebrow="Our vision" title="Why we exist">
        <ul className="grid gap-4 md:grid-cols-3">
          {pillars.map((p) => (
            <li key={p.title} className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-6">
              <h3 className="text-lg font-semibold">{p.title}</h3>
              <p className="mt-2 text-sm text-muted">{p.text}</p>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="journey" eyebrow="Our journey" title="From a chat group to a national community">
        <Timeline />
      </AboutSection>

      <AboutSection
        id="team"
        eyebrow="Our team"
        title="The people behind Builders Hub"
        action={
          <ButtonLink href="/team" variant="secondary">
            Meet the whole team <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        }
      >
        {team ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member) => (
              <li key={member.id}>
                <TeamCard member={member} showBio={false} />
              </li>
            ))}
          </ul>
        ) : (
          <ErrorState title="Failed to load the team" action={<ReloadLink label="Retry" />} />
        )}
      </AboutSection>

      <AboutSection id="social" eyebrow="Follow along" title="Find us online" last>
        <SocialLinks />
      </AboutSection>
    </>
  );
}
