"use client";

// Which applicants the poster has ticked for a bulk rejection: one set shared by the cards' boxes and the bar.
import { useTranslations } from "#i18n";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { Checkbox } from "@/components/ui/field";

type Selection = {
  ids: string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  clear: () => void;
};

const SelectionContext = createContext<Selection | null>(null);

export function ApplicantSelection({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<string[]>([]);
  const value = useMemo<Selection>(
    () => ({
      ids,
      has: (id) => ids.includes(id),
      toggle: (id) => setIds((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id])),
      clear: () => setIds([]),
    }),
    [ids],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useApplicantSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("useApplicantSelection needs <ApplicantSelection>");
  return selection;
}

/** The box on a pending applicant's card that adds them to (or takes them from) the selection. */
export function SelectApplicant({ id, name }: { id: string; name: string }) {
  const t = useTranslations("applications.select");
  const { has, toggle } = useApplicantSelection();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-muted">
      <Checkbox checked={has(id)} onChange={() => toggle(id)} aria-label={t("ariaLabel", { name })} />
      {t("label")}
    </label>
  );
}
