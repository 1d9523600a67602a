// The toaster is not part of a page's load: the first toast asks for it (the providers mount it then), once.
import { describe, expect, it, vi } from "vitest";
import { isToasterWanted, subscribeToaster, toast } from "@/lib/client/toast";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe("the toaster on demand", () => {
  it("is wanted from the first toast on, and its listeners hear it once", async () => {
    const heard = vi.fn();
    const stop = subscribeToaster(heard);
    expect(isToasterWanted()).toBe(false);

    toast.success("Saved", { description: "All good" });
    expect(isToasterWanted()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);

    toast.error("Failed");
    expect(heard).toHaveBeenCalledTimes(1);
    stop();

    const { toast: sonner } = await import("sonner");
    await vi.waitFor(() => expect(sonner.error).toHaveBeenCalledWith("Failed", undefined));
    expect(sonner.success).toHaveBeenCalledWith("Saved", { description: "All good" });
  });
});
