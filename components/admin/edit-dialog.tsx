"use client";

import { Pencil } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

/** Edit: opens `form` in a dialog; the form calls `close` when it has saved. */
export function EditDialog({
  title,
  label,
  form,
}: {
  title: string;
  label: string;
  form: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={label}>
        <Pencil aria-hidden className="size-4" /> Edit
      </Button>
      {open && <DialogContent title={title}>{form(() => setOpen(false))}</DialogContent>}
    </Dialog>
  );
}
