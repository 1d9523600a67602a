import { ProjectCard } from "@/components/projects/project-card";
import { LazyTabs } from "@/components/ui/lazy-tabs";
import { EmptyState } from "@/components/ui/empty-state";
import type { ProjectDto } from "@/lib/projects/queries";

const tabs = [
  { value: "client", label: "Client Projects" },
  { value: "inhouse", label: "In-House Projects" },
] as const;

/** Client and in-house projects, one tab each: the cards are drawn by the server, the tabs load on first use. */
export function ProjectTabs({ projects }: { projects: ProjectDto[] }) {
  return (
    <LazyTabs
      label="Project type"
      defaultValue="client"
      className="flex flex-col gap-8"
      listClassName="self-start"
      tabs={tabs.map((tab) => {
        const list = projects.filter((p) => p.type === tab.value);
        return {
          value: tab.value,
          label: tab.label,
          panel:
            list.length === 0 ? (
              <EmptyState title="No projects yet" description="New work is on the way. Check back soon." />
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
