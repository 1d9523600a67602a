"use client";

// What a visitor typed into a form the server drew before the form's code arrived: LazyForm takes it from its
// static drawing at the swap (components/forms/lazy-form.tsx); a form the server draws with its own code reads it
// once, as hydration begins (useTypedBeforeHydration).
import { useState } from "react";

export type Typed = Record<string, string | boolean>;

/** The named controls' values of `form`: text as typed, checkboxes as checked. */
export function formValues(form: HTMLFormElement | null | undefined): Typed {
  const values: Typed = {};
  if (!form) return values;
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (!control.name || control.type === "submit" || control.type === "button") continue;
    values[control.name] = control.type === "checkbox" ? control.checked : control.value;
  }
  return values;
}

/**
 * What was typed into the server's drawing of the form holding the control `fieldId`, read in the first render
 * of hydration, while the page's inputs still hold it (React keeps a hydrated input's value; react-hook-form then
 * puts its defaults on the inputs). Nothing on the server, or when the form is drawn in the browser alone.
 */
export function useTypedBeforeHydration(fieldId: string): Typed {
  const [typed] = useState(() =>
    typeof document === "undefined" ? {} : formValues(document.getElementById(fieldId)?.closest("form")),
  );
  return typed;
}

/** `defaults` with what was typed in their place: only the form's own fields, each a value of its own kind. */
export function typedOver<T extends Record<string, unknown>>(defaults: T, typed: Typed): T {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(typed)) {
    if (name in defaults && typeof value === typeof defaults[name] && value !== "") merged[name] = value;
  }
  return merged as T;
}
