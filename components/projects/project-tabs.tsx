"use client";

import { ProjectCard } from "@/components/projects/project-card";
import { EmptyState } from "@/components/ui/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ProjectDto } from "@/lib/projects/queries";

const tabs = [
  { value: "client", label: "Client Projects" },
  { value: "inhouse", label: "In-House Projects" },
] as const;

export function ProjectTabs({ projects }: { projects: ProjectDto[] }) {
  return (
    <Tabs defaultValue="client" className="flex flex-col gap-8">
      <TabsList aria-label="Project type" className="self-start">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => {
        const list = projects.filter((p) => p.type === tab.value);
        return (
          <TabsContent key={tab.value} value={tab.value} className="focus-visible:outline-none">
            {list.length === 0 ? (
              <EmptyState title="No projects yet" description="New work is on the way. Check back soon." />
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((project, i) => (
                  <li key={project.id}>
                    <ProjectCard project={project} preload={i === 0} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
