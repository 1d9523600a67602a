"use client";

import { useTranslations } from "#i18n";
import { useState } from "react";
import { EventForm } from "@/components/listings/event-form";
import { GigForm } from "@/components/listings/gig-form";
import { JobForm } from "@/components/listings/job-form";
import type { ListingKind } from "@/components/listings/listing-toasts";
import { StartupForm } from "@/components/listings/startup-form";
import { SubmitSuccess } from "@/components/listings/submit-success";
import { cn } from "@/lib/cn";
import type { EditableListing } from "@/lib/listing-views/editable-listing";
import type { StartupOption } from "@/lib/startups/links";

/** Submit or edit a job, an event, a gig or a startup: choose the type, then its form; the confirmation replaces it. */
export function ListingForm({
  preselected,
  editing,
  startups,
}: {
  preselected: ListingKind | null;
  editing: EditableListing | null;
  /** The member's approved startups a job or gig can be listed for. */
  startups?: readonly StartupOption[];
}) {
  const t = useTranslations("listingForm");
  const [kind, setKind] = useState<ListingKind | null>(editing?.kind ?? preselected);
  const [done, setDone] = useState<{ kind: ListingKind; id: string; live: boolean } | null>(null);

  if (done) return <SubmitSuccess kind={done.kind} id={done.id} updated={!!editing} live={done.live} />;
  const onDone = (id: string, status?: string) => kind && setDone({ kind, id, live: status === "approved" });

  return (
    <div className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-3" disabled={!!editing}>
        <legend className="mb-3 text-sm font-medium">
          {t("typeLegend")}{" "}
          <span className="text-danger" aria-hidden>
            *
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" role="radiogroup" aria-label={t("typeLegend")}>
          {(["job", "event", "gig", "startup"] as const).map((k) => (
            <label
              key={k}
              className={cn(
                "flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-2xl border text-base font-medium transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent",
                kind === k
                  ? "border-primary bg-primary/15"
                  : "border-border-strong bg-surface hover:border-primary/60",
              )}
            >
              <input
                type="radio"
                name="listingType"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="sr-only"
              />
              {t(`kinds.${k}`)}
            </label>
          ))}
        </div>
        {!kind && <p className="text-sm text-muted">{t("chooseType")}</p>}
      </fieldset>
      {kind === "job" && <JobForm editing={editing} onDone={onDone} startups={startups} />}
      {kind === "event" && <EventForm editing={editing} onDone={onDone} />}
      {kind === "gig" && <GigForm editing={editing} onDone={onDone} startups={startups} />}
      {kind === "startup" && <StartupForm editing={editing} onDone={onDone} />}
    </div>
  );
}
