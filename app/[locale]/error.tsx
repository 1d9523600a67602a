"use client";

import { Button, ButtonLink } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";

/**
 * A page that failed to render: what happened, and Retry (reads the page's data again) or home. When the
 * database was the cause, scripts/server.mjs answers it with 503 and Retry-After.
 */
export default function PageError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-16">
      <h1 className="sr-only">We&apos;ll be right back</h1>
      <ErrorState
        title="We'll be right back"
        description="This page could not be loaded just now. Please try again in a moment."
        action={
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Button onClick={() => retry()}>Retry</Button>
            <ButtonLink href="/" variant="secondary">
              Back to Home
            </ButtonLink>
          </div>
        }
      />
    </section>
  );
}
