// The one way to show a toast. Neither sonner nor the toaster is part of a page's load: the first toast mounts the
// toaster (components/layout/providers.tsx listens here) and fetches sonner; a toast raised before the toaster
// mounts is shown once it does (sonner keeps the toasts raised before its toaster subscribes).
/** `id`: a toast raised again with the same id while it shows is updated in place, not shown twice. */
type ToastOptions = { description?: string; id?: string };

let toasterWanted = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: whether a toast has been raised yet, so the toaster is needed. */
export const isToasterWanted = () => toasterWanted;
export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: "success" | "error", title: string, options?: ToastOptions) {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  void import("sonner").then(({ toast }) => toast[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};
