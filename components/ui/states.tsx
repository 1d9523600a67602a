import type { ReactNode } from "react";
import { tryAgainLater } from "@/lib/validation/try-again";

/** The error state of a list or page, with a Retry / Try Again action. */
export function ErrorState({
  title,
  description = tryAgainLater,
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
