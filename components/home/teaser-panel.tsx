import type { ReactNode } from "react";

export function TeaserPanel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-5 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 md:p-8">
      <div className="flex flex-col gap-1">
        <h3 className="text-2xl font-semibold">{title}</h3>
        <p className="text-sm text-muted">{text}</p>
      </div>
      {children}
    </div>
  );
}
