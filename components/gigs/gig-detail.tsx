import {
  ArrowLeft,
  BriefcaseBusiness,
  CalendarClock,
  CheckCircle2,
  Clock,
  Mail,
  MapPin,
  Wallet,
} from "lucide-react";
import Link from "next/link";
import { BidButton } from "@/components/gigs/bid-button";
import { CoverImage } from "@/components/listings/cover-image";
import { ListingStatusNote } from "@/components/listings/listing-status-note";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { formatDay, postedAgo } from "@/lib/format/date";
import type { GigDto } from "@/lib/gigs/dto";

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

export function GigDetail({ gig, viewer, closed }: { gig: GigDto; viewer: GigViewerState; closed: boolean }) {
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8">
      <Link
        href="/gigs"
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Gigs
      </Link>
      <ListingStatusNote status={gig.status} reason={gig.adminApproval.rejectionReason} />
      {gig.image && (
        <div className="relative aspect-[21/9] overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface-raised">
          <CoverImage
            src={gig.image}
            alt={`${gig.title} cover`}
            icon={BriefcaseBusiness}
            preload
            sizes="(min-width: 1024px) 896px, 100vw"
          />
        </div>
      )}
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <Badge tone="info">{gig.category}</Badge>
          <span>Posted {postedAgo(gig.postedAt).toLowerCase()}</span>
        </div>
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-5xl">{gig.title}</h1>
        <p className="text-lg text-muted">{gig.company}</p>
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
          ) : closed ? (
            <p className="inline-flex min-h-11 items-center rounded-full border border-border-strong px-4 text-sm text-muted">
              Bidding is closed
            </p>
          ) : (
            <BidButton
              gig={{ id: gig.id, title: gig.title, budget: gig.budget }}
              returnUrl={`/gig/${gig.id}`}
              size="lg"
            />
          )}
          {gig.contactEmail && (
            <a
              href={`mailto:${gig.contactEmail}`}
              className="inline-flex min-h-11 items-center gap-2 px-2 text-sm text-muted hover:text-text"
            >
              <Mail aria-hidden className="size-4" /> {gig.contactEmail}
            </a>
          )}
        </div>
      </header>
      <FactList facts={facts(gig)} className="sm:grid-cols-2" />
      {gig.tags.length > 0 && (
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">Skills</h2>
          <ul className="flex flex-wrap gap-2">
            {gig.tags.map((t) => (
              <li key={t}>
                <Badge tone="primary">{t}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      {gig.description && (
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">About the gig</h2>
          <p className="max-w-prose whitespace-pre-line text-muted">{gig.description}</p>
        </section>
      )}
    </article>
  );
}
