"use client";

import { useTranslations } from "#i18n";
import { ProfilePrefill } from "@/components/accounts/profile-prefill";
import { useLeadDialog } from "@/components/services/use-lead-dialog";
import { TextAreaField, TextField } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { serviceDemoInput } from "@/lib/leads/schema";

/**
 * The demo request of /services, the one form every entry point opens: full name and email required. From a
 * service card (`service`, `slug`) it names that service; without them it is the page's own Request a Demo.
 * ServiceDemoButton fetches it when it is first opened. `service` (English) is sent; `label` is shown.
 */
export function ServiceDemoDialog({
  service,
  label,
  slug,
  open,
  onOpenChange,
}: {
  service?: string;
  label?: string;
  slug?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("servicesDemo");
  const dialog = useLeadDialog({
    open,
    onOpenChange,
    kind: "service-demo",
    required: ["fullName", "email"],
    schema: serviceDemoInput,
    defaultValues: {
      kind: "service-demo",
      service: service ?? "",
      fullName: "",
      email: "",
      organization: "",
      preferredDateTime: "",
      message: "",
    },
    success: () => ({ title: t("sent") }),
  });

  return (
    <FormDialog
      {...dialog}
      title={service ? t("titleOf", { service: label ?? service }) : t("title")}
      description={t("description")}
      idPrefix={slug ?? "demo"}
      className="gap-4"
      submit={{ children: t("submit"), loadingText: t("sending"), className: "mt-2" }}
    >
      <ProfilePrefill name="fullName" email="email" />
      <TextField name="fullName" label={t("fullName")} required autoComplete="name" />
      <TextField name="email" label={t("email")} required type="email" autoComplete="email" />
      <TextField name="organization" label={t("organization")} optional autoComplete="organization" />
      <TextField name="preferredDateTime" label={t("preferredDateTime")} optional type="datetime-local" />
      <TextAreaField
        name="message"
        label={t("message")}
        optional
        maxLength={2000}
        placeholder={t("messagePlaceholder")}
      />
    </FormDialog>
  );
}
