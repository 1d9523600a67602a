"use client";

import { useLocale, useTranslations } from "#i18n";
import { useMemo, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Label, Select } from "@/components/ui/field";
import { useFormField } from "@/components/ui/form";
import type { Slot } from "@/lib/consultations/slot-rules";
import { formatIstTime, formatIstWeekday, formatLocalTimeIfNotIst, istDayStamp } from "@/lib/format/date";

/**
 * The free slots of the coming 30 days: a day, then one of its times (IST, with the visitor's own time beside it
 * when they are elsewhere). The time picked is confirmed at once; on /consultation the form offers a request
 * without a time as a secondary choice below it, a booking being moved (`moving`) has no such choice.
 */
export function SlotPicker({
  slots,
  sessionMinutes,
  moving = false,
}: {
  slots: Slot[];
  sessionMinutes: number;
  moving?: boolean;
}) {
  const t = useTranslations("consultations");
  const locale = useLocale();
  const { setValue, watch, clearErrors } = useFormContext();
  const { id, error } = useFormField("slotStart");
  const chosen = String(watch("slotStart") ?? "");
  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (const s of slots)
      byDay.set(istDayStamp(new Date(s.start)), [...(byDay.get(istDayStamp(new Date(s.start))) ?? []), s]);
    return [...byDay.entries()];
  }, [slots]);
  const [day, setDay] = useState(days[0]?.[0] ?? "");
  const times = days.find(([d]) => d === day)?.[1] ?? [];
  const pick = (value: string) => {
    setValue("slotStart", value, { shouldValidate: false, shouldDirty: true });
    clearErrors("slotStart");
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-medium">{t("slots.legend", { minutes: sessionMinutes })}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("slots.hint")}
      </p>
      {days.length === 0 ? (
        <p className="text-sm text-muted">{moving ? t("slots.noneMoving") : t("slots.none")}</p>
      ) : (
        <>
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <Label htmlFor={`${id}-day`}>{t("slots.day")}</Label>
            <Select id={`${id}-day`} value={day} onChange={(e) => setDay(e.target.value)}>
              {days.map(([d, list]) => (
                <option key={d} value={d}>
                  {t("slots.dayOption", {
                    day: formatIstWeekday(list[0]!.start, locale),
                    count: list.length,
                  })}
                </option>
              ))}
            </Select>
          </div>
          <div role="radiogroup" aria-label={t("slots.freeTimes")} className="flex flex-wrap gap-2">
            {times.map((s) => {
              const local = formatLocalTimeIfNotIst(s.start, locale);
              const label = t("istTime", { time: formatIstTime(s.start, locale) });
              return (
                <label
                  key={s.start}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border-strong px-4 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
                >
                  <input
                    type="radio"
                    name="slot-time"
                    className="size-4 accent-[var(--color-accent)]"
                    value={s.start}
                    checked={chosen === s.start}
                    onChange={() => pick(s.start)}
                  />
                  <span>
                    {label}
                    {local && <span className="text-muted"> {t("slots.yourTime", { time: local })}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
