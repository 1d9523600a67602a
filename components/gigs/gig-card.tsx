import { useLocale, useTranslations } from "#i18n";
import { BidButton } from "@/components/gigs/bid-button";
import { CoverImage } from "@/components/listings/cover-image";
import { Badge } from "@/components/ui/badge";
import { Fact } from "@/components/ui/fact";
import { formatDay } from "@/lib/format/date";
import type { GigDto } from "@/lib/gigs/dto";
import { Link } from "@/lib/i18n/navigation";
import { localizedPath } from "@/lib/i18n/locales";
import { facetLabel, type FilterWords } from "@/lib/listing-views/filter-specs";
import { withBack } from "@/lib/listing-views/list-url";

/** A gig in the list; its links carry the list view it is on (`back`), which the gig's "Back to Gigs" returns to. */
export function GigCard({ gig, preload = false, back }: { gig: GigDto; preload?: boolean; back?: string }) {
  const t = useTranslations("gigs.card");
  const posted = useTranslations("listFilters.posted");
  const specs = useTranslations("listFiltersSpecs");
  const words: FilterWords = { text: (k) => specs(k), has: (k) => specs.has(k) };
  const locale = useLocale();
  const href = withBack(`/gig/${gig.id}`, back);
  return (
    // Component classes (app/globals.css), as the other list cards'.
    <article className="card-box cover-card">
      <div className="cover-card-cover">
        <CoverImage
          src={gig.image}
          alt=""
          icon="briefcase-business"
          preload={preload}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
        />
        <Badge tone="info" className="absolute left-3 top-3 backdrop-blur-md">
          {facetLabel(words, gig.category)}
        </Badge>
      </div>
      <div className="cover-card-body">
        <div>
          <h2 className="card-heading">
            <Link href={href} className="hover:text-[#c4b5fd]">
              {gig.title}
            </Link>
          </h2>
          <p className="text-sm text-muted">{gig.company}</p>
        </div>
        <p className="text-xl font-semibold text-success">
          <span className="sr-only">{t("budget")}</span>
          {gig.budget}
        </p>
        <ul className="card-facts gap-y-2">
          <Fact icon="clock" accent>
            {gig.duration}
          </Fact>
          <Fact icon="map-pin" accent>
            {gig.location}
          </Fact>
          <Fact icon="calendar-days" accent>
            <time dateTime={gig.postedAt}>{posted("on", { date: formatDay(gig.postedAt, "", locale) })}</time>
          </Fact>
        </ul>
        <ul className="card-tags flex-1 content-start" aria-label={t("skills")}>
          {gig.tags.map((tag, i) => (
            // Each tag is its badge; index keys (a tag as its key was a second copy in the payload).
            <li key={i} className="badge badge-neutral">
              {tag}
            </li>
          ))}
        </ul>
        <div className="pt-2">
          <BidButton gig={{ id: gig.id, title: gig.title, budget: gig.budget }} returnUrl={localizedPath(locale, href)} />
        </div>
      </div>
    </article>
  );
}
