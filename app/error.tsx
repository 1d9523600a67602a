"use client";

import { Button, ButtonLink } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";

/** A page that failed to render: what happened, and Retry (reads the page's data again) or home. */
export default function PageError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-16">
      <h1 className="sr-only">Something went wrong</h1>
      <ErrorState
        title="This page could not be loaded"
        description="Something went wrong on our side while reading it. Please try again in a moment."
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
