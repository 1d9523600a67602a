// Who the member is, as their profile opens: initials, name (the page's h1), username and headline, city and
// since when they are a member, their links and skills. Drawn on the server, no script.
import { useLocale, useTranslations } from "#i18n";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { formatDay } from "@/lib/format/date";
import type { PublicProfileDto } from "@/lib/profiles/dto";

/** Up to two initials of a name ("Riya Sharma" → "RS"). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase());
  return letters.join("") || "?";
}

export function ProfileAvatar({ name, size = "lg" }: { name: string; size?: "lg" | "sm" }) {
  return (
    <span
      aria-hidden
      className={
        size === "lg"
          ? "inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-accent text-2xl font-bold text-[#0b0b12]"
          : "inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-accent text-sm font-bold text-[#0b0b12]"
      }
    >
      {initialsOf(name)}
    </span>
  );
}

export function ProfileIdentity({ profile }: { profile: PublicProfileDto }) {
  const t = useTranslations("profiles");
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6">
      <div className="flex items-center gap-4 lg:flex-col lg:items-start">
        <ProfileAvatar name={profile.name} />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-balance text-2xl font-bold tracking-tight md:text-3xl">{profile.name}</h1>
          <p className="text-muted">@{profile.username}</p>
        </div>
      </div>
      {profile.headline && <p className="text-lg leading-snug">{profile.headline}</p>}
      <ul className="flex flex-col gap-2 text-sm text-muted">
        {profile.city && (
          <li className="inline-flex items-center gap-2">
            <Icon name="map-pin" className="size-4 shrink-0" />
            {profile.city}
          </li>
        )}
        <li className="inline-flex items-center gap-2">
          <Icon name="calendar-days" className="size-4 shrink-0" />
          {t("memberSince", { date: formatDay(profile.memberSince, "", locale) })}
        </li>
      </ul>
      {profile.links.length > 0 && (
        <section aria-labelledby="profile-links-title" className="flex flex-col gap-2">
          <h2 id="profile-links-title" className="text-sm font-semibold uppercase tracking-wider text-muted">
            {t("links")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {profile.links.map((link) => (
              <li key={link.kind}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="me nofollow ugc noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border-strong px-4 text-sm font-medium hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {link.label}
                  <Icon name="arrow-up-right" className="size-4 text-muted" />
                  <span className="sr-only"> {t("newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.skills.length > 0 && (
        <section aria-labelledby="profile-skills-title" className="flex flex-col gap-2">
          <h2 id="profile-skills-title" className="text-sm font-semibold uppercase tracking-wider text-muted">
            {t("skills")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {profile.skills.map((skill) => (
              <li key={skill}>
                <Badge tone="primary">{skill}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
