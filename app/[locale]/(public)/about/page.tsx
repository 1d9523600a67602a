import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
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
import { teamInLocale } from "@/lib/team/content.hi";
import { listTeamMembers } from "@/lib/team/queries";
import { pageMetadata } from "@/lib/site/metadata";
import { readForCachedPage } from "@/lib/site/page-read";
import { localizedPath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "about" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/about", locale });
}

/** The three pillars of the vision (about.pillars: title, text). */
const pillars = ["learn", "doors", "language"] as const;

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
  const locale = await pageLocale(params);
  const [team, t] = await Promise.all([
    readForCachedPage("about: team", () => listTeamMembers(9)),
    getTranslations("about"),
  ]);

  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t.rich("title", { grad: (chunks) => <span className="text-gradient">{chunks}</span> })}
        description={t("description")}
      />

      <AboutSection id="vision" eyebrow={t("vision.eyebrow")} title={t("vision.title")}>
        <ul className="grid gap-4 md:grid-cols-3">
          {pillars.map((p) => (
            <li key={p} className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-6">
              <h3 className="text-lg font-semibold">{t(`pillars.${p}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`pillars.${p}.text`)}</p>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="journey" eyebrow={t("journey.eyebrow")} title={t("journey.title")}>
        <Timeline />
      </AboutSection>

      <AboutSection
        id="team"
        eyebrow={t("team.eyebrow")}
        title={t("team.title")}
        action={
          <ButtonLink href={localizedPath(locale, "/team")} variant="secondary">
            {t("team.meetAll")} <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        }
      >
        {team ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {teamInLocale(team, locale).map((member) => (
              <li key={member.id}>
                <TeamCard member={member} showBio={false} />
              </li>
            ))}
          </ul>
        ) : (
          <ErrorState title={t("team.failed")} action={<ReloadLink label={t("team.retry")} />} />
        )}
      </AboutSection>

      <AboutSection id="social" eyebrow={t("social.eyebrow")} title={t("social.title")} last>
        <SocialLinks />
      </AboutSection>
    </>
  );
}
