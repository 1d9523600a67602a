import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/metadata";
import { GigsList } from "@/components/gigs/gigs-list";

export const metadata: Metadata = pageMetadata({
  title: "Freelance gigs",
  description:
    "Paid freelance gigs in smart contracts, AI, design, development and content from Indian startups, DAOs and brands, with budgets in rupees.",
  path: "/gigs",
});

/** The default view, cached: rendered anew when a listing of this kind changes (lib/listings/refresh.ts) or each minute. */
export const revalidate = 60;

export default function GigsPage() {
  return <GigsList params={{}} />;
}
