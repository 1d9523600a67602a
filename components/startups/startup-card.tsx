import { CoverImage } from "@/components/listings/cover-image";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { StartupDto } from "@/lib/startups/queries";

export function StartupCard({ startup, preload = false }: { startup: StartupDto; preload?: boolean }) {
  return (
    <article className="card-box flex h-full flex-col overflow-hidden hover:border-border-strong">
      <div className="relative aspect-[16/9] bg-surface-raised">
        <CoverImage
          src={startup.image}
          alt=""
          icon="rocket"
          preload={preload}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
        />
        {/* One backed capsule, so the cover's own corner label never shows between the badges. */}
        <div className="absolute left-3 top-3 flex gap-1.5 rounded-full bg-background/70 p-1 backdrop-blur-md">
          <Badge tone="primary">{startup.industry}</Badge>
          <Badge tone="success">{startup.stage}</Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2 className="text-xl font-semibold">{startup.name}</h2>
        <p className="flex-1 text-sm text-muted">{startup.shortDescription || startup.description}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted">
          <li className="fact">
            <Icon name="map-pin" className="size-4 text-accent" /> {startup.location}
          </li>
          <li className="fact">
            <Icon name="users" className="size-4 text-accent" /> {startup.teamSize} people
          </li>
          <li className="fact">
            <Icon name="calendar-days" className="size-4 text-accent" /> Founded {startup.founded}
          </li>
        </ul>
        {startup.website && (
          <a
            href={startup.website}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-accent hover:underline"
          >
            Visit website <span className="sr-only">of {startup.name}</span>
            <Icon name="arrow-up-right" className="size-4" />
          </a>
        )}
      </div>
    </article>
  );
}
