"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { describedBy, Field, Input, Select } from "@/components/ui/field";
import { skillLevels } from "@/lib/courses/categories";
import type { CourseDto } from "@/lib/courses/queries";
import { requiredFieldsMessage, WaitlistInput, type WaitlistResult } from "@/lib/courses/schema";
import {
  firstErrors,
  focusFirstError,
  formValues,
  missingRequired,
  type FieldErrors,
} from "@/lib/forms/errors";
import { postJson, RequestError } from "@/lib/http/client";

/**
 * The pre-registration form (public §3, §5): name and email required, skill level optional; the course starts
 * unchosen ("Choose a course") unless a card's button picked it.
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // A card's button or the select may choose a course after a failed submit: the message goes with it.
  const courseError = courseId ? undefined : errors.courseId;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { ...formValues(form), courseId };
    const parsed = WaitlistInput.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = firstErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(form, fieldErrors);
      const missing = missingRequired(values, ["courseId", "name", "email"]);
      toast.error("Error", {
        description: missing ? requiredFieldsMessage : parsed.error.issues[0]?.message,
      });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const result = await postJson<WaitlistResult>("/api/courses/waitlist", parsed.data);
      if (result.alreadyOnList) toast.success("You're already on the list", { description: result.message });
      else toast.success("Thank you!", { description: result.message });
      form.reset();
      onCourseChange("");
    } catch (error) {
      if (error instanceof RequestError && error.errors) setErrors(error.errors);
      toast.error("Error", {
        description:
          error instanceof Error
            ? error.message
            : "There was an error processing your request. Please try again.",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Course waitlist">
      <Field id="waitlist-courseId" label="Course" required error={courseError}>
        <Select
          {...describedBy("waitlist-courseId", courseError)}
          name="courseId"
          value={courseId}
          onChange={(e) => onCourseChange(e.target.value)}
          required
          disabled={sending}
        >
          <option value="">Choose a course</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="waitlist-name" label="Name" required error={errors.name}>
          <Input
            {...describedBy("waitlist-name", errors.name)}
            name="name"
            autoComplete="name"
            required
            disabled={sending}
          />
        </Field>
        <Field id="waitlist-email" label="Email" required error={errors.email}>
          <Input
            {...describedBy("waitlist-email", errors.email)}
            name="email"
            type="email"
            autoComplete="email"
            required
            disabled={sending}
          />
        </Field>
      </div>
      <Field id="waitlist-skillLevel" label="Skill level" error={errors.skillLevel}>
        <Select
          {...describedBy("waitlist-skillLevel", errors.skillLevel)}
          name="skillLevel"
          defaultValue=""
          disabled={sending}
        >
          <option value="">Prefer not to say</option>
          {skillLevels.map((level) => (
            <option key={level} value={level}>
              {level[0]!.toUpperCase() + level.slice(1)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" size="lg" loading={sending} loadingText="Joining..." className="mt-2 self-start">
        Join the Waitlist
      </Button>
    </form>
  );
}
