// The one way to show a toast. sonner is fetched on first use (the toaster fetches it once the page is
// interactive), so no page carries it in its first load; a toast raised before the toaster mounts is replayed.
/** `id`: a toast raised again with the same id while it shows is updated in place, not shown twice. */
type ToastOptions = { description?: string; id?: string };

function show(kind: "success" | "error", title: string, options?: ToastOptions) {
  void import("sonner").then(({ toast }) => toast[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};
