import { useTranslations } from "#i18n";
import { Picture } from "@/components/ui/picture";
import { Badge } from "@/components/ui/badge";
import type { ProjectDto } from "@/lib/projects/queries";
import { projectStatusTone } from "@/components/projects/status-tone";
import { splitTags } from "@/lib/projects/status";

/** The statuses the catalog names (projects.status.<key>); any other shows as it is written. */
const statusKeys: Record<string, string> = {
  Delivered: "delivered",
  Live: "live",
  Beta: "beta",
  Launched: "launched",
  "In Development": "inDevelopment",
};

export function ProjectCard({ project, preload = false }: { project: ProjectDto; preload?: boolean }) {
  const t = useTranslations("projects");
  const { shown, more } = splitTags(project.techStack);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/80 transition-colors hover:border-border-strong">
      <div className="relative aspect-[16/9] overflow-hidden bg-surface-raised">
        <Picture
          src={project.image}
          alt=""
          fill
          preload={preload}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {project.status && (
          <div className="absolute left-3 top-3">
            <Badge tone={projectStatusTone(project.status)} className="backdrop-blur-md">
              {statusKeys[project.status] ? t(`status.${statusKeys[project.status]}`) : project.status}
            </Badge>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-medium uppercase tracking-wider text-muted">
          {project.category} · {project.year}
        </p>
        <h2 className="text-lg font-semibold leading-snug">{project.title}</h2>
        <p className="flex-1 text-sm text-muted">{project.description}</p>
        <ul className="flex flex-wrap gap-2" aria-label={t("techStack")}>
          {shown.map((tag) => (
            <li key={tag}>
              <Badge tone="primary">{tag}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge>+{more}</Badge>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
