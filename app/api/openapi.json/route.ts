// GET /api/openapi.json → the /api contract as OpenAPI 3.1, built from the handlers' own schemas; the same
// for every caller, so cached like a static file (it changes only with a deploy).
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { env } from "@/lib/env";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { routeModules } from "./routes";

export const dynamic = "force-static";

export function GET() {
  const modules = { ...routeModules, "/api/openapi.json": { GET } };
  return NextResponse.json(buildOpenApiDocument(modules, env.SITE_URL), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
