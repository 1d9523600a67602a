import type { ReactNode } from "react";

/** A part of a tab or page: a section named by its heading (`action` beside it; `titleHidden`: for screen readers). */
export function PanelSection({
  id,
  title,
  titleHidden = false,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  titleHidden?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={titleHidden ? "sr-only" : "text-xl font-semibold"}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
