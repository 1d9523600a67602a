// /robots.txt: everything public may be crawled; member, admin and API paths may not.
import type { MetadataRoute } from "next";
import { site } from "@/lib/site/config";

/** Paths behind a login (or machine-only), which a crawler would only see as a redirect to /login. */
const privatePaths = [
  "/dashboard",
  "/admin",
  "/api/",
  "/submit-listing",
  "/event/",
  "/login",
  "/reset-password",
];

export default function robots(): MetadataRoute.Robots {
  return {
    // Uploaded pictures (event posters, covers) live under /api/images and belong to public pages.
    rules: { userAgent: "*", allow: ["/", "/api/images/"], disallow: privatePaths },
    sitemap: `${site.url}/sitemap.xml`,
  };
}
