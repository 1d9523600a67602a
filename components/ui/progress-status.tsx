/**
 * A task's progress, announced politely as it moves (an image being prepared, a resume being uploaded): `text` with a
 * bar named `label`, or nothing while `percent` is null.
 */
export function ProgressStatus({
  percent,
  label,
  text,
}: {
  percent: number | null;
  label: string;
  text: string;
}) {
  return (
    <div role="status" aria-live="polite" className="text-sm text-muted">
      {percent !== null && (
        <span className="flex flex-wrap items-center gap-3">
          {text}
          <progress
            max={100}
            value={percent}
            aria-label={label}
            className="h-2 w-32 overflow-hidden rounded-full accent-primary"
          />
        </span>
      )}
    </div>
  );
}
