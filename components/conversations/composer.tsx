"use client";

// The reply box under a thread: plain text up to MESSAGE_MAX characters, checked with the schema the API uses.
// A sent message shows at once (the page is refreshed from the server).
import { useTranslations } from "#i18n";
import { Form, SubmitButton, TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { MESSAGE_MAX, messageInput } from "@/lib/conversations/schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { useRouter } from "@/lib/i18n/navigation";
import { formMessages } from "@/lib/validation/messages";

export function Composer({ threadId, to }: { threadId: string; to: string }) {
  const t = useTranslations("conversations.composer");
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: messageInput,
    defaultValues: { message: "" },
    send: (data) => apiFetch(`/api/threads/${encodeURIComponent(threadId)}/messages`, { body: data }),
    success: () => null,
    onSuccess: () => router.refresh(),
    failure: ({ message }) => ({
      title: t("notSent"),
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      idPrefix="composer"
      className="gap-3"
      aria-label={t("replyTo", { name: to })}
    >
      <TextAreaField
        name="message"
        label={t("label")}
        hint={t("hint")}
        required
        rows={4}
        maxLength={MESSAGE_MAX}
      />
      <SubmitButton loadingText={t("sending")} className="self-end max-sm:w-full">
        {t("send")}
      </SubmitButton>
    </Form>
  );
}
