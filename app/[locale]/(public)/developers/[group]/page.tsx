import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ApiGroup } from "@/components/developers/api-reference";
import { PageHeader } from "@/components/ui/page-header";
import { pageLocale } from "@/lib/i18n/page-locale";
import { tags } from "@/lib/openapi/contract";
import { findGroup, groupPath, groupSlugs } from "@/lib/openapi/groups";
import { pageMetadata } from "@/lib/site/metadata";
import { apiDocument } from "../api-document";

// One group of the API reference (/developers/gigs): its calls' cards, built ahead for every group in every language.
// Any other name answers the language's 404 page.

type Props = { params: Promise<{ group: string; locale?: string }> };

export function generateStaticParams(): { group: string }[] {
  return groupSlugs.map((group) => ({ group }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { group, locale = "en" } = await params;
  const tag = findGroup(tags, group);
  if (!tag) notFound();
  const t = await getTranslations({ locale, namespace: "developers" });
  return pageMetadata({
    title: t("groupMetaTitle", { group: tag.name }),
    description: tag.description,
    path: groupPath(tag.name),
    locale,
  });
}

export default async function DevelopersGroupPage({ params }: Props) {
  await pageLocale(params);
  const { group } = await params;
  const doc = apiDocument();
  const tag = findGroup(doc.tags, group);
  if (!tag) notFound();
  const t = await getTranslations("developers");
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={tag.name} description={tag.description} />
      <ApiGroup doc={doc} group={tag} />
    </>
  );
}
