import { useLocale, useTranslations } from "#i18n";
import { ApiOverviewCards } from "@/components/developers/api-overview";
import { operationCard, operationsOf } from "@/components/developers/operation-card";
import { localizedPath } from "@/lib/i18n/locales";
import type { OpenApiDocument } from "@/lib/openapi/document";
import { groupPath } from "@/lib/openapi/groups";
import { escapeXml as text } from "@/lib/seo/xml";

// The reference is drawn as strings of markup, not as React elements: it has no interactive part, and its ~350
// fields as elements cost the browser their hydration (most of /developers's blocking time) and the RSC payload a
// tree of them; as a string the payload carries it once and React hydrates one element (bench/README.md). Every
// value is escaped (`text`); the classes are the components' own (`badgeClassName`, `cardClassName`) or short ones
// of app/globals.css. It was one page of 473 kB, which a phone painted late; it is now an overview (/developers:
// every group and its calls as links, ./api-overview.tsx) and a page per group (/developers/{slug}: its calls'
// cards, ./operation-card.ts). The links are plain anchors: a next/link would prefetch every group's page.

type Group = OpenApiDocument["tags"][number];

/** Every group as a card: its name linking its page, what it is for, and each of its calls linking its card. */
export function ApiOverview({ doc }: { doc: OpenApiDocument }) {
  const groups = doc.tags.map((tag) => ({
    name: tag.name,
    description: tag.description,
    calls: operationsOf(doc, tag.name).map(({ method, path }) => `${method.toUpperCase()} ${path}`),
  }));
  return <ApiOverviewCards base={localizedPath(useLocale(), "/developers")} groups={groups} />;
}

/** One group's page below its header: the way back to every group, the groups' links, and its calls' cards. */
export function ApiGroup({ doc, group }: { doc: OpenApiDocument; group: Group }) {
  const t = useTranslations("developers.reference");
  const locale = useLocale();
  const nav =
    `<a href="${text(localizedPath(locale, "/developers"))}" class="text-sm font-medium text-accent hover:underline">` +
    `<span aria-hidden="true">← </span>${text(t("allGroups"))}</a>` +
    `<nav aria-label="${text(t("groups"))}" class="mt-4 flex flex-wrap gap-2">` +
    doc.tags
      .map((tag) => {
        const current = tag.name === group.name;
        return (
          `<a href="${text(localizedPath(locale, groupPath(tag.name)))}" class="api-group-link"` +
          `${current ? ' aria-current="page"' : ""}>${text(tag.name)}</a>`
        );
      })
      .join("") +
    `</nav>`;
  const cards = operationsOf(doc, group.name).map((operation) => operationCard(t, operation));
  return (
    <div
      className="flex flex-col gap-4"
      dangerouslySetInnerHTML={{ __html: `<div class="mb-8">${nav}</div>${cards.join("")}` }}
    />
  );
}
