import { fileURLToPath } from "node:url";
import createNextIntlPlugin from "next-intl/plugin";
import { localeRedirects, localeRewrites } from "./lib/i18n/addresses.mjs";
import { securityHeaderRules } from "./lib/site/security-headers.mjs";

// next-intl's request configuration (lib/i18n/request.ts): the page's language and its catalog.
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A self-contained server in .next/standalone (the files each route needs, traced), for a Node host;
  // scripts/standalone.sh adds the static assets and our HTTP server beside it.
  output: "standalone",
  // /api/ready compares the database with the migrations shipped with the build.
  outputFileTracingIncludes: { "/api/ready": ["./prisma/migrations/**/*"] },
  poweredByHeader: false,
  // `npm test` checks the types (`npm run typecheck`: the route types from `next typegen`, then tsc) before it builds,
  // and says so with TYPES_CHECKED=1; every other build checks them itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  // Cached pages are sent as they are: no per-request hash of the whole page for an ETag (docs/decisions.md).
  generateEtags: false,
  // Next's page cache, with every cached page's HTML kept as plain ASCII (lib/site/page-cache.mjs).
  cacheHandler: fileURLToPath(new URL("./lib/site/page-cache.mjs", import.meta.url)),
  // Native and wasm packages stay out of the server bundle.
  serverExternalPackages: ["sharp", "@node-rs/argon2", "pg", "@electric-sql/pglite"],
  // Images are sent as they are stored: the seed's are WebP cut for their cards (800×450, about 5 kB) and uploads are
  // re-encoded WebP (lib/images/process.ts). Next's optimiser re-encoded a cover on every request (about 100 ms of
  // CPU each): it keeps no image cache when isrFlushToDisk is off (docs/decisions.md).
  images: { unoptimized: true },
  experimental: {
    // Pages and query results re-rendered at run time stay in the server's memory, not in .next: a server starts
    // from its build's own pages, never from what an earlier run (against another database) left on disk.
    isrFlushToDisk: false,
  },
  // Every page lives under app/[locale]: an unprefixed address is English's (lib/i18n/addresses.mjs).
  async rewrites() {
    return { beforeFiles: [], afterFiles: localeRewrites(), fallback: [] };
  },
  async redirects() {
    return localeRedirects();
  },
  // A list's search, filter or page is rewritten to its /search route by proxy.ts (lib/site/list-search.mjs).
  async headers() {
    return securityHeaderRules({
      production: process.env.NODE_ENV === "production",
      // A platform whose own cache serves the cached pages bypasses lib/site/page-cache.mjs and the script hashes it
      // adds (lib/site/security-headers.mjs). Vercel sets VERCEL=1 in its builds.
      platformPageCache: process.env.VERCEL === "1" || process.env.PLATFORM_PAGE_CACHE === "1",
    });
  },
};

export default withNextIntl(nextConfig);
