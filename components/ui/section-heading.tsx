import type { ReactNode } from "react";

/** The heading of a section inside a page (h2), with an optional eyebrow and description. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  action,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="flex flex-col gap-2">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{eyebrow}</p>
        )}
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {description && <p className="max-w-2xl text-muted">{description}</p>}
      </div>
      {action}
    </div>
  );
}
