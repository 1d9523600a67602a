import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { CourseCover, JoinButton } from "@/components/courses/course-card-parts";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { CourseDto } from "@/lib/courses/queries";

/**
 * The cover's attributes as next/image draws them (sized, lazy below the first row); the first card's (the page's
 * largest paint) is preloaded at high priority.
 */
function coverOf(src: string, above: "first" | "row" | "no") {
  if (!src) return null;
  const { props } = getImageProps({
    src,
    alt: "",
    fill: true,
    sizes: "(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw",
    className: "object-cover",
    loading: above === "no" ? undefined : "eager",
    fetchPriority: above === "first" ? "high" : undefined,
  });
  if (above === "first") {
    preload(props.src, {
      as: "image",
      fetchPriority: "high",
    });
  }
  return props;
}

/**
 * A course card; the cover (decorative: the heading names the course) falls back to an icon when it fails to load.
 * `above` marks a card in the first row: its cover loads at once, the first one (the page's largest paint) preloaded.
 */
export function CourseCard({ course, above = "no" }: { course: CourseDto; above?: "first" | "row" | "no" }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/80 transition-colors hover:border-border-strong">
      <div className="relative aspect-[16/9] bg-gradient-to-br from-primary/20 via-surface-raised to-accent/10">
        <CourseCover
          img={coverOf(course.image, above)}
          fallback={<Icon name="book-open" className="size-14 text-[#c4b5fd]" />}
        />
        <Badge tone="warning" className="absolute left-3 top-3 backdrop-blur-md">
          Coming Soon
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2 className="text-lg font-semibold leading-snug">{course.title}</h2>
        <p className="flex-1 text-sm text-muted">{course.description}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {course.duration && (
            <li className="flex items-center gap-1.5">
              <Icon name="clock" className="size-4 text-accent" /> {course.duration}
            </li>
          )}
          {course.difficulty && (
            <li className="flex items-center gap-1.5">
              <Icon name="signal" className="size-4 text-accent" /> {course.difficulty}
            </li>
          )}
        </ul>
        <JoinButton courseId={course.id} label={`${course.cta}: ${course.title}`}>
          {course.cta}
        </JoinButton>
      </div>
    </article>
  );
}
