"use client";

import { useTranslations } from "#i18n";
import { useEffect } from "react";
import { ProfilePrefill } from "@/components/accounts/profile-prefill";
import { WaitlistFields } from "@/components/courses/waitlist-fields";
import { boundKit, TypedValues } from "@/components/forms/bound-kit";
import { Form } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import type { CourseDto } from "@/lib/courses/queries";
import { waitlistInput, type WaitlistResult } from "@/lib/courses/schema";
import { anyBlank, useApiForm } from "@/lib/forms/use-api-form";

/**
 * The pre-registration form, working (the catalogue loads it on first use): name and email required, skill
 * level optional; the course starts unchosen ("Choose a course") unless a card's button picked it.
 */
export function WaitlistForm({
  courses,
  courseId,
  onCourseChange,
  typed,
}: {
  courses: CourseDto[];
  courseId: string;
  onCourseChange: (id: string) => void;
  typed?: Record<string, string | boolean>;
}) {
  const t = useTranslations("coursesWaitlist");
  const { form, onSubmit } = useApiForm({
    schema: waitlistInput,
    defaultValues: { courseId: "", name: "", email: "", skillLevel: "" },
    send: (data) => apiFetch<WaitlistResult>("/api/courses/waitlist", { body: data }),
    success: (result) => ({
      title: result.alreadyOnList ? t("alreadyTitle") : t("thanksTitle"),
      description: result.message,
    }),
    onSuccess: () => onCourseChange(""),
    invalid: ({ values, first }) => ({
      title: t("error"),
      description: anyBlank(values, ["courseId", "name", "email"]) ? t("requiredFields") : first,
    }),
    failure: ({ message }) => ({
      title: t("error"),
      description: message || t("requestFailed"),
    }),
  });

  // A card's button may choose the course; after a failed submit its message goes with it.
  const { setValue, formState } = form;
  useEffect(() => {
    setValue("courseId", courseId, { shouldValidate: formState.isSubmitted });
  }, [courseId, setValue, formState.isSubmitted]);

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="waitlist" className="gap-4" aria-label={t("formLabel")}>
      <ProfilePrefill name="name" email="email" />
      <WaitlistFields kit={boundKit} courses={courses} onCourseChange={onCourseChange} />
      <TypedValues values={typed} />
    </Form>
  );
}
