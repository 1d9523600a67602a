"use client";

// The jobs the signed-in member has applied to. The list pages are cached, the same for everyone, so this is read
// once per member after the page loads (GET /api/applications/mine/ids, as the header reads the session) and shared
// by every card; applying adds the job at once.
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useSession } from "@/components/accounts/session-provider";
import type { AppliedJobDto } from "@/lib/applications/dto";
import { apiFetch } from "@/lib/client/api";

type Applied = { owner: string | null; at: ReadonlyMap<string, string> };

let state: Applied = { owner: null, at: new Map() };
/** Whose list has been read (or is being read): it is read once per member and page load. */
let readFor: string | null = null;
const listeners = new Set<() => void>();

function publish(next: Applied) {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none: Applied = { owner: null, at: new Map() };

/** Adds `jobs` to `owner`'s list (a list of another member is replaced). */
function add(owner: string, jobs: AppliedJobDto[]) {
  const at = new Map(state.owner === owner ? state.at : []);
  for (const job of jobs) if (!at.has(job.jobId)) at.set(job.jobId, job.appliedAt);
  publish({ owner, at });
}

async function read(owner: string) {
  if (readFor === owner) return;
  readFor = owner;
  try {
    const { applied } = await apiFetch<{ applied: AppliedJobDto[] }>("/api/applications/mine/ids");
    if (readFor === owner) add(owner, applied);
  } catch {
    // Shown as not applied: the server still refuses a second application, with its message.
    if (readFor === owner) readFor = null;
  }
}

/**
 * When the signed-in member applied to `jobId` (undefined when they have not, or until it is known), and
 * `markApplied` for the moment they do.
 */
export function useAppliedJob(jobId: string) {
  const { session } = useSession();
  const owner = session ? session.profile.email : null;
  useEffect(() => {
    if (owner) void read(owner);
  }, [owner]);
  const applied = useSyncExternalStore(
    subscribe,
    () => state,
    () => none,
  );
  const markApplied = useCallback(
    (appliedAt: string) => {
      if (owner) add(owner, [{ jobId, appliedAt }]);
    },
    [owner, jobId],
  );
  return { appliedAt: owner && applied.owner === owner ? applied.at.get(jobId) : undefined, markApplied };
}
