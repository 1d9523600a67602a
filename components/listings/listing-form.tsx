"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { EventFields } from "@/components/listings/event-fields";
import { AreaField, TextField, type Errors, type Values } from "@/components/listings/form-controls";
import { ImageField } from "@/components/listings/image-field";
import { JobFields } from "@/components/listings/job-fields";
import { SubmitSuccess } from "@/components/listings/submit-success";
import { Button } from "@/components/ui/button";
import { eventInput } from "@/lib/events/schema";
import { fromIstInput } from "@/lib/format/date";
import { postJson, RequestError, sendForm } from "@/lib/http/client";
import { jobInput } from "@/lib/jobs/schema";
import { cn } from "@/lib/cn";

export type ListingKind = "job" | "event";
export type Editing = { kind: ListingKind; id: string; values: Values; image: string | null };

const labels = { job: "Job", event: "Event" } as const;

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) out[String(issue.path[0] ?? "_")] ??= issue.message;
  return out;
}

/** Submit or edit a job or an event (accounts §2, §3, §5): checked with the server's schemas first. */
export function ListingForm({
  preselected,
  editing,
}: {
  preselected: ListingKind | null;
  editing: Editing | null;
}) {
  const [kind, setKind] = useState<ListingKind | null>(editing?.kind ?? preselected);
  const [errors, setErrors] = useState<Errors>({});
  const [image, setImage] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ kind: ListingKind; id: string } | null>(null);
  const values = editing?.values ?? {};

  if (done) return <SubmitSuccess kind={done.kind} id={done.id} updated={!!editing} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!kind) return setErrors({ listingType: "Please select a listing type" });
    const form = new FormData(event.currentTarget);
    form.delete("listingType");
    if (kind === "event") form.set("date", fromIstInput(String(form.get("date") ?? "")));
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Values;
    const parsed = (kind === "job" ? jobInput : eventInput).safeParse(fields);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      toast.error("Missing Fields", { description: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      if (image && kind === "event") form.set("image", image);
      const base = kind === "job" ? "/api/jobs" : "/api/events";
      type Answer = { job?: { id: string }; event?: { id: string } };
      const answer: Answer = editing
        ? await sendForm<Answer>(`${base}/${editing.id}`, "PUT", form)
        : kind === "job"
          ? await postJson<Answer>(base, fields)
          : await sendForm<Answer>(base, "POST", form);
      const id = (kind === "job" ? answer.job?.id : answer.event?.id) ?? editing?.id ?? "";
      toast.success(editing ? "Listing Updated!" : `${labels[kind]} Submitted!`, {
        description: "Our team reviews new listings, usually within 24 hours.",
      });
      setDone({ kind, id });
    } catch (error) {
      const e = error as RequestError;
      if (e.errors) setErrors(e.errors);
      toast.error("Submission Failed", {
        description: e.message || `Failed to submit ${kind} listing. Please try again.`,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-3" disabled={!!editing}>
        <legend className="mb-3 text-sm font-medium">
          Listing type{" "}
          <span className="text-danger" aria-hidden>
            *
          </span>
        </legend>
        <div
          className="grid grid-cols-2 gap-3 sm:max-w-md"
          role="radiogroup"
          aria-describedby={errors.listingType ? "listing-type-error" : undefined}
        >
          {(["job", "event"] as const).map((k) => (
            <label
              key={k}
              className={cn(
                "flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-2xl border text-base font-medium transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent",
                kind === k
                  ? "border-primary bg-primary/15"
                  : "border-border-strong bg-surface hover:border-primary/60",
              )}
            >
              <input
                type="radio"
                name="listingType"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setErrors({});
                }}
                className="sr-only"
              />
              {labels[k]}
            </label>
          ))}
        </div>
        {errors.listingType && (
          <p id="listing-type-error" className="text-sm text-danger">
            {errors.listingType}
          </p>
        )}
      </fieldset>
      {kind && (
        <>
          <div className="grid gap-5 md:grid-cols-2">
            <div className="md:col-span-2">
              <TextField
                name="title"
                label="Title"
                required
                values={values}
                errors={errors}
                maxLength={160}
              />
            </div>
            <div className="md:col-span-2">
              <AreaField
                name="shortDescription"
                label="Short description"
                rows={2}
                hint="Up to 200 characters, shown on cards"
                values={values}
                errors={errors}
              />
            </div>
            <TextField
              name="contactEmail"
              label="Contact email"
              type="email"
              required
              autoComplete="email"
              values={values}
              errors={errors}
            />
            <TextField
              name="contactPhone"
              label="Contact phone"
              type="tel"
              required
              autoComplete="tel"
              values={values}
              errors={errors}
            />
            <div className="md:col-span-2">
              <TextField
                name="websiteLink"
                label="Website"
                type="url"
                placeholder="https://…"
                values={values}
                errors={errors}
              />
            </div>
          </div>
          {kind === "job" ? (
            <JobFields values={values} errors={errors} />
          ) : (
            <EventFields values={values} errors={errors} />
          )}
          {kind === "event" && (
            <ImageField error={errors.image} onChange={setImage} current={editing?.image} />
          )}
          <Button
            type="submit"
            size="lg"
            loading={sending}
            loadingText="Submitting..."
            className="self-start"
          >
            {editing ? "Update Listing" : `Submit ${labels[kind]}`}
          </Button>
        </>
      )}
    </form>
  );
}
