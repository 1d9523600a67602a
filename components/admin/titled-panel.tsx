import type { ReactNode } from "react";

/** One card of a back-office tab: a section named by its heading. */
export function TitledPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5 md:p-6"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
