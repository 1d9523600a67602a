import type { Metadata } from "next";
import { ProjectTabs } from "@/components/projects/project-tabs";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { ErrorState } from "@/components/ui/states";
import { listProjects } from "@/lib/projects/queries";
import { readForCachedPage } from "@/lib/site/page-read";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = {
  title: "Solutions: client and in-house projects",
  description:
    "Web3, AI and product work we have shipped for clients across India, and the tools we build for our own community.",
  alternates: { canonical: "/solutions" },
};

export const revalidate = 60;

export default async function SolutionsPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const projects = await readForCachedPage("solutions", () => listProjects());

  return (
    <>
      <PageHeader
        eyebrow="Solutions"
        title={
          <>
            What we <span className="text-gradient">build and ship</span>
          </>
        }
        description="Products we have delivered for startups, enterprises and institutions, and the tools we build in-house for India's builder community."
      />
      {projects ? (
        <ProjectTabs projects={projects} />
      ) : (
        <ErrorState title="Failed to load projects" action={<ReloadLink label="Retry" />} />
      )}
    </>
  );
}
