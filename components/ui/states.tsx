import type { ReactNode } from "react";
import { formMessages } from "@/lib/validation/messages";

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

/** The error state of a list or page, with a Retry / Try Again action. */
export function ErrorState({
  title,
  description = formMessages.tryAgainLater,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-danger/40 bg-danger/5 px-6 py-12 text-center"
    >
      <h2 className="text-xl font-semibold text-danger">{title}</h2>
      <p className="max-w-md text-muted">{description}</p>
      {action}
    </div>
  );
}
