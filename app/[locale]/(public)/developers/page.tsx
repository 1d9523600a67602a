import type { Metadata } from "next";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { routeModules } from "@/app/api/openapi.json/routes";
import { ApiReference } from "@/components/developers/api-reference";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { env } from "@/lib/env";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "API reference for developers",
  description:
    "Every call behind Builders Hub: jobs, events, startups, gigs and bids, coins, consultations and forms, with the fields each takes. OpenAPI 3.1.",
  path: "/developers",
});

export default async function DevelopersPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const doc = buildOpenApiDocument({ ...routeModules, "/api/openapi.json": { GET: openapi } }, env.SITE_URL);
  return (
    <>
      <PageHeader
        eyebrow="Developers"
        title={
          <>
            The Builders Hub <span className="text-gradient">API</span>
          </>
        }
        description="Every call the site itself makes, with who may make it and the fields it takes. JSON in and out; every failure answers one shape: { success: false, code, message, errors? }."
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/api/openapi.json" prefetch={false}>
            Download openapi.json
          </ButtonLink>
        </div>
      </PageHeader>
      <ApiReference doc={doc} />
    </>
  );
}
