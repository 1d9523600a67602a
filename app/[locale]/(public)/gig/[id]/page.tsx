import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { GigDetail, type GigViewerState } from "@/components/gigs/gig-detail";
import { DetailLoadFailed } from "@/components/listings/detail-load";
import { getCurrentUser } from "@/lib/auth/session";
import { findOpenBid } from "@/lib/bids/queries";
import { formatRupees } from "@/lib/gigs/dto";
import { getGig } from "@/lib/gigs/queries";
import { gigPostingJsonLd, jsonLdScript } from "@/lib/seo/json-ld";
import { readOrError } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";
import type { QueryParams } from "@/lib/site/query";
import { listBackHref } from "@/lib/listing-views/list-url";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ id: string; locale?: string }>; searchParams: Promise<QueryParams> };

/** Once per request: the page and its metadata share it. "error" when the database failed. */
const loadGig = cache(async (id: string, locale: string) => {
  const loaded = await readOrError("gig", async () => {
    const user = await getCurrentUser();
    const gig = await getGig(id, user);
    let viewer: GigViewerState = { kind: user ? "member" : "guest" };
    if (user && gig) {
      const open = gig.postedBy?.id === user.id ? null : await findOpenBid(user.id, gig.id);
      if (gig.postedBy?.id === user.id) viewer = { kind: "poster" };
      else if (open)
        viewer = {
          kind: "bidder",
          status: open.status as "pending" | "accepted",
          amount: formatRupees(open.amount, locale),
        };
    }
    const closed = !!gig?.closedAt || (!!gig?.deadline && new Date(gig.deadline).getTime() < Date.now());
    return { gig, viewer, closed };
  });
  return loaded === "error"
    ? { gig: loaded, viewer: { kind: "guest" } as GigViewerState, closed: false }
    : loaded;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, locale = "en" } = await params;
  const t = await getTranslations({ locale, namespace: "gigs" });
  const { gig } = await loadGig(id, locale);
  if (!gig || gig === "error") return { title: t("notFound.title"), robots: { index: false } };
  const metadata = pageMetadata({
    locale,
    title: t("detail.titleFor", { title: gig.title, company: gig.company }),
    description: `${gig.budget} · ${gig.duration} · ${gig.location}. ${gig.description}`.slice(0, 160),
    path: `/gig/${gig.id}`,
  });
  return { ...metadata, robots: gig.status === "approved" ? undefined : { index: false } };
}

export default async function GigPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await connection();
  const { id } = await params;
  const { gig, viewer, closed } = await loadGig(id, locale);
  if (gig === "error") return <DetailLoadFailed kind="gig" />;
  if (!gig) {
    // A member's request (proxy.ts sent a guest's to its not-found page, lib/site/missing-listing.ts): Next's
    // not-found.tsx with 404, drawn in the browser.
    notFound();
  }
  return (
    <>
      {gig.status === "approved" && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(gigPostingJsonLd(gig, site.url)) }}
        />
      )}
      <GigDetail
        gig={gig}
        viewer={viewer}
        closed={closed}
        back={listBackHref("/gigs", (await searchParams).back)}
      />
    </>
  );
}
