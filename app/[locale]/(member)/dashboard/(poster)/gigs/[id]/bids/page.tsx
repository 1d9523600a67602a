import { Gavel, Mail, UserRound } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { BidDecisionButtons } from "@/components/bids/bid-decision-buttons";
import { BidCard } from "@/components/dashboard/record-bid";
import { ProfileLink } from "@/components/profiles/profile-link";
import { orNotFound, RecordResponses } from "@/components/dashboard/record-responses";
import { RelayMessage } from "@/components/dashboard/relay-message";
import { ViewLinks } from "@/components/dashboard/view-links";
import { listGigBids } from "@/lib/bids/queries";
import { bidsQuery } from "@/lib/bids/schema";
import { formatDay } from "@/lib/format/date";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import { publicProfilePathsOf } from "@/lib/profiles/links-of";
import { one, withQuery, type QueryParams } from "@/lib/site/query";
import { pageLocale } from "@/lib/i18n/page-locale";

type Params = Promise<{ id: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "dashboard.gigBids" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The bids on one of the member's gigs (admins: any gig, seeded ones included), side by side and sortable by
 * amount, duration and date (in the URL), each with the bidder's message and profile summary, and Accept / Reject.
 */
export default async function GigBidsPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<QueryParams>;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations("dashboard.gigBids");
  const { id } = await params;
  const user = await requireMember(`/dashboard/gigs/${id}/bids`);
  const path = localizedPath(locale, `/dashboard/gigs/${id}/bids`);
  const query = bidsQuery.parse({ sort: one((await searchParams).sort) });
  const { gig, bids } = await orNotFound(listGigBids(id, user, query));
  const awarded = bids.some((b) => b.status === "accepted");
  const profiles = await publicProfilePathsOf(bids.map((b) => b.bidderUsername));
  const sortLinks = [
    { value: "date", label: t("newest"), href: path },
    { value: "amount", label: t("lowest"), href: withQuery(path, { sort: "amount" }) },
    { value: "duration", label: t("shortest"), href: withQuery(path, { sort: "duration" }) },
  ];
  return (
    <ClientMessages namespaces={["dashboardActions", "bids"]}>
      <RecordResponses
        kind={t("kind")}
        listing={gig}
        counted={t("count", { count: bids.length })}
        note={awarded ? t("awarded") : undefined}
        items={bids}
        toolbar={bids.length > 1 && <ViewLinks label={t("sort")} links={sortLinks} current={query.sort} />}
        listClassName="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3"
        empty={{
          icon: <Gavel className="size-10" />,
          title: t("emptyTitle"),
          description: t("emptyText"),
        }}
      >
        {(b) => (
          <BidCard
            key={b.id}
            bid={b}
            heading={
              <>
                <h2 className="text-lg font-semibold">{b.bidderName}</h2>
                <p className="text-sm text-muted">@{b.bidderUsername}</p>
                {profiles[b.bidderUsername] && (
                  <ProfileLink href={profiles[b.bidderUsername]!} name={b.bidderName} />
                )}
              </>
            }
            amountLabel={t("bid")}
            more={[
              {
                icon: Mail,
                label: t("email"),
                value: (
                  <a href={`mailto:${b.bidderEmail}`} className="underline">
                    {b.bidderEmail}
                  </a>
                ),
              },
              { icon: UserRound, label: t("memberSince"), value: formatDay(b.bidderSince, "", locale) },
            ]}
            about={b.bidderBio}
            factsClassName="p-4"
          >
            {b.status === "pending" && !awarded && (
              <BidDecisionButtons
                id={b.id}
                bidder={b.bidderName}
                others={bids.filter((o) => o.status === "pending" && o.id !== b.id).length}
              />
            )}
            {(b.status === "accepted" || b.status === "rejected") && (
              <RelayMessage url={`/api/bids/${b.id}/message`} name={b.bidderName} />
            )}
          </BidCard>
        )}
      </RecordResponses>
    </ClientMessages>
  );
}
