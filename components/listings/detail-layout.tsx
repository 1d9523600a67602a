import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { ListingStatusNote } from "@/components/listings/listing-status-note";
import { Badge } from "@/components/ui/badge";
import { UrlLink } from "@/components/ui/url-link";

/**
 * The frame of a listing's detail page: the way back to its list (to the filtered view the visitor came from, loaded
 * in full as every list view is: see UrlLink), then the note a listing that is not live shows.
 */
export function DetailArticle({
  back,
  status,
  rejectionReason,
  children,
}: {
  back: { href: string; label: string };
  status: "pending" | "approved" | "rejected";
  rejectionReason: string | null;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8">
      <UrlLink
        fullLoad={back.href.includes("?")}
        href={back.href}
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {` ${back.label}`}
      </UrlLink>
      <ListingStatusNote status={status} reason={rejectionReason} />
      {children}
    </article>
  );
}

/** A detail page's cover picture; `aspect` is its Tailwind aspect class. */
export function DetailCover({ aspect, children }: { aspect: string; children: ReactNode }) {
  return (
    <div
      className={`relative ${aspect} overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface-raised`}
    >
      {children}
    </div>
  );
}

/** The head of a detail page: its badges row, the one h1, an optional line under it, then its actions. */
export function DetailHeader({
  badges,
  title,
  subtitle,
  children,
}: {
  badges: ReactNode;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4">
      {badges}
      <h1 className="text-balance text-3xl font-bold tracking-tight md:text-5xl">{title}</h1>
      {subtitle != null && <p className="text-lg text-muted">{subtitle}</p>}
      {children}
    </header>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A section of tags (skills) as badges; nothing when there are none. */
export function DetailTags({ title, tags }: { title: string; tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <DetailSection title={title}>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge tone="primary">{tag}</Badge>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
