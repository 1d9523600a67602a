// A transaction that lost a race with another (deadlock, serialization failure) rolled back whole, so running it
// once more is safe; a second loss answers 409 in the error shape instead of a 500.
import { isWriteConflict } from "@/lib/db-errors";
import { ApiError } from "@/lib/errors";

export const busyMessage =
  "Another change to the same records was being made at the same moment. Please try again.";

export async function retryOnWriteConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isWriteConflict(error)) throw error;
  }
  try {
    return await run();
  } catch (error) {
    if (isWriteConflict(error)) throw new ApiError("conflict", busyMessage);
    throw error;
  }
}
