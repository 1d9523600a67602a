import { useTranslations } from "#i18n";
import type { FieldKit } from "@/components/forms/static-form";
import { skillLevels } from "@/lib/courses/categories";
import type { CourseDto } from "@/lib/courses/queries";

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
  const t = useTranslations("coursesWaitlist");
  const skillOptions = skillLevels.map((level) => ({ value: level, label: t(`levels.${level}`) }));
  return (
    <>
      <SelectField
        name="courseId"
        label={t("course")}
        required
        placeholder={t("chooseCourse")}
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
        onChange={onCourseChange && ((e) => onCourseChange(e.target.value))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t("name")} required autoComplete="name" />
        <TextField name="email" label={t("email")} required type="email" autoComplete="email" />
      </div>
      <SelectField
        name="skillLevel"
        label={t("skillLevel")}
        optional
        placeholder={t("preferNotToSay")}
        options={skillOptions}
      />
      <SubmitButton loadingText={t("joining")} className="mt-2 self-start">
        {t("join")}
      </SubmitButton>
    </>
  );
}
