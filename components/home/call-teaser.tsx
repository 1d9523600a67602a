import { useLocale, useTranslations } from "#i18n";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { localizedPath } from "@/lib/i18n/locales";

const points = ["sessions", "slots", "topics"] as const;

/** The 1:1 call teaser: booking happens on the site's own /consultation (its free slots, or a request). */
export function CallTeaser() {
  const t = useTranslations("home.call");
  const locale = useLocale();
  return (
    <section
      aria-labelledby="call-title"
      className="relative overflow-hidden rounded-[1.5rem] border border-border-strong bg-surface p-8 md:p-12"
    >
      <div aria-hidden className="absolute -right-24 -top-24 size-72 rounded-full bg-primary/25 blur-3xl" />
      <div aria-hidden className="absolute -bottom-24 left-1/3 size-64 rounded-full bg-accent/15 blur-3xl" />
      <div className="relative grid gap-8 md:grid-cols-[1.3fr_1fr] md:items-center">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{t("eyebrow")}</p>
          <h2 id="call-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            {t.rich("title", { grad: (chunks) => <span className="text-gradient">{chunks}</span> })}
          </h2>
          <p className="max-w-xl text-muted">{t("text")}</p>
          <ul className="flex flex-col gap-2">
            {points.map((p) => (
              <li key={p} className="flex items-start gap-2 text-sm">
                <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-success" />{" "}
                {t(`points.${p}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-background/50 p-6">
          <Icon name="calendar-clock" className="size-8 text-accent" />
          <p className="font-semibold">{t("bookTitle")}</p>
          <p className="text-sm text-muted">{t("bookText")}</p>
          <ButtonLink href={localizedPath(locale, "/consultation")} className="mt-2">
            {t("schedule")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
