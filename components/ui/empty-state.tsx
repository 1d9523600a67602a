import type { ReactNode } from "react";

/** The empty state of a list, with the spec's text. */
export function EmptyState({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border-strong bg-surface/60 px-6 py-14 text-center">
      {icon && (
        <div className="text-muted" aria-hidden>
          {icon}
        </div>
      )}
      <h2 className="text-xl font-semibold">{title}</h2>
      {description && <p className="max-w-md text-muted">{description}</p>}
      {action}
    </div>
  );
}
