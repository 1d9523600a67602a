import { useTranslations } from "#i18n";
import { Picture } from "@/components/ui/picture";
import type { TeamMemberDto } from "@/lib/team/queries";

/** A team member's card; `heading` is its name's level (h3 under a section's h2 on /about, h2 on /team). */
export function TeamCard({
  member,
  showBio = true,
  heading: Heading = "h3",
}: {
  member: TeamMemberDto;
  showBio?: boolean;
  heading?: "h2" | "h3";
}) {
  const t = useTranslations("team.card");
  return (
    <article className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 transition-colors hover:border-border-strong">
      <div className="flex items-center gap-4">
        <Picture
          src={member.image}
          alt={t("portrait", { name: member.name })}
          width={72}
          height={72}
          sizes="72px"
          className="size-18 shrink-0 rounded-2xl border border-border object-cover"
        />
        <div className="min-w-0">
          <Heading className="text-lg font-semibold leading-snug">{member.name}</Heading>
          <p className="text-sm text-accent">{member.role}</p>
        </div>
      </div>
      {showBio && <p className="flex-1 text-sm text-muted">{member.bio}</p>}
      {member.social.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("online", { name: member.name })}>
          {member.social.map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("onSite", { name: member.name, site: s.label })}
                className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-xs text-muted hover:border-primary hover:text-text"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
