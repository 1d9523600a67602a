import { Check, X } from "lucide-react";
import { passwordRules } from "@/lib/accounts/password-policy";
import { cn } from "@/lib/cn";

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
  return (
    <ul
      id={id}
      aria-label="Password requirements"
      className={cn("grid gap-1 text-sm", columns === 2 && "sm:grid-cols-2")}
    >
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={cn("flex items-center gap-2", met ? "text-success" : "text-muted")}>
            {met ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
            <span>
              {rule.label}
              <span className="sr-only">{met ? " (met)" : " (not met)"}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
