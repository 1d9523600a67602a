// Refreshes a cached public page at once after an admin changes what it shows.
import { revalidatePath } from "next/cache";
import { logLine } from "@/lib/log";

export function refreshPage(path: string): void {
  try {
    revalidatePath(path);
  } catch (error) {
    // Outside a Next request (a script, a test calling a handler directly) there is no cache to refresh.
    logLine("warn", { event: "not_revalidated", path, message: (error as Error).message });
  }
}
