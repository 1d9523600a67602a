"use client";

// The profile's skills as tags: typed one at a time (Enter or a comma adds it, Backspace in the empty box takes the
// last one back), each with its own Remove button. The list is the form's `skills` value; the server's schema
// (lib/profiles/schema.ts) trims, dedupes and limits it the same way.
import { X } from "lucide-react";
import { useTranslations } from "#i18n";
import { useState, type KeyboardEvent } from "react";
import { useController } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { useFormField } from "@/components/ui/form";
import { SKILL_MAX, SKILLS_MAX } from "@/lib/profiles/schema";

export function SkillsField({ label }: { label?: string }) {
  const t = useTranslations("settings.skills");
  const { id, error, control } = useFormField("skills");
  const { field } = useController({ name: "skills", control });
  const skills = (field.value as string[] | undefined) ?? [];
  const [draft, setDraft] = useState("");

  function add(text: string) {
    const known = new Set(skills.map((s) => s.toLowerCase()));
    const added = text
      .split(",")
      .map((s) => s.trim().replace(/\s+/g, " "))
      .filter((s) => s && !known.has(s.toLowerCase()) && known.add(s.toLowerCase()));
    if (added.length) field.onChange([...skills, ...added]);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(draft);
    } else if (event.key === "Backspace" && !draft && skills.length) {
      event.preventDefault();
      setDraft(skills[skills.length - 1]!);
      field.onChange(skills.slice(0, -1));
    }
  }

  const remove = (skill: string) => field.onChange(skills.filter((s) => s !== skill));

  return (
    <Field
      id={id}
      label={label ?? t("label")}
      optional
      hint={t("hint", { max: SKILLS_MAX, chars: SKILL_MAX })}
      error={error}
    >
      {(aria) => (
        <div className="flex flex-col gap-2">
          {skills.length > 0 && (
            <ul aria-label={t("yours")} className="flex flex-wrap gap-2">
              {skills.map((skill) => (
                <li
                  key={skill}
                  className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/15 py-0.5 pl-3 text-sm text-[#c4b5fd]"
                >
                  {skill}
                  <button
                    type="button"
                    onClick={() => remove(skill)}
                    aria-label={t("remove", { skill })}
                    className="-my-1.5 inline-flex size-11 items-center justify-center rounded-full hover:bg-primary/25 focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Input
            {...aria}
            value={draft}
            onChange={(event) => {
              const text = event.target.value;
              if (text.includes(",")) add(text);
              else setDraft(text);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (draft.trim()) add(draft);
              field.onBlur();
            }}
            ref={field.ref}
            placeholder={skills.length ? t("addAnother") : t("placeholder")}
            autoComplete="off"
            enterKeyHint="done"
          />
        </div>
      )}
    </Field>
  );
}
