"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import type { FreeSlots } from "@/lib/consultations/slots";

/**
 * The free consultation slots (GET /api/consultations/slots), read while `enabled` and again each time `read`
 * changes (after a 409, a slot taken meanwhile): undefined while reading, null when they could not be read.
 */
export function useFreeSlots(read: number, enabled = true): FreeSlots | null | undefined {
  const [free, setFree] = useState<FreeSlots | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    apiFetch<FreeSlots>("/api/consultations/slots").then(
      (answer) => live && setFree(answer),
      () => live && setFree(null),
    );
    return () => {
      live = false;
    };
  }, [enabled, read]);
  return free;
}
