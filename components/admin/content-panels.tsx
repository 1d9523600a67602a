import { BookOpen, GraduationCap } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { CourseForm } from "@/components/admin/course-form";
import { DeleteButton } from "@/components/ui/delete-button";
import { DocForm } from "@/components/admin/doc-form";
import { EditCourseButton, EditDocButton } from "@/components/admin/edit-content-buttons";
import { RecordList } from "@/components/ui/record-list";
import type { EmptyState } from "@/components/ui/empty-state";
import { TitledPanel } from "@/components/ui/titled-panel";
import { Badge } from "@/components/ui/badge";
import { courseCategories } from "@/lib/courses/categories";
import type { CourseInput } from "@/lib/courses/schema";
import type { CourseDto } from "@/lib/courses/queries";
import type { DocInput } from "@/lib/docs/schema";
import { docSections } from "@/lib/docs/sections";
import type { DocItemDto } from "@/lib/docs/queries";

const categoryLabel = (value: string) => courseCategories.find((c) => c.value === value)?.label ?? value;
const sectionLabel = (value: string) => docSections.find((s) => s.value === value)?.label ?? value;

/** A content tab: the form to add one, then every item (its title, badges, Edit and Delete). */
function ContentAdminPanel<T extends { id: string; title: string }>({
  add,
  all,
  items,
  empty,
  badges,
  actions,
}: {
  add: { id: string; title: string; form: ReactNode };
  /** The list's heading id, and its title before the count. */
  all: { id: string; title: string };
  items: T[];
  empty: ComponentProps<typeof EmptyState>;
  badges: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <TitledPanel id={add.id} title={add.title}>
        {add.form}
      </TitledPanel>
      <TitledPanel id={all.id} title={`${all.title} (${items.length})`}>
        <RecordList items={items} empty={empty} className="flex flex-col divide-y divide-border">
          {(item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-medium wrap-anywhere">{item.title}</span>
                <span className="flex flex-wrap gap-1.5">{badges(item)}</span>
              </div>
              <div className="flex shrink-0 gap-2">{actions(item)}</div>
            </li>
          )}
        </RecordList>
      </TitledPanel>
    </div>
  );
}

/** Add Courses: the form, then every course with Edit and Delete. */
export function CoursesAdminPanel({ courses }: { courses: CourseDto[] }) {
  return (
    <ContentAdminPanel
      add={{ id: "add-course", title: "Add a course", form: <CourseForm /> }}
      all={{ id: "all-courses", title: "Courses" }}
      items={courses}
      empty={{
        icon: <GraduationCap className="size-8" />,
        title: "No courses yet",
        description: "Courses you add with the form appear here and on /courses.",
      }}
      badges={(c) => (
        <>
          <Badge>{categoryLabel(c.category)}</Badge>
          {c.difficulty && <Badge>{c.difficulty}</Badge>}
          {c.duration && <Badge>{c.duration}</Badge>}
        </>
      )}
      actions={(c) => (
        <>
          <EditCourseButton
            course={{
              id: c.id,
              title: c.title,
              description: c.description,
              category: c.category as CourseInput["category"],
              duration: c.duration,
              difficulty: c.difficulty as CourseInput["difficulty"],
              picture: c.image,
            }}
          />
          <DeleteButton url={`/api/admin/courses/${c.id}`} noun="Course" title={c.title} />
        </>
      )}
    />
  );
}

/** Add Documentation: the form, then every item by section with Edit and Delete. */
export function DocsAdminPanel({ items }: { items: DocItemDto[] }) {
  return (
    <ContentAdminPanel
      add={{ id: "add-doc", title: "Add a documentation item", form: <DocForm /> }}
      all={{ id: "all-docs", title: "Documentation" }}
      items={items}
      empty={{
        icon: <BookOpen className="size-8" />,
        title: "No documentation yet",
        description: "Items you add with the form appear here and on /documentation.",
      }}
      badges={(d) => (
        <>
          <Badge>{sectionLabel(d.section)}</Badge>
          {d.targetRelease && <Badge>{d.targetRelease}</Badge>}
        </>
      )}
      actions={(d) => (
        <>
          <EditDocButton
            item={{
              id: d.id,
              title: d.title,
              description: d.body,
              section: d.section as DocInput["section"],
              targetRelease: d.targetRelease ?? "",
            }}
          />
          <DeleteButton url={`/api/admin/docs/${d.id}`} noun="Documentation item" title={d.title} />
        </>
      )}
    />
  );
}
