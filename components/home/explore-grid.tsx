import { useTranslations } from "#i18n";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";

const areas = [
  { key: "events", href: "/events", icon: "calendar-days" },
  { key: "jobs", href: "/jobs", icon: "briefcase" },
  { key: "gigs", href: "/gigs", icon: "handshake" },
  { key: "startups", href: "/startups", icon: "rocket" },
  { key: "courses", href: "/courses", icon: "graduation-cap" },
  { key: "documentation", href: "/documentation", icon: "book-open" },
] as const;

/** The section the hero's Let's Go button scrolls to. */
export function ExploreGrid({ id }: { id: string }) {
  const t = useTranslations("home.explore");
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-28 py-16 focus:outline-none"
    >
      <div className="mb-10 flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{t("eyebrow")}</p>
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight md:text-4xl">
          {t("title")}
        </h2>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map(({ key, href, icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex h-full flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 transition-colors hover:border-primary/60 hover:bg-surface-raised/60"
            >
              <span className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-[#c4b5fd]">
                  <Icon name={icon} className="size-5" />
                </span>
                <Icon
                  name="arrow-up-right"
                  className="size-5 text-muted transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-text"
                />
              </span>
              <span className="text-lg font-semibold">{t(`areas.${key}.title`)}</span>
              <span className="text-sm text-muted">{t(`areas.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
