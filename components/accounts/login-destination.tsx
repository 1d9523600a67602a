import { useTranslations } from "#i18n";
import { Icon } from "@/components/ui/icon";

/** What a guest was on the way to when sent to log in: shown above the form, so the detour has a reason. */
export type LoginDestination = {
  kind: "event" | "job" | "gig";
  title: string;
  /** The event's date (shown as given), the job's company, the gig's budget. */
  detail: string | null;
  place: string | null;
};

const detailIcon = { event: "calendar-days", job: "briefcase-business", gig: "wallet" } as const;

export function LoginDestinationCard({ destination }: { destination: LoginDestination }) {
  const t = useTranslations("auth.destination");
  const { kind, title, detail, place } = destination;
  return (
    <aside
      aria-label={t("label")}
      className="mb-4 rounded-2xl border border-border-strong bg-surface-raised px-5 py-4 text-sm"
    >
      <p className="text-muted">
        {t.rich(kind, {
          title,
          strong: (chunks) => <strong className="break-words text-text">{chunks}</strong>,
        })}
      </p>
      {(detail || place) && (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-muted">
          {detail && (
            <span className="inline-flex items-center gap-1.5">
              <Icon name={detailIcon[kind]} className="size-4" />
              {detail}
            </span>
          )}
          {place && (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="map-pin" className="size-4" />
              {place}
            </span>
          )}
        </p>
      )}
    </aside>
  );
}
