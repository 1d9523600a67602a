import Link from "next/link";
import { BidButton } from "@/components/gigs/bid-button";
import { CoverImage } from "@/components/listings/cover-image";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { formatDay } from "@/lib/format/date";
import type { GigDto } from "@/lib/gigs/dto";

export function GigCard({ gig, preload = false }: { gig: GigDto; preload?: boolean }) {
  return (
    <article className="card-box flex h-full flex-col overflow-hidden hover:border-border-strong">
      <div className="relative aspect-[16/9] bg-surface-raised">
        <CoverImage
          src={gig.image}
          alt=""
          icon="briefcase-business"
          preload={preload}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
        />
        <Badge tone="info" className="absolute left-3 top-3 backdrop-blur-md">
          {gig.category}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div>
          <h2 className="text-lg font-semibold leading-snug">
            <Link href={`/gig/${gig.id}`} className="hover:text-[#c4b5fd]">
              {gig.title}
            </Link>
          </h2>
          <p className="text-sm text-muted">{gig.company}</p>
        </div>
        <p className="text-xl font-semibold text-success">
          <span className="sr-only">Budget: </span>
          {gig.budget}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted">
          <li className="fact">
            <Icon name="clock" className="size-4 text-accent" /> {gig.duration}
          </li>
          <li className="fact">
            <Icon name="map-pin" className="size-4 text-accent" /> {gig.location}
          </li>
          <li className="fact">
            <Icon name="calendar-days" className="size-4 text-accent" />
            <time dateTime={gig.postedAt}>Posted {formatDay(gig.postedAt)}</time>
          </li>
        </ul>
        <ul className="flex flex-1 flex-wrap content-start gap-2" aria-label="Skills">
          {gig.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
        <div className="pt-2">
          <BidButton
            gig={{ id: gig.id, title: gig.title, budget: gig.budget }}
            returnUrl={`/gig/${gig.id}`}
          />
        </div>
      </div>
    </article>
  );
}
