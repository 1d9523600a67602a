"use client";

// The one way to run a call that is not a form (delete, cancel, copy-and-send): busy while it runs, then a
// toast saying what happened, the server's message when it failed.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import type { ToastText } from "@/lib/forms/use-api-form";

type Options<A extends unknown[], R> = {
  run: (...args: A) => Promise<R>;
  success?: (result: R) => ToastText;
  failure: (info: { message: string; error: unknown }) => ToastText;
  onSuccess?: (result: R) => void;
};

export function useApiAction<A extends unknown[], R>(options: Options<A, R>) {
  const [busy, setBusy] = useState(false);

  async function act(...args: A): Promise<boolean> {
    setBusy(true);
    try {
      const result = await options.run(...args);
      const text = options.success?.(result);
      if (text) toast.success(text.title, text.description ? { description: text.description } : undefined);
      options.onSuccess?.(result);
      return true;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "";
      const text = options.failure({ message, error });
      if (text) toast.error(text.title, text.description ? { description: text.description } : undefined);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, act };
}
