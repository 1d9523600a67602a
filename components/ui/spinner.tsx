/** A centred spinner with its text ('Checking authentication...', 'Loading your dashboard...'). */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-muted"
    >
      <span
        aria-hidden
        className="size-10 animate-spin rounded-full border-4 border-border-strong border-t-accent"
      />
      <p>{label}</p>
    </div>
  );
}
