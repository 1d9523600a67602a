"use client";

// A form that loads its working code on first use. The page draws the form's fields with the static kit
// (components/forms/static-form.tsx: the same markup, no form library); the first pointer over it, touch, focus
// or submit fetches the working form (react-hook-form, zod, the form's own logic), which then takes the
// static one's place in the same spot: what was typed stays, the focused field keeps the focus, and a submit
// made while it loaded goes through once it is there. `eager` loads it at once (a member's prefilled form);
// `whenVisible` once the form is on screen and the browser is idle (a form whose working version shows more).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { formValues, type Typed } from "@/components/forms/typed-before-code";

type Taken = { values: Typed; focus: { index: number; start: number | null; end: number | null } | null };

/**
 * What can hold the focus in a form: its controls and its links ("Forgot password?"). Both drawings hold the same
 * ones in the same order, so the focus is carried across the swap by place.
 */
function focusables(form: HTMLFormElement): HTMLElement[] {
  return Array.from(form.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea"));
}

/** What the static form holds now: its named controls' values, and the control or link with the focus. */
function take(box: HTMLElement | null): Taken {
  const form = box?.querySelector("form");
  if (!form) return { values: {}, focus: null };
  const active = document.activeElement as HTMLInputElement | null;
  const index = active ? focusables(form).indexOf(active) : -1;
  const focus =
    active && index >= 0
      ? { index, start: active.selectionStart ?? null, end: active.selectionEnd ?? null }
      : null;
  return { values: formValues(form), focus };
}

/**
 * `load` resolves with the working form (a stable function: define it at module level); `children` is the
 * static drawing; `render` draws the working form with the values typed so far (merge them into its defaults).
 */
export function LazyForm<C>({
  load,
  eager = false,
  whenVisible = false,
  render,
  children,
}: {
  load: () => Promise<C>;
  eager?: boolean;
  whenVisible?: boolean;
  render: (Working: C, typed: Typed) => ReactNode;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [working, setWorking] = useState<{ component: C; taken: Taken } | null>(null);
  const started = useRef(false);
  const submitWhenReady = useRef(false);
  // A press on the static form ends on it: the swap waits until the click that follows has happened.
  const pressed = useRef(false);
  const arrived = useRef<{ component: C } | null>(null);

  const show = useCallback(() => {
    // What the static form holds is taken at the swap, while it is still in the page.
    // Taken and swapped in one task (flushSync): no keystroke or autofill can land on the static form between
    // the two, where it would be lost.
    if (!arrived.current || pressed.current) return;
    const next = { ...arrived.current, taken: take(box.current) };
    flushSync(() => setWorking(next));
  }, []);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (component) => {
        arrived.current = { component };
        show();
      },
      () => {
        started.current = false; // offline for a moment: the next touch tries again
      },
    );
  }, [load, show]);

  const press = useCallback(() => {
    pressed.current = true;
    const release = () => {
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
      setTimeout(() => {
        pressed.current = false;
        show();
      }, 0);
    };
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    start();
  }, [show, start]);

  useEffect(() => {
    if (eager) start();
  }, [eager, start]);

  useEffect(() => {
    const form = box.current?.querySelector("form");
    if (!whenVisible || !form || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
      else setTimeout(start, 200);
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, [whenVisible, start]);

  const taken = working?.taken ?? null;

  useLayoutEffect(() => {
    if (!taken) return;
    const form = box.current?.querySelector("form");
    if (taken.focus) {
      // A keyboard user's focus stays where it was: on a link too, so an Enter pressed on it as the form is
      // swapped follows the link instead of landing on the page's body.
      const control = (form ? focusables(form)[taken.focus.index] : undefined) as
        HTMLInputElement | undefined;
      control?.focus({ preventScroll: true });
      if (control && taken.focus.start !== null) {
        try {
          control.setSelectionRange(taken.focus.start, taken.focus.end);
        } catch {
          // email and datetime inputs have no selection
        }
      }
    }
    if (submitWhenReady.current) {
      submitWhenReady.current = false;
      // Sent as the visitor's own submit would be: after this commit, as an event of its own.
      setTimeout(() => form?.requestSubmit(), 0);
    }
  }, [taken]);

  return (
    <div
      ref={box}
      className="contents"
      onPointerEnter={working ? undefined : start}
      onPointerDownCapture={working ? undefined : press}
      onFocusCapture={working ? undefined : start}
      onSubmitCapture={
        working
          ? undefined
          : (event) => {
              event.preventDefault();
              submitWhenReady.current = true;
              start();
            }
      }
    >
      {working ? render(working.component, working.taken.values) : children}
    </div>
  );
}
