"use client";

import { useEffect } from "react";
import { ProfilePrefill } from "@/components/accounts/profile-prefill";
import { Form, SelectField, SubmitButton, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { skillLevels } from "@/lib/courses/categories";
import type { CourseDto } from "@/lib/courses/queries";
import { waitlistInput, type WaitlistResult } from "@/lib/courses/schema";
import { anyBlank, useApiForm } from "@/lib/forms/use-api-form";
import { formMessages } from "@/lib/validation/messages";

const skillOptions = skillLevels.map((level) => ({
  value: level,
  label: level[0]!.toUpperCase() + level.slice(1),
}));

/**
 * The pre-registration form: name and email required, skill level optional; the course starts unchosen
 * ("Choose a course") unless a card's button picked it.
 */
export function WaitlistForm({
  courses,
  courseId,
  onCourseChange,
}: {
  courses: CourseDto[];
  courseId: string;
  onCourseChange: (id: string) => void;
}) {
  const { form, onSubmit } = useApiForm({
    schema: waitlistInput,
    defaultValues: { courseId: "", name: "", email: "", skillLevel: "" },
    send: (data) => apiFetch<WaitlistResult>("/api/courses/waitlist", { body: data }),
    success: (result) => ({
      title: result.alreadyOnList ? "You're already on the list" : "Thank you!",
      description: result.message,
    }),
    onSuccess: () => onCourseChange(""),
    invalid: ({ values, first }) => ({
      title: "Error",
      description: anyBlank(values, ["courseId", "name", "email"]) ? formMessages.requiredFields : first,
    }),
    failure: ({ message }) => ({
      title: "Error",
      description: message || formMessages.requestFailed,
    }),
  });

  // A card's button may choose the course; after a failed submit its message goes with it.
  const { setValue, formState } = form;
  useEffect(() => {
    setValue("courseId", courseId, { shouldValidate: formState.isSubmitted });
  }, [courseId, setValue, formState.isSubmitted]);

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="waitlist" className="gap-4" aria-label="Course waitlist">
      <ProfilePrefill name="name" email="email" />
      <SelectField
        name="courseId"
        label="Course"
        required
        placeholder="Choose a course"
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
        onChange={(e) => onCourseChange(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="name" />
        <TextField name="email" label="Email" required type="email" autoComplete="email" />
      </div>
      <SelectField
        name="skillLevel"
        label="Skill level"
        optional
        placeholder="Prefer not to say"
        options={skillOptions}
      />
      <SubmitButton loadingText="Joining..." className="mt-2 self-start">
        Join the Waitlist
      </SubmitButton>
    </Form>
  );
}
