import { securityHeaders } from "./lib/site/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
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
