import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <section className="flex flex-col items-center gap-6 py-20 text-center">
      <p className="text-gradient text-8xl font-bold tracking-tighter md:text-9xl" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold md:text-4xl">Oops! Page not found</h1>
      <p className="max-w-md text-muted">
        The page you were looking for has moved, or never existed. Let&apos;s get you back on track.
      </p>
      <ButtonLink href="/" size="lg">
        Return to Home
      </ButtonLink>
    </section>
  );
}
