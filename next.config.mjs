import { securityHeaders } from "./lib/site/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A self-contained server in .next/standalone (the files each route needs, traced), for a Node host;
  // scripts/standalone.sh adds the static assets and our HTTP server beside it.
  output: "standalone",
  // /api/ready compares the database with the migrations shipped with the build.
  outputFileTracingIncludes: { "/api/ready": ["./prisma/migrations/**/*"] },
  poweredByHeader: false,
  // Native and wasm packages stay out of the server bundle.
  serverExternalPackages: ["sharp", "@node-rs/argon2", "pg", "@electric-sql/pglite"],
  images: { formats: ["image/avif", "image/webp"] },
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
