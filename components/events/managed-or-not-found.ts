import { notFound } from "next/navigation";
import { ApiError } from "@/lib/errors";

/**
 * A read of an event its viewer manages, or the not-found page: unknown to them (404) and not theirs (403) alike,
 * so an organiser's page never tells a stranger more than the event's own page does.
 */
export function managedOrNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    if (error instanceof ApiError && (error.code === "not_found" || error.code === "forbidden")) notFound();
    throw error;
  });
}
