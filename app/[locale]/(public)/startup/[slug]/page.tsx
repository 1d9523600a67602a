import type { Metadata } from "next";
import { unstable_cache } from "next/cache";
import { notFound, permanentRedirect } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { DetailLoadFailed } from "@/components/listings/detail-load";
import { StartupDetail } from "@/components/startups/startup-detail";
import { listingTag } from "@/lib/listings/cache-tags";
import { jsonLdScript, startupOrganizationJsonLd } from "@/lib/seo/json-ld";
import { site } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";
import { readOrError } from "@/lib/site/page-read";
import { findStartupAddress } from "@/lib/startups/address";
import { getStartupPage } from "@/lib/startups/page";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ slug: string; locale?: string }> };

/**
 * The page's read, the same for every visitor: cached for a minute (a job's deadline that passes shows within it),
 * and expired at once when a startup, job or gig changes (lib/listings/refresh.ts), as the public lists' are.
 * Rendered per request like a job's page (proxy.ts sends a missing one to its not-found page and moves old
 * addresses before it renders), so its scripts carry the request's nonce.
 */
const cachedStartupPage = unstable_cache((slug: string) => getStartupPage(slug), ["startup-page"], {
  tags: [listingTag.startup, listingTag.job, listingTag.gig],
  revalidate: 60,
});

/** Once per request: the page and its metadata share it. "error" when the database failed. */
const loadStartup = cache((slug: string) => readOrError("startup", () => cachedStartupPage(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, locale = "en" } = await params;
  const t = await getTranslations({ locale, namespace: "startups" });
  const startup = await loadStartup(slug);
  if (!startup || startup === "error") return { title: t("notFound.title"), robots: { index: false } };
  return pageMetadata({
    title: t("meta.startupTitle", {
      name: startup.name,
      industry: startup.industry,
      location: startup.location,
    }),
    description: (startup.shortDescription || startup.description).slice(0, 160),
    path: startup.path,
    locale,
  });
}

export default async function StartupPage({ params }: Props) {
  await pageLocale(params);
  await connection();
  const { slug } = await params;
  const startup = await loadStartup(slug);
  if (startup === "error") return <DetailLoadFailed kind="startup" />;
  if (!startup) {
    // The router's own fetch of an old address by id (proxy.ts moved a browser's request already).
    const address = await readOrError("startup address", () => findStartupAddress(slug));
    if (address !== "error" && address.kind === "moved") permanentRedirect(address.path);
    // The router's own fetch (proxy.ts sent a browser's to its not-found page): Next's not-found.tsx with 404.
    notFound();
  }
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(startupOrganizationJsonLd(startup, site.url)) }}
      />
      <StartupDetail startup={startup} />
    </>
  );
}
