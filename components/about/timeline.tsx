import { useTranslations } from "#i18n";

/** The milestones, in order (about.timeline: when, title, text). */
const milestones = ["start", "chapters", "jobsBoard", "mentorship", "future"] as const;

export function Timeline() {
  const t = useTranslations("about.timeline");
  return (
    <ol className="relative flex flex-col gap-8 border-l border-border-strong pl-8">
      {milestones.map((m) => (
        <li key={m} className="relative">
          <span
            aria-hidden
            className="absolute -left-[2.4rem] top-1.5 size-4 rounded-full border-2 border-background bg-gradient-accent shadow-[var(--shadow-glow)]"
          />
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{t(`${m}.when`)}</p>
          <h3 className="mt-1 text-xl font-semibold">{t(`${m}.title`)}</h3>
          <p className="mt-2 max-w-2xl text-muted">{t(`${m}.text`)}</p>
        </li>
      ))}
    </ol>
  );
}
