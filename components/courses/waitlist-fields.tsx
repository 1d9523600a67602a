import type { FieldKit } from "@/components/forms/static-form";
import { skillLevels } from "@/lib/courses/categories";
import type { CourseDto } from "@/lib/courses/queries";

const skillOptions = skillLevels.map((level) => ({
  value: level,
  label: level[0]!.toUpperCase() + level.slice(1),
}));

/** The waitlist form's fields, drawn once with the page (static kit) and once working (ui/form). */
export function WaitlistFields({
  kit: { SelectField, TextField, SubmitButton },
  courses,
  onCourseChange,
}: {
  kit: FieldKit;
  courses: CourseDto[];
  /** The working form's (the server's drawing has no handlers: its loader hears the change). */
  onCourseChange?: (id: string) => void;
}) {
  return (
    <>
      <SelectField
        name="courseId"
        label="Course"
        required
        placeholder="Choose a course"
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
        onChange={onCourseChange && ((e) => onCourseChange(e.target.value))}
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
        Join the waitlist
      </SubmitButton>
    </>
  );
}
