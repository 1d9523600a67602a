"use client";

// The form of one listing kind, as the listing form shows it: the kind's fields over its schema, an optional image
// (then sent as multipart, else as JSON), POST for a new listing or PUT for one of the poster's (with what saving
// it does: a rejected one is resubmitted, a live one goes back to review), and the toasts.
import { useTranslations } from "#i18n";
import { useMemo, useState, type ReactNode } from "react";
import { ProfilePrefill } from "@/components/accounts/profile-prefill";
import { EditNotice } from "@/components/listings/edit-notice";
import { ImageField, type ImageFieldText } from "@/components/listings/image-field";
import { listingToasts, type ListingKind } from "@/components/listings/listing-toasts";
import { toMultipart } from "@/components/listings/multipart";
import { Form, SubmitButton } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import type { EditableListing } from "@/lib/listing-views/editable-listing";
import type { StartupOption } from "@/lib/startups/links";

/** What the listing form gives the form of a kind. */
export type ListingFormProps = {
  editing: EditableListing | null;
  /** The listing's id, and its status after the change (an edit may leave a live listing live). */
  onDone: (id: string, status?: string) => void;
  /** The member's approved startups a job or gig can be listed for (lib/startups/links.ts). */
  startups?: readonly StartupOption[];
};

type Schema = Parameters<typeof useApiForm>[0]["schema"];
type Answer = { [K in ListingKind]?: { id: string; status?: string } };

export function ListingKindForm<S extends Schema>({
  kind,
  schema,
  blank,
  image,
  editing,
  onDone,
  children,
}: Omit<ListingFormProps, "startups"> & {
  kind: ListingKind;
  schema: S;
  /** The values of a new listing; a pending one's are laid over them. */
  blank: NonNullable<Parameters<typeof useApiForm<S, Answer>>[0]["defaultValues"]>;
  /** The kind's image field (its label, and how a value is sent: a date read as IST). */
  image?: { label?: string; convert?: (name: string, value: string) => string };
  /** The kind's fields. */
  children: ReactNode;
}) {
  const t = useTranslations("listingForm");
  const [file, setFile] = useState<File | null>(null);
  const imageText = useMemo<ImageFieldText>(
    () => ({
      hint: t("image.hint"),
      preview: (label) => t("image.preview", { label: label.toLowerCase() }),
      compressedTitle: t("image.compressedTitle"),
      compressed: (from, to) => t("image.compressedDescription", { from, to }),
      failedTitle: t("image.failedTitle"),
      failed: t("image.failedDescription"),
      preparing: t("image.preparing"),
      preparingPercent: (percent) => t("image.preparingPercent", { percent: percent ?? 0 }),
    }),
    [t],
  );
  const { form, onSubmit } = useApiForm({
    schema,
    defaultValues: { ...blank, ...editing?.values },
    send: (_, values) =>
      apiFetch<Answer>(editing ? `/api/${kind}s/${editing.id}` : `/api/${kind}s`, {
        method: editing ? "PUT" : "POST",
        body: image ? toMultipart(values, file, image.convert) : values,
      }),
    onSuccess: (answer) => onDone(answer[kind]?.id ?? editing?.id ?? "", answer[kind]?.status),
    keepValues: true,
    ...listingToasts(kind, !!editing, t),
  });

  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="listing" className="gap-8">
      {!editing && <ProfilePrefill email="contactEmail" phone="contactPhone" />}
      {editing && <EditNotice editing={editing} />}
      {children}
      {image && (
        <ImageField
          label={image.label ?? t("image.thumbnail")}
          text={imageText}
          onChange={setFile}
          current={editing?.image}
        />
      )}
      <SubmitButton loadingText={t("submitting")} className="self-start">
        {!editing ? t(`submit.${kind}`) : editing.status === "rejected" ? t("resubmit") : t("update")}
      </SubmitButton>
    </Form>
  );
}
