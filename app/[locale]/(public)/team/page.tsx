import type { Metadata } from "next";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { TeamCard } from "@/components/about/team-card";
import { listPageMetadata } from "@/components/listings/page-metadata";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { ErrorState } from "@/components/ui/states";
import { listTeamMembers } from "@/lib/team/queries";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = listPageMetadata("team");

export const revalidate = 60;

export default async function TeamPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const team = await readForCachedPage("team", () => listTeamMembers());

  return (
    <>
      <Link
        href="/about"
        className="mb-2 inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm text-muted hover:text-text"
      >
        <Icon name="arrow-left" className="size-4" /> Back to About
      </Link>
      <PageHeader
        eyebrow="Team"
        title={
          <>
            Meet the <span className="text-gradient">team</span>
          </>
        }
        description="Builders, auditors, community organisers and teachers who have all been where you are. Say hello in the community group any time."
      />
      {team ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.id}>
              <TeamCard member={member} heading="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <ErrorState title="Failed to load the team" action={<ReloadLink label="Retry" />} />
      )}
    </>
  );
}
