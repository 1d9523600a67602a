import type { Metadata } from "next";
import { site } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";

/** What search engines and shares show of the list pages; each page's canonical path is `/` and its key. */
const listPages = {
  gigs: {
    title: "Freelance gigs",
    description:
      "Paid freelance gigs in smart contracts, AI, design, development and content from Indian startups, DAOs and brands, with budgets in rupees.",
  },
  startups: {
    title: "Startups and investors",
    description:
      "Discover Indian startups building with Web3 and AI, from DeFi savings circles to voice agents in eleven languages, and list your own.",
  },
  courses: {
    title: "Courses: web, blockchain, AI and DevOps cohorts",
    description:
      "Cohort courses for Indian builders in Next.js, Solidity, Solana, Python, machine learning, AI agents and Kubernetes. 2-8 weeks, live in IST. Join the waitlist.",
  },
  team: {
    title: "Our team",
    description:
      "Meet the engineers, community leads, mentors and designers who run Builders Hub from Bengaluru, Pune, Hyderabad and beyond.",
  },
};

/** The metadata of a list page (its /search twin re-exports it). */
export function listPageMetadata(page: keyof typeof listPages): Metadata {
  return pageMetadata({ ...listPages[page], path: `/${page}` });
}

/**
 * A list's metadata for the view a URL asks for: a filtered view has its own readable title and canonical URL
 * (its filters in a fixed order); any other view (a search, a page, odd values) keeps the list's own.
 */
export function filteredListMetadata(
  base: Metadata,
  view: { title: string | null; canonical: string | null },
): Metadata {
  if (!view.title || !view.canonical) return base;
  const fullTitle = `${view.title} | ${site.name}`;
  return {
    ...base,
    title: view.title,
    alternates: { ...base.alternates, canonical: view.canonical },
    openGraph: { ...base.openGraph, url: view.canonical, title: fullTitle },
    twitter: { ...base.twitter, title: fullTitle },
  };
}
