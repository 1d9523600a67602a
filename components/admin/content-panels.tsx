import { CourseForm } from "@/components/admin/course-form";
import { DeleteButton } from "@/components/ui/delete-button";
import { DocForm } from "@/components/admin/doc-form";
import { EditCourseButton, EditDocButton } from "@/components/admin/edit-content-buttons";
import { TitledPanel } from "@/components/admin/titled-panel";
import { Badge } from "@/components/ui/badge";
import { courseCategories } from "@/lib/courses/categories";
import type { CourseInput } from "@/lib/courses/course-input";
import { listCourses } from "@/lib/courses/queries";
import type { DocInput } from "@/lib/docs/doc-input";
import { docSections } from "@/lib/docs/sections";
import { listDocItems } from "@/lib/docs/queries";

const categoryLabel = (value: string) => courseCategories.find((c) => c.value === value)?.label ?? value;
const sectionLabel = (value: string) => docSections.find((s) => s.value === value)?.label ?? value;

/** Add Courses: the form, then every course with Edit and Delete. */
export async function CoursesAdminPanel() {
  const courses = await listCourses();
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <TitledPanel id="add-course" title="Add a course">
        <CourseForm />
      </TitledPanel>
      <TitledPanel id="all-courses" title={`Courses (${courses.length})`}>
        <ul className="flex flex-col divide-y divide-border">
          {courses.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-medium">{c.title}</span>
                <span className="flex flex-wrap gap-1.5">
                  <Badge>{categoryLabel(c.category)}</Badge>
                  {c.difficulty && <Badge>{c.difficulty}</Badge>}
                  {c.duration && <Badge>{c.duration}</Badge>}
                </span>
              </div>
              <div className="flex shrink-0 gap-2">
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
              </div>
            </li>
          ))}
        </ul>
      </TitledPanel>
    </div>
  );
}

/** Add Documentation: the form, then every item by section with Edit and Delete. */
export async function DocsAdminPanel() {
  const items = await listDocItems();
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <TitledPanel id="add-doc" title="Add a documentation item">
        <DocForm />
      </TitledPanel>
      <TitledPanel id="all-docs" title={`Documentation (${items.length})`}>
        <ul className="flex flex-col divide-y divide-border">
          {items.map((d) => (
            <li
              key={d.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-medium">{d.title}</span>
                <span className="flex flex-wrap gap-1.5">
                  <Badge>{sectionLabel(d.section)}</Badge>
                  {d.targetRelease && <Badge>{d.targetRelease}</Badge>}
                </span>
              </div>
              <div className="flex shrink-0 gap-2">
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
              </div>
            </li>
          ))}
        </ul>
      </TitledPanel>
    </div>
  );
}
