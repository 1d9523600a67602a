"use client";

import { Copy } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";

/** Copies `text` and confirms with a toast ('Referral Code Copied!', 'Invite Message Copied!'). */
export function CopyButton({ text, label, toastTitle }: { text: string; label: string; toastTitle: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(toastTitle);
    } catch {
      toast.error("Copy failed", { description: "Select the text and copy it by hand." });
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy}>
      <Copy aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
