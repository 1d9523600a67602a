export function startCronSchedule(options: {
  urls: string[];
  secret: string | undefined;
  intervalMs: number;
  fetch?: typeof globalThis.fetch;
  setInterval?: typeof globalThis.setInterval;
  clearInterval?: typeof globalThis.clearInterval;
  log?: (line: string) => void;
}): { stop: () => void } | null;
export function claimCronSchedule(scope?: Record<symbol, unknown>): boolean;
