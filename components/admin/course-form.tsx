"use client";

import { useRouter } from "next/navigation";
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { courseCategories } from "@/lib/courses/categories";
import { courseDifficulties, courseInput, type CourseInput } from "@/lib/courses/course-input";
import { useApiForm } from "@/lib/forms/use-api-form";

const categories = courseCategories.filter((c) => c.value !== "all");

/** Adds a course, or edits one (`course`); it shows on /courses at once. */
export function CourseForm({
  course,
  onDone,
}: {
  course?: CourseInput & { id: string };
  onDone?: () => void;
}) {
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: courseInput,
    defaultValues: course ?? {
      title: "",
      description: "",
      category: "" as CourseInput["category"],
      duration: "",
      difficulty: "" as CourseInput["difficulty"],
    },
    send: (data) =>
      course
        ? apiFetch(`/api/admin/courses/${course.id}`, { method: "PUT", body: data })
        : apiFetch("/api/admin/courses", { body: data }),
    success: () =>
      course
        ? { title: "Course Updated", description: "The change is live on /courses." }
        : { title: "Course Added", description: "It now shows on /courses." },
    onSuccess: () => {
      router.refresh();
      onDone?.();
    },
    invalid: ({ first }) => ({ title: "Missing Fields", description: first }),
    failure: ({ message }) => ({ title: "Save Failed", description: message || "Please try again later." }),
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      idPrefix={course ? `course-${course.id}` : "course-new"}
      className="gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="title" label="Title" required maxLength={120} className="sm:col-span-2" />
        <TextAreaField
          name="description"
          label="Description"
          required
          rows={3}
          maxLength={600}
          className="sm:col-span-2"
        />
        <SelectField
          name="category"
          label="Category"
          required
          options={categories}
          placeholder="Choose a category"
        />
        <SelectField
          name="difficulty"
          label="Difficulty"
          required
          options={courseDifficulties}
          placeholder="Choose a level"
        />
        <TextField name="duration" label="Duration" required maxLength={40} placeholder="6 weeks" />
      </div>
      <SubmitButton loadingText="Saving..." className="self-start">
        {course ? "Save course" : "Add course"}
      </SubmitButton>
    </Form>
  );
}
