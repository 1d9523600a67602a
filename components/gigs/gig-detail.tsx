import { CalendarClock, CheckCircle2, Clock, Mail, MapPin, Wallet } from "lucide-react";
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
import { formatDay, postedLabel } from "@/lib/format/date";
import type { GigDto } from "@/lib/gigs/dto";
import { AWARDED, closedLabel } from "@/lib/listings/closed-reason";
import { isReachableEmail } from "@/lib/site/reachable";

function facts(gig: GigDto): Fact[] {
  return [
    { icon: Wallet, label: "Budget", value: gig.budget },
    { icon: Clock, label: "Duration", value: gig.duration },
    { icon: MapPin, label: "Location", value: gig.location },
    ...(gig.deadline ? [{ icon: CalendarClock, label: "Bids close", value: formatDay(gig.deadline) }] : []),
  ];
}

/** What the viewer has to do with this gig: bid, or follow the bid they placed, or manage their own gig. */
export type GigViewerState =
  | { kind: "guest" | "member" }
  | { kind: "bidder"; status: "pending" | "accepted"; amount: string }
  | { kind: "poster" };

/** A gig's page; `back` is the gigs list view the visitor came from (lib/listing-views/list-url.ts listBackHref). */
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
  return (
    <DetailArticle
      back={{ href: back, label: "Back to Gigs" }}
      status={gig.status}
      rejectionReason={gig.adminApproval.rejectionReason}
    >
      {gig.image && (
        <DetailCover aspect="aspect-[21/9]">
          <CoverImage
            src={gig.image}
            alt={`${gig.title} cover`}
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
            <Badge tone="info">{gig.category}</Badge>
            {gig.closedAt && <Badge tone="danger">{closedLabel(gig.closedReason)}</Badge>}
            <span>{postedLabel(gig.postedAt)}</span>
          </div>
        }
      >
        <div className="flex flex-wrap items-center gap-3">
          {gig.status !== "approved" ? null : viewer.kind === "poster" ? (
            <ButtonLink href={`/dashboard/gigs/${gig.id}/bids`} size="lg">
              Review bids
            </ButtonLink>
          ) : viewer.kind === "bidder" ? (
            <p className="inline-flex min-h-11 items-center gap-2 rounded-full border border-success/40 bg-success/10 px-4 text-sm text-success">
              <CheckCircle2 aria-hidden className="size-4" />
              {viewer.status === "accepted" ? "Your bid was accepted" : `You bid ${viewer.amount}`}
            </p>
          ) : gig.closedReason === AWARDED ? (
            <ClosedNotice>Awarded: this gig takes no more bids</ClosedNotice>
          ) : closed ? (
            <ClosedNotice>Bidding is closed</ClosedNotice>
          ) : (
            <BidButton
              gig={{ id: gig.id, title: gig.title, budget: gig.budget }}
              returnUrl={`/gig/${gig.id}`}
              size="lg"
            />
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
      <FactList facts={facts(gig)} className="sm:grid-cols-2" />
      <DetailTags title="Skills" tags={gig.tags} />
      {gig.description && (
        <DetailSection title="About the gig">
          <p className="max-w-prose whitespace-pre-line text-muted">{gig.description}</p>
        </DetailSection>
      )}
    </DetailArticle>
  );
}
