"use client";

import { useState } from "react";
import { ImageField } from "@/components/listings/image-field";
import { toMultipart } from "@/components/listings/multipart";
import { Form, SubmitButton } from "@/components/ui/form";
import { FieldGrid, type FieldSpec } from "@/components/ui/form-fields";
import { useSaveToasts } from "@/components/ui/form-save";
import { apiFetch } from "@/lib/client/api";
import { courseCategories } from "@/lib/courses/categories";
import { courseDifficulties, courseInput, type CourseInput } from "@/lib/courses/schema";
import { useApiForm } from "@/lib/forms/use-api-form";

const fields: FieldSpec[] = [
  { name: "title", label: "Title", required: true, maxLength: 120, className: "sm:col-span-2" },
  {
    as: "textarea",
    name: "description",
    label: "Description",
    required: true,
    rows: 3,
    maxLength: 600,
    className: "sm:col-span-2",
  },
  {
    as: "select",
    name: "category",
    label: "Category",
    required: true,
    options: courseCategories.filter((c) => c.value !== "all"),
    placeholder: "Choose a category",
  },
  {
    as: "select",
    name: "difficulty",
    label: "Difficulty",
    required: true,
    options: courseDifficulties,
    placeholder: "Choose a level",
  },
  { name: "duration", label: "Duration", required: true, maxLength: 40, placeholder: "6 weeks" },
];

/** A course to edit, with its current picture's URL (empty for none). */
export type EditableCourse = Omit<CourseInput, "image"> & { id: string; picture: string };

/** Adds a course, or edits one (`course`); it shows on /courses at once. */
export function CourseForm({ course, onDone }: { course?: EditableCourse; onDone?: () => void }) {
  const [image, setImage] = useState<File | null>(null);
  const saved = useSaveToasts({
    editing: !!course,
    added: { title: "Course Added", description: "It now shows on /courses." },
    updated: { title: "Course Updated", description: "The change is live on /courses." },
    onDone,
  });
  const { form, onSubmit } = useApiForm({
    schema: courseInput,
    defaultValues: {
      title: course?.title ?? "",
      description: course?.description ?? "",
      category: course?.category ?? ("" as CourseInput["category"]),
      duration: course?.duration ?? "",
      difficulty: course?.difficulty ?? ("" as CourseInput["difficulty"]),
      image: "", // holds only the server's message about the image; the file itself is sent apart
    },
    send: (_, values) =>
      apiFetch(course ? `/api/admin/courses/${course.id}` : "/api/admin/courses", {
        method: course ? "PUT" : "POST",
        body: toMultipart(values, image),
      }),
    ...saved,
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      idPrefix={course ? `course-${course.id}` : "course-new"}
      className="gap-5"
    >
      <FieldGrid fields={fields} className="grid gap-5 sm:grid-cols-2" />
      <ImageField label="Cover image" onChange={setImage} current={course?.picture || null} />
      <SubmitButton loadingText="Saving..." className="self-start">
        {course ? "Save course" : "Add course"}
      </SubmitButton>
    </Form>
  );
}
