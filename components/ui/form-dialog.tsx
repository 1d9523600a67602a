"use client";

// A dialog that holds a form and its submit button: the form of components/ui/form.tsx inside DialogContent,
// with the button that opens it where the dialog brings its own.
import type { ComponentProps, ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Form, SubmitButton, type FormProps } from "@/components/ui/form";

export function FormDialog<T extends FieldValues, O>({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  submit,
  children,
  ...form
}: Omit<FormProps<T, O>, "title"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when the caller does not open it itself. */
  trigger?: ReactNode;
  title: string;
  description?: string;
  /** The submit button under the fields: its text (`children`), its sending label and its look. */
  submit: ComponentProps<typeof SubmitButton>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent title={title} description={description}>
        <Form {...form}>
          {children}
          <SubmitButton {...submit} />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
