import { fileURLToPath } from "node:url";
import { securityHeaders } from "./lib/site/security-headers.mjs";

// The list pages' default views are cached pages; with a search, a filter or a page number they are rendered
// per request by their /search route (the visitor's URL stays /jobs?q=…).
// The filters' names are lib/<kind>/schema.ts's (jobFilterFields, eventFilterFields, …).
const listParams = {
  jobs: ["q", "type", "page", "city", "mode", "experience", "salaryMin", "salaryMax", "skills"],
  events: ["q", "page", "type", "when", "city", "range", "from", "to"],
  gigs: ["q", "category", "budgetMin", "budgetMax", "duration", "skills"],
  startups: ["q", "industry", "stage", "city", "hiring"],
};
const listSearchRewrites = Object.entries(listParams).flatMap(([list, keys]) =>
  keys.map((key) => ({ source: `/${list}`, has: [{ type: "query", key }], destination: `/${list}/search` })),
);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A self-contained server in .next/standalone (the files each route needs, traced), for a Node host;
  // scripts/standalone.sh adds the static assets and our HTTP server beside it.
  output: "standalone",
  // /api/ready compares the database with the migrations shipped with the build.
  outputFileTracingIncludes: { "/api/ready": ["./prisma/migrations/**/*"] },
  poweredByHeader: false,
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
  async rewrites() {
    return { beforeFiles: listSearchRewrites };
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders(process.env.NODE_ENV === "production"),
      },
    ];
  },
};

export default nextConfig;
