"use client";

import { Copy } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";

/**
 * Copies `text` and confirms with a toast ('Referral Code Copied!', 'Invite Message Copied!'). The server parent
 * gives every word, in the page's language (`failed`: the toast when the browser refuses to copy).
 */
export function CopyButton({
  text,
  label,
  toastTitle,
  failed = { title: "Copy failed", description: "Select the text and copy it by hand." },
}: {
  text: string;
  label: string;
  toastTitle: string;
  failed?: { title: string; description: string };
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(toastTitle);
    } catch {
      toast.error(failed.title, { description: failed.description });
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy}>
      <Copy aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
