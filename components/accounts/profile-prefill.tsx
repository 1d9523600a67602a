"use client";

// A member's own details in the forms that ask for them (apply, waitlist, the demo forms, a new listing's contact):
// filled in once the session is known, still editable, and kept as the form's defaults so a reset after sending
// fills them again. A guest's form stays empty.
import { useEffect } from "react";
import { useFormContext } from "react-hook-form";
import { useSession } from "@/components/accounts/session-provider";

/** The form's field for each detail of the profile; a field the form does not have is left alone. */
type PrefillFields = { name?: string; email?: string; phone?: string };

/** Inside a <Form>: fills its still-empty, untouched fields from the signed-in member's profile. Renders nothing. */
export function ProfilePrefill({ name, email, phone }: PrefillFields) {
  const { session } = useSession();
  const { getValues, getFieldState, resetField } = useFormContext();
  const profile = session?.profile;

  useEffect(() => {
    if (!profile) return;
    const values = getValues();
    const fills: [string | undefined, string][] = [
      [name, profile.name],
      [email, profile.email],
      [phone, profile.mobile],
    ];
    for (const [field, value] of fills) {
      if (!field || !value || !(field in values)) continue;
      if (values[field] || getFieldState(field).isDirty) continue; // what the member typed stays
      resetField(field, { defaultValue: value });
    }
  }, [profile, name, email, phone, getValues, getFieldState, resetField]);

  return null;
}
