import type { ReactNode } from "react";

/** The heading block at the top of every page: one h1 per page. */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-10 flex flex-col gap-4 pt-4 md:mb-14">
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{eyebrow}</p>}
      <h1 className="text-balance text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
      {description && <p className="max-w-2xl text-lg text-muted">{description}</p>}
      {children}
    </header>
  );
}
