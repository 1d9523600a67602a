"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "#i18n";
import { listingLabels, type ListingKind } from "@/components/listings/listing-toasts";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { DeleteButton } from "@/components/ui/delete-button";

/** Deletes a listing after a confirmation, in English: the back office's. */
export function DeleteListingButton({ kind, id, title }: { kind: ListingKind; id: string; title: string }) {
  return (
    <DeleteButton
      url={`/api/${kind}s/${id}`}
      noun={listingLabels[kind]}
      title={title}
      fallback={`Failed to delete ${kind} listing.`}
    />
  );
}

/**
 * The member's own Delete on My Listings, in the page's language (the namespace dashboardActions, which My
 * Listings sends to the browser); the same confirmation and call as DeleteListingButton.
 */
export function MyListingDeleteButton({ kind, id, title }: { kind: ListingKind; id: string; title: string }) {
  const t = useTranslations("dashboardActions.delete");
  const noun = t(`nouns.${kind}`);
  return (
    <ConfirmedAction
      request={{ url: `/api/${kind}s/${id}`, method: "DELETE" }}
      trigger={{
        label: (
          <>
            <Trash2 aria-hidden className="size-4" /> {t("label")}
          </>
        ),
        ariaLabel: t("ariaLabel", { title }),
        variant: "ghost",
      }}
      dialog={{
        title: t("title", { noun }),
        description: t("description", { title }),
        confirmLabel: t("confirm", { noun }),
        busyText: t("busy"),
        keepLabel: t("keep"),
      }}
      success={{ title: t(`done.${kind}`), description: t("doneText", { title }) }}
      failure={{ title: t("failedTitle"), fallback: t(`failed.${kind}`) }}
    />
  );
}
