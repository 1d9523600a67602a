import { CalendarClock, CheckCircle2, Clock, Mail, MapPin, Wallet } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { BidButton } from "@/components/gigs/bid-button";
import { CoverImage } from "@/components/listings/cover-image";
import {
  DetailArticle,
  DetailCover,
  DetailHeader,
  DetailSection,
  DetailTags,
} from "@/components/listings/detail-layout";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { ClosedNotice } from "@/components/listings/closed-notice";
import { ListedFor } from "@/components/startups/listed-for";
import { postedLabelIn } from "@/components/jobs/posted";
import { formatDay } from "@/lib/format/date";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import { facetLabel, type FilterWords } from "@/lib/listing-views/filter-specs";
import type { GigDto } from "@/lib/gigs/dto";
import { AWARDED, closedLabel } from "@/lib/listings/closed-reason";
import { isReachableEmail } from "@/lib/site/reachable";

function facts(gig: GigDto, t: (key: string) => string, locale: string): Fact[] {
  return [
    { icon: Wallet, label: t("budget"), value: gig.budget },
    { icon: Clock, label: t("duration"), value: gig.duration },
    { icon: MapPin, label: t("location"), value: gig.location },
    ...(gig.deadline
      ? [{ icon: CalendarClock, label: t("bidsClose"), value: formatDay(gig.deadline, "", locale) }]
      : []),
  ];
}

/** What the viewer has to do with this gig: bid, or follow the bid they placed, or manage their own gig. */
export type GigViewerState =
  | { kind: "guest" | "member" }
  | { kind: "bidder"; status: "pending" | "accepted"; amount: string }
  | { kind: "poster" };

/**
 * A gig's page; `back` is the gigs list view the visitor came from (lib/listing-views/list-url.ts listBackHref), in
 * English (the link is made in the page's language).
 */
export function GigDetail({
  gig,
  viewer,
  closed,
  back = "/gigs",
}: {
  gig: GigDto;
  viewer: GigViewerState;
  closed: boolean;
  back?: string;
}) {
  const t = useTranslations("gigs.detail");
  const posted = useTranslations("listFilters.posted");
  const specs = useTranslations("listFiltersSpecs");
  const words: FilterWords = { text: (k) => specs(k), has: (k) => specs.has(k) };
  const locale = useLocale();
  return (
    <DetailArticle
      back={{ href: localizedPath(locale, back), label: t("back") }}
      status={gig.status}
      rejectionReason={gig.adminApproval.rejectionReason}
    >
      {gig.image && (
        <DetailCover aspect="aspect-[21/9]">
          <CoverImage
            src={gig.image}
            alt={t("cover", { title: gig.title })}
            icon="briefcase-business"
            preload
            sizes="(min-width: 1024px) 896px, 100vw"
          />
        </DetailCover>
      )}
      <DetailHeader
        title={gig.title}
        subtitle={gig.company}
        badges={
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge tone="info">{facetLabel(words, gig.category)}</Badge>
            {gig.closedAt && <Badge tone="danger">{t(`closedBadge.${closedLabel(gig.closedReason)}`)}</Badge>}
            <span>{postedLabelIn(posted, locale, gig.postedAt)}</span>
          </div>
        }
      >
        <div className="flex flex-wrap items-center gap-3">
          {gig.status !== "approved" ? null : viewer.kind === "poster" ? (
            <ButtonLink href={localizedPath(locale, `/dashboard/gigs/${gig.id}/bids`)} size="lg">
              {t("reviewBids")}
            </ButtonLink>
          ) : viewer.kind === "bidder" ? (
            <p className="inline-flex min-h-11 items-center gap-2 rounded-full border border-success/40 bg-success/10 px-4 text-sm text-success">
              <CheckCircle2 aria-hidden className="size-4" />
              {viewer.status === "accepted" ? t("accepted") : t("youBid", { amount: viewer.amount })}
            </p>
          ) : gig.closedReason === AWARDED ? (
            <ClosedNotice>{t("awarded")}</ClosedNotice>
          ) : closed ? (
            <ClosedNotice>{t("closed")}</ClosedNotice>
          ) : (
            <ClientMessages namespaces={["gigsBid"]}>
              <BidButton
                gig={{ id: gig.id, title: gig.title, budget: gig.budget }}
                returnUrl={localizedPath(locale, `/gig/${gig.id}`)}
                size="lg"
              />
            </ClientMessages>
          )}
          {isReachableEmail(gig.contactEmail) && (
            <a
              href={`mailto:${gig.contactEmail}`}
              className="inline-flex min-h-11 items-center gap-2 px-2 text-sm text-muted hover:text-text"
            >
              <Mail aria-hidden className="size-4" /> {gig.contactEmail}
            </a>
          )}
          <ListedFor startup={gig.startup} />
        </div>
      </DetailHeader>
      <FactList facts={facts(gig, t, locale)} className="sm:grid-cols-2" />
      <DetailTags title={t("skills")} tags={gig.tags} />
      {gig.description && (
        <DetailSection title={t("about")}>
          <p className="max-w-prose whitespace-pre-line text-muted">{gig.description}</p>
        </DetailSection>
      )}
    </DetailArticle>
  );
}
