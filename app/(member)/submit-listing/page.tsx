import { Rocket } from "lucide-react";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Submit a listing", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Placeholder until the listings work: guarded like the real page will be. */
export default async function SubmitListingPage({ searchParams }: { searchParams: SearchParams }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    if (typeof value === "string") params.set(key, value);
  }
  const query = params.toString();
  await requireUserOrRedirect(`/submit-listing${query ? `?${query}` : ""}`);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 pt-8">
      <Card className="flex flex-col items-center gap-4 py-12 text-center">
        <Rocket aria-hidden className="size-10 text-accent" />
        <h1 className="text-2xl font-bold md:text-3xl">Listing submission opens soon</h1>
        <p className="max-w-md text-muted">
          Soon you will be able to submit events, hackathons, jobs and internships here. Your dashboard will
          list them while they are reviewed.
        </p>
        <ButtonLink href="/dashboard" variant="secondary">
          Back to your dashboard
        </ButtonLink>
      </Card>
    </section>
  );
}
