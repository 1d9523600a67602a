import { getImageProps } from "next/image";
import { useTranslations } from "#i18n";
import { preload } from "react-dom";
import { CourseCover, JoinButton } from "@/components/courses/course-card-parts";
import { Badge } from "@/components/ui/badge";
import { Fact } from "@/components/ui/fact";
import { Icon } from "@/components/ui/icon";
import { styledByClass } from "@/components/ui/picture";
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
  return styledByClass(props, true);
}

type Translate = ReturnType<typeof useTranslations>;

/** A seeded word (a difficulty, "6 weeks", "Join Waitlist") in the page's language; an admin's own text as written. */
function seededWord(t: Translate, text: string): string {
  const weeks = /^(\d+) weeks?$/.exec(text);
  if (weeks) return t("seeded.weeks", { count: Number(weeks[1]) });
  return t.has(`seeded.words.${text}`) ? t(`seeded.words.${text}` as "seeded.words.Beginner") : text;
}

/**
 * A course card; the cover (decorative: the heading names the course) falls back to an icon when it fails to load.
 * `above` marks a card in the first row: its cover loads at once, the first one (the page's largest paint) preloaded.
 */
export function CourseCard({ course, above = "no" }: { course: CourseDto; above?: "first" | "row" | "no" }) {
  const t = useTranslations("courses");
  return (
    // Component classes (app/globals.css), as the list cards'.
    <article className="card-box cover-card">
      <div className="relative aspect-[16/9] bg-gradient-to-br from-primary/20 via-surface-raised to-accent/10">
        <CourseCover
          img={coverOf(course.image, above)}
          fallback={<Icon name="book-open" className="size-14 text-[#c4b5fd]" />}
        />
        <Badge tone="warning" className="absolute left-3 top-3 backdrop-blur-md">
          {t("comingSoon")}
        </Badge>
      </div>
      <div className="cover-card-body">
        <h2 className="card-heading">{course.title}</h2>
        <p className="flex-1 text-sm text-muted">{course.description}</p>
        <ul className="card-facts">
          {course.duration && (
            <Fact icon="clock" accent>
              {seededWord(t, course.duration)}
            </Fact>
          )}
          {course.difficulty && (
            <Fact icon="signal" accent>
              {seededWord(t, course.difficulty)}
            </Fact>
          )}
        </ul>
        <JoinButton courseId={course.id} label={`${seededWord(t, course.cta)}: ${course.title}`}>
          {seededWord(t, course.cta)}
        </JoinButton>
      </div>
    </article>
  );
}
