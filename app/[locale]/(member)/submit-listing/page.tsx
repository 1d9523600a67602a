import type { Metadata } from "next";
import { connection } from "next/server";
import { ListingForm } from "@/components/listings/listing-form";
import { isListingKind } from "@/components/listings/listing-toasts";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { loadEditableListing } from "@/lib/listing-views/editable-listing";
import { readQuery, type SearchParams } from "@/lib/listings/search";
import { listLinkableStartups } from "@/lib/startups/links";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = { title: "Submit a listing", robots: { index: false } };

export default async function SubmitListingPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  await pageLocale(route);
  await connection();
  const params = await searchParams;
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
  );
  const user = await requireUserOrRedirect(`/submit-listing${query.size ? `?${query}` : ""}`);
  const type = readQuery(params, "type");
  const editId = readQuery(params, "edit") === "true" ? readQuery(params, "id") : "";

  const editing = editId ? await loadEditableListing(editId, user, type || null) : null;
  const linked = editing?.values.startupId;
  const startups = await listLinkableStartups(user.id, typeof linked === "string" && linked ? linked : null);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow="Submit a listing"
        title={editing ? "Edit your listing" : "Share an opportunity"}
        description="Jobs, internships, events, hackathons, gigs and startups are reviewed by our team before they go live, usually within 24 hours."
      />
      {editId && !editing ? (
        <EmptyState
          title="This listing can't be edited"
          description="Only your own listings can be edited, and not once they are closed."
          action={<ButtonLink href="/dashboard">Back to dashboard</ButtonLink>}
        />
      ) : (
        <div className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 md:p-8">
          <ListingForm
            preselected={isListingKind(type) ? type : null}
            editing={editing}
            startups={startups}
          />
        </div>
      )}
    </div>
  );
}
