import { cache } from "react";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { routeModules } from "@/app/api/openapi.json/routes";
import { env } from "@/lib/env";
import { buildOpenApiDocument } from "@/lib/openapi/document";

/** The description /api/openapi.json serves, which /developers and each group's page draw (once per render). */
export const apiDocument = cache(() =>
  buildOpenApiDocument({ ...routeModules, "/api/openapi.json": { GET: openapi } }, env.SITE_URL),
);
