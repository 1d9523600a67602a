"use client";

import { useLocale, useTranslations } from "#i18n";
import { useEffect, useRef } from "react";
import type { ListingKind } from "@/components/listings/listing-toasts";
import { ButtonLink } from "@/components/ui/button";
import { localizedPath } from "@/lib/i18n/locales";
import { Icon } from "@/components/ui/icon";

/** Where the listing can be seen (startups have no page of their own: the list shows them once approved). */
const pages: Record<ListingKind, ((id: string) => string) | null> = {
  job: (id) => `/job/${id}`,
  event: (id) => `/event/${id}`,
  gig: (id) => `/gig/${id}`,
  startup: null,
};

/**
 * The confirmation that replaces the form: pending review, or (an edit that left it live) live as it is now. It
 * takes the form's place at the bottom of a long page, so it is brought on screen and its heading takes the focus
 * (a phone's reader would otherwise be left at the footer, and a screen reader on the button that is gone).
 */
export function SubmitSuccess({
  kind,
  id,
  updated,
  live = false,
}: {
  kind: ListingKind;
  id: string;
  updated: boolean;
  live?: boolean;
}) {
  const t = useTranslations("listingForm");
  const locale = useLocale();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panel.current?.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={panel}
      aria-labelledby="submit-success-title"
      className="flex scroll-mt-4 flex-col items-center gap-5 rounded-[var(--radius-card)] border border-success/30 bg-success/5 px-6 py-14 text-center"
    >
      <Icon name="check-circle" className="size-14 text-success" />
      <h2
        id="submit-success-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold focus:outline-none"
      >
        {updated ? t("success.updated") : t("success.submitted")}
      </h2>
      <p className="max-w-md text-muted">
        {live ? t("success.live", { kind }) : t("success.pending", { kind })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink href={localizedPath(locale, "/dashboard/listings")}>
          {t("success.toDashboard")}
        </ButtonLink>
        {pages[kind] && (
          <ButtonLink href={localizedPath(locale, pages[kind](id))} variant="secondary">
            {t("success.view", { kind })}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
