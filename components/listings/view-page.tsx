// A list's view with a search, a filter or a page (/jobs?q=rust), as a cached page of its own: proxy.ts rewrites the
// request to `/<locale>/jobs/search/<view>` (lib/site/list-search.mjs), and each route file there is this page for
// its list, cached as the list's default view is (a minute, and expired at once with its results when a listing of
// its kind changes: their tags are the page's too). None is built ahead: each is rendered on its first visit and kept
// in the page cache, whose stores are bounded (lib/site/shared-cache.mjs); unless a read failed: that visitor sees the
// list's error state, which is not kept (lib/site/page-read.ts). Server-only.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { filteredListMetadata } from "@/components/listings/page-metadata";
import { readListTitleIn } from "@/lib/listing-views/public-lists";
import type { QueryParams } from "@/lib/listings/search";
import { pageLocale } from "@/lib/i18n/page-locale";
import { FAILED_RENDER_MARK } from "@/lib/site/failed-render.mjs";
import { viewParams } from "@/lib/site/list-search.mjs";
import { aReadFailed, renderedOnFirstVisit } from "@/lib/site/page-read";

type ViewProps = { params: Promise<{ locale: string; view: string }> };

/** No view is rendered at build time (the route's `generateStaticParams`): each is, on its first visit. */
export const noViewsAtBuild = (): { view: string }[] => [];

/**
 * The route's page and metadata for the list `list`: `listMetadata` is its default view's page's, `render` draws the
 * view of `params` in a language.
 */
export function listViewPage(
  list: "jobs" | "events" | "gigs" | "startups",
  listMetadata: (props: { params: Promise<{ locale: string }> }) => Promise<Metadata>,
  render: (params: QueryParams, locale: string) => Promise<ReactNode>,
) {
  return {
    /** A filtered view's own title and canonical URL; a search or a page keeps the list's. */
    async generateMetadata({ params }: ViewProps): Promise<Metadata> {
      const { locale, view } = await params;
      return filteredListMetadata(
        await listMetadata({ params: Promise.resolve({ locale }) }),
        await readListTitleIn(list, viewParams(view), locale),
      );
    },
    async Page({ params }: ViewProps) {
      renderedOnFirstVisit();
      const locale = await pageLocale(params);
      const view = await render(viewParams((await params).view), locale);
      return (
        <>
          {view}
          {aReadFailed() && <div hidden {...{ [FAILED_RENDER_MARK]: "" }} />}
        </>
      );
    },
  };
}
