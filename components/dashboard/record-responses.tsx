import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { useLocale, useTranslations } from "#i18n";
import type { ComponentProps, ReactNode } from "react";
import { RecordList } from "@/components/ui/record-list";
import type { EmptyState } from "@/components/ui/empty-state";
import { ApiError } from "@/lib/errors";
import { localizedPath } from "@/lib/i18n/locales";

/** A read of the member's own listing, or the not-found page when it is not there (or not theirs). */
export function orNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") notFound();
    throw error;
  });
}

/**
 * The answers to one of the member's listings (a job's applications, a gig's bids): back to My Listings, the
 * listing, how many there are and how many wait for an answer, then each of them or the empty state.
 */
export function RecordResponses<T extends { status: string }>({
  kind,
  listing,
  counted,
  note,
  items,
  empty,
  toolbar,
  listClassName = "flex flex-col gap-4",
  children,
}: {
  /** What they are, above the listing's title. */
  kind: string;
  listing: { title: string; company: string };
  /** How many there are, in words ("3 applications"). */
  counted: string;
  /** Said after the count instead of how many are pending. */
  note?: string;
  items: T[];
  empty: ComponentProps<typeof EmptyState>;
  /** Between the header and the list: filters, sort, bulk actions, an export. */
  toolbar?: ReactNode;
  listClassName?: string;
  children: (item: T) => ReactNode;
}) {
  const t = useTranslations("dashboard.responses");
  const locale = useLocale();
  const pending = items.filter((i) => i.status === "pending").length;
  return (
    <div className="flex flex-col gap-8 pt-4">
      <Link
        href={localizedPath(locale, "/dashboard/listings")}
        className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t("back")}
      </Link>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{kind}</p>
        <h1 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">{listing.title}</h1>
        <p className="text-muted">
          {listing.company} · {counted}
          {note ?? (pending > 0 ? t("waiting", { count: pending }) : "")}
        </p>
      </header>
      {toolbar}
      <RecordList items={items} empty={empty} className={listClassName}>
        {children}
      </RecordList>
    </div>
  );
}
