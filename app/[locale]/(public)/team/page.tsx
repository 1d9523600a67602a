import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { TeamCard } from "@/components/about/team-card";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { ErrorState } from "@/components/ui/states";
import { teamInLocale } from "@/lib/team/content.hi";
import { listTeamMembers } from "@/lib/team/queries";
import { Link } from "@/lib/i18n/navigation";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "team" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/team", locale });
}

export const revalidate = 60;

export default async function TeamPage({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  const [team, t] = await Promise.all([
    readForCachedPage("team", () => listTeamMembers()),
    getTranslations("team"),
  ]);

  return (
    <>
      <Link
        href="/about"
        className="mb-2 inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm text-muted hover:text-text"
      >
        <Icon name="arrow-left" className="size-4" /> {t("back")}
      </Link>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t.rich("title", { grad: (chunks) => <span className="text-gradient">{chunks}</span> })}
        description={t("description")}
      />
      {team ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {teamInLocale(team, locale).map((member) => (
            <li key={member.id}>
              <TeamCard member={member} heading="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <ErrorState title={t("failed")} action={<ReloadLink label={t("retry")} />} />
      )}
    </>
  );
}
