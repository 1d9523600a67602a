// A page's panel around its main form, labelled by its heading (with an icon before the title where given).
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function FormSection({
  id,
  title,
  icon: Icon,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 md:p-8"
    >
      {Icon ? (
        <h2 id={id} className="mb-6 flex items-center gap-2 text-2xl font-semibold">
          <Icon aria-hidden className="size-6 text-accent" />
          {` ${title}`}
        </h2>
      ) : (
        <h2 id={id} className="mb-6 text-2xl font-semibold">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
