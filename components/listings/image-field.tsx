"use client";

import { ProgressStatus } from "@/components/ui/progress-status";
import { ImagePlus } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/ui/field";
import { useFormField, useHoldSubmit } from "@/components/ui/form";
import { compressImage } from "@/lib/images/compress";

const kb = (bytes: number) => `${Math.round(bytes / 1024)}KB`;

/**
 * The optional image (an event's thumbnail, a gig's cover, a startup's logo): an image over 1024 KB is recompressed
 * in the browser before upload, which takes seconds for a large photo on a phone. Meanwhile it shows how far along
 * it is ("Preparing image… 40%", announced) and the form's submit button stays disabled.
 */
export function ImageField({
  onChange,
  current,
  label = "Thumbnail",
}: {
  onChange: (file: File | null) => void;
  current?: string | null;
  label?: string;
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
        toast.success("Image Compressed", {
          description: `Size reduced from ${kb(file.size)} to ${kb(result.file.size)}.`,
        });
      }
      onChange(result.file);
      setPreview(URL.createObjectURL(result.file));
    } catch {
      toast.error("Image Processing Failed", {
        description: "Failed to process the image. Please try again.",
      });
      event.target.value = "";
      onChange(null);
    } finally {
      setPreparing(null);
    }
  }

  return (
    <Field id={id} label={label} optional hint="PNG, JPG or GIF, max 5MB" error={error}>
      {(aria) => (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-4">
            <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-border bg-surface-raised">
              {preview ? (
                // eslint-disable-next-line @next/next/no-img-element -- a local blob preview, not a page image
                <img
                  src={preview}
                  alt={`Selected ${label.toLowerCase()} preview`}
                  className="size-full object-cover"
                />
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
            label="Preparing image"
            text={`Preparing image… ${preparing}%`}
          />
        </div>
      )}
    </Field>
  );
}
