"use client";

import { ProgressStatus } from "@/components/ui/progress-status";
import { ImagePlus } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/ui/field";
import { useFormField, useHoldSubmit } from "@/components/ui/form";
import { compressImage } from "@/lib/images/compress";

const kb = (bytes: number) => `${Math.round(bytes / 1024)}KB`;

/** The field's words: English by default (the back office's course form); the listing form passes its language's. */
export type ImageFieldText = {
  hint: string;
  preview: (label: string) => string;
  compressedTitle: string;
  compressed: (from: string, to: string) => string;
  failedTitle: string;
  failed: string;
  preparing: string;
  preparingPercent: (percent: number | null) => string;
};

const english: ImageFieldText = {
  hint: "PNG, JPG or GIF, max 5MB",
  preview: (label) => `Selected ${label.toLowerCase()} preview`,
  compressedTitle: "Image Compressed",
  compressed: (from, to) => `Size reduced from ${from} to ${to}.`,
  failedTitle: "Image Processing Failed",
  failed: "Failed to process the image. Please try again.",
  preparing: "Preparing image",
  preparingPercent: (percent) => `Preparing image… ${percent}%`,
};

/**
 * The optional image (an event's thumbnail, a gig's cover, a startup's logo): an image over 1024 KB is recompressed
 * in the browser before upload, which takes seconds for a large photo on a phone. Meanwhile it shows how far along
 * it is ("Preparing image… 40%", announced) and the form's submit button stays disabled.
 */
export function ImageField({
  onChange,
  current,
  label = "Thumbnail",
  text = english,
}: {
  onChange: (file: File | null) => void;
  current?: string | null;
  label?: string;
  text?: ImageFieldText;
}) {
  const { id, error } = useFormField("image");
  const [preview, setPreview] = useState<string | null>(current ?? null);
  /** Percent done while the chosen file is prepared; null when there is nothing to wait for. */
  const [preparing, setPreparing] = useState<number | null>(null);
  const busy = preparing !== null;
  useHoldSubmit(busy);

  async function onSelect(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) return onChange(null);
    setPreparing(0);
    try {
      const result = await compressImage(file, (fraction) => setPreparing(Math.round(fraction * 100)));
      if (result.compressed) {
        toast.success(text.compressedTitle, {
          description: text.compressed(kb(file.size), kb(result.file.size)),
        });
      }
      onChange(result.file);
      setPreview(URL.createObjectURL(result.file));
    } catch {
      toast.error(text.failedTitle, { description: text.failed });
      event.target.value = "";
      onChange(null);
    } finally {
      setPreparing(null);
    }
  }

  return (
    <Field id={id} label={label} optional hint={text.hint} error={error}>
      {(aria) => (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-4">
            <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-border bg-surface-raised">
              {preview ? (
                // eslint-disable-next-line @next/next/no-img-element -- a local blob preview, not a page image
                <img src={preview} alt={text.preview(label)} className="size-full object-cover" />
              ) : (
                <ImagePlus aria-hidden className="size-7 text-muted" />
              )}
            </div>
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={onSelect}
              disabled={busy}
              className="min-h-11 w-full min-w-0 flex-1 text-sm text-muted file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-surface-raised file:px-4 file:text-text"
              {...aria}
            />
          </div>
          <ProgressStatus
            percent={busy ? preparing : null}
            label={text.preparing}
            text={text.preparingPercent(preparing)}
          />
        </div>
      )}
    </Field>
  );
}
