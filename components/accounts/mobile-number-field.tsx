"use client";

import { useTranslations } from "#i18n";
import { Field, Input, Select } from "@/components/ui/field";
import { useFormField } from "@/components/ui/form";
import { countryCodes } from "@/lib/accounts/constants";

/** A country's key in the catalog (auth.register.countries): "USA" → "usa". */
const countryKey = (label: (typeof countryCodes)[number]["label"]) =>
  label.toLowerCase() as "usa" | "india" | "uk" | "australia" | "japan" | "germany" | "france" | "china";

/** The country code and the number, one field with one error line. */
export function MobileNumberField() {
  const t = useTranslations("auth.register");
  const number = useFormField("mobileNumber");
  const country = useFormField("countryCode");
  return (
    <Field id={number.id} label={t("mobileNumber")} error={number.error ?? country.error}>
      {(aria) => (
        <div className="flex gap-2">
          <div className="w-36 shrink-0">
            <Select
              aria-label={t("countryCode")}
              aria-invalid={country.error ? true : undefined}
              {...country.register("countryCode")}
            >
              {countryCodes.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} {t(`countries.${countryKey(c.label)}`)}
                </option>
              ))}
            </Select>
          </div>
          <Input
            className="min-w-0 flex-1"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...aria}
            {...number.register("mobileNumber")}
          />
        </div>
      )}
    </Field>
  );
}
