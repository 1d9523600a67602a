// A new password's parts, shared by the working field (new-password-field.tsx) and the server's first drawing
// (reset-password-static.tsx): the live list of requirements, the input they describe, the confirmation field.
import { useTranslations } from "#i18n";
import type { ComponentProps } from "react";
import { Input, type ControlAria } from "@/components/ui/field";
import { PASSWORD_MIN_LENGTH, passwordRules } from "@/lib/accounts/password-policy";
import { cn } from "@/lib/cn";
import { Icon } from "@/components/ui/icon";

/** The live list of password requirements: each turns green as it is met. */
export function PasswordChecklist({
  id,
  password,
  columns = 1,
}: {
  id: string;
  password: string;
  columns?: 1 | 2;
}) {
  const t = useTranslations("authPassword");
  return (
    <ul
      id={id}
      aria-label={t("requirements")}
      className={cn("grid gap-1 text-sm", columns === 2 && "sm:grid-cols-2")}
    >
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={cn("flex items-center gap-2", met ? "text-success" : "text-muted")}>
            <Icon name={met ? "check" : "x"} className="size-4" />
            <span>
              {t(`rules.${rule.id}`, { count: PASSWORD_MIN_LENGTH })}
              <span className="sr-only"> {met ? t("met") : t("notMet")}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A new password's input with its requirements under it (they describe it): drawn by the working form with what is
 * typed, and by the server's first drawing with nothing typed yet.
 */
export function NewPasswordInput({
  id,
  aria,
  password,
  columns,
  ...input
}: { id: string; aria: ControlAria; password: string; columns?: 1 | 2 } & ComponentProps<"input">) {
  return (
    <>
      <Input
        type="password"
        autoComplete="new-password"
        {...aria}
        aria-describedby={[`${id}-rules`, aria["aria-describedby"]].filter(Boolean).join(" ")}
        {...input}
      />
      <PasswordChecklist id={`${id}-rules`} password={password} columns={columns} />
    </>
  );
}

/** The confirmation field beside a new password: "Confirm " + the new password's label in lower case. */
export const confirmPasswordProps = (label: string) =>
  ({
    name: "confirmPassword",
    type: "password",
    label: `Confirm ${label.toLowerCase()}`,
    autoComplete: "new-password",
  }) as const;
