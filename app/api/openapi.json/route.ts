// GET /api/openapi.json → the /api contract as OpenAPI 3.1, built from the handlers' own schemas; the same
// for every caller, so cached like a static file (it changes only with a deploy).
import { NextResponse } from "next/server";
import { describedRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { env } from "@/lib/env";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { routeModules } from "./routes";

export const dynamic = "force-static";

export const GET = describedRoute({ tag: "Operations", summary: "This description (OpenAPI 3.1)" }, () =>
  NextResponse.json(buildOpenApiDocument({ ...routeModules, "/api/openapi.json": { GET } }, env.SITE_URL), {
    headers: { "Cache-Control": "public, max-age=300" },
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
