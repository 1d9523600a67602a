import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";

/** The not-found and error screens of a detail page, with the way back to its list. */
export function DetailState({
  title,
  description,
  back,
  action,
}: {
  title: string;
  description: string;
  back: { href: string; label: string };
  action?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 py-20 text-center">
      <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
      <p className="text-muted">{description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {action}
        <ButtonLink href={back.href} variant="secondary">
          {back.label}
        </ButtonLink>
      </div>
    </section>
  );
}
