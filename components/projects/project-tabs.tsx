import { useTranslations } from "#i18n";
import { ProjectCard } from "@/components/projects/project-card";
import { LazyTabs } from "@/components/ui/lazy-tabs";
import { EmptyState } from "@/components/ui/empty-state";
import type { ProjectDto } from "@/lib/projects/queries";

/** The tabs, in order (projects.tabs has their labels). */
const tabs = ["client", "inhouse"] as const;

/** Client and in-house projects, one tab each: the cards are drawn by the server, the tabs load on first use. */
export function ProjectTabs({ projects }: { projects: ProjectDto[] }) {
  const t = useTranslations("projects");
  return (
    <LazyTabs
      label={t("tabsLabel")}
      defaultValue="client"
      className="flex flex-col gap-8"
      listClassName="self-start"
      tabs={tabs.map((tab) => {
        const list = projects.filter((p) => p.type === tab);
        return {
          value: tab,
          label: t(`tabs.${tab}`),
          panel:
            list.length === 0 ? (
              <EmptyState title={t("emptyTitle")} description={t("emptyText")} />
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((project, i) => (
                  <li key={project.id}>
                    <ProjectCard project={project} preload={i === 0} />
                  </li>
                ))}
              </ul>
            ),
        };
      })}
    />
  );
}
