"use client";

import { CourseForm, type EditableCourse } from "@/components/admin/course-form";
import { DocForm } from "@/components/admin/doc-form";
import { EditDialog } from "@/components/admin/edit-dialog";
import type { DocInput } from "@/lib/docs/schema";

export function EditCourseButton({ course }: { course: EditableCourse }) {
  return (
    <EditDialog
      title="Edit course"
      label={`Edit ${course.title}`}
      form={(close) => <CourseForm course={course} onDone={close} />}
    />
  );
}

export function EditDocButton({
  item,
}: {
  item: {
    id: string;
    title: string;
    description: string;
    section: DocInput["section"];
    targetRelease: string;
  };
}) {
  return (
    <EditDialog
      title="Edit documentation item"
      label={`Edit ${item.title}`}
      form={(close) => <DocForm item={item} onDone={close} />}
    />
  );
}
