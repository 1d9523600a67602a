import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import type { ReactNode } from "react";

/** How the panel is drawn: a back-office card, or the larger panel around a page's main form. */
const looks = {
  card: {
    section: "flex flex-col gap-5 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5 md:p-6",
    heading: "text-xl font-semibold",
  },
  form: {
    section: "rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 md:p-8",
    heading: "mb-6 text-2xl font-semibold",
  },
} as const;

/** A panel named by its heading (`id` labels the section), with an icon before the title where given. */
export function TitledPanel({
  id,
  title,
  look = "card",
  icon,
  children,
}: {
  id: string;
  title: string;
  look?: keyof typeof looks;
  icon?: IconName;
  children: ReactNode;
}) {
  const { section, heading } = looks[look];
  return (
    <section aria-labelledby={id} className={section}>
      {icon ? (
        <h2 id={id} className={`flex items-center gap-2 ${heading}`}>
          <Icon name={icon} className="size-6 text-accent" />
          {` ${title}`}
        </h2>
      ) : (
        <h2 id={id} className={heading}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
