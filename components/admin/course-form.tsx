"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ImageField } from "@/components/listings/image-field";
import { toMultipart } from "@/components/listings/multipart";
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { courseCategories } from "@/lib/courses/categories";
import { courseDifficulties, courseInput, type CourseInput } from "@/lib/courses/course-input";
import { useApiForm } from "@/lib/forms/use-api-form";

const categories = courseCategories.filter((c) => c.value !== "all");

/** A course to edit, with its current picture's URL (empty for none). */
export type EditableCourse = Omit<CourseInput, "image"> & { id: string; picture: string };

/** Adds a course, or edits one (`course`); it shows on /courses at once. */
export function CourseForm({ course, onDone }: { course?: EditableCourse; onDone?: () => void }) {
  const router = useRouter();
  const [image, setImage] = useState<File | null>(null);
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
      <ImageField label="Cover image" onChange={setImage} current={course?.picture || null} />
      <SubmitButton loadingText="Saving..." className="self-start">
        {course ? "Save course" : "Add course"}
      </SubmitButton>
    </Form>
  );
}
