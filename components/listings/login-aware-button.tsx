"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { fetchIsAuthenticated } from "@/lib/http/client";

export type ListingType = "startup" | "gig" | "event" | "job";

/** Where a member submits a listing of this type. */
export const submitListingPath = (type: ListingType) => `/submit-listing?type=${type}`;

/** The login URL that brings a guest back to the listing form afterwards. */
export const loginPathFor = (type: ListingType) =>
  `/login?returnUrl=${encodeURIComponent(submitListingPath(type))}`;

/**
 * The shared login-aware step (public §4, §6): a member goes to the listing form; a guest's choice is
 * remembered as `pendingListingType`, a toast explains, and the guest goes to the login page.
 */
export function LoginAwareButton({
  type,
  children,
  variant = "primary",
  size = "lg",
}: {
  type: ListingType;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const router = useRouter();
  const [checking, setChecking] = useState(false);

  async function onClick() {
    setChecking(true);
    const member = await fetchIsAuthenticated();
    if (member) {
      router.push(submitListingPath(type));
      return;
    }
    try {
      localStorage.setItem("pendingListingType", type);
    } catch {
      // Storage can be unavailable (private mode); the returnUrl still carries the type.
    }
    toast.error("Authentication Required", { description: "Please log in to submit a listing." });
    setChecking(false);
    router.push(loginPathFor(type));
  }

  return (
    <Button variant={variant} size={size} loading={checking} onClick={onClick}>
      {children}
    </Button>
  );
}
