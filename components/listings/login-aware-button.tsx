"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useMemberGate } from "@/components/accounts/use-member-gate";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";

export type ListingType = "startup" | "gig" | "event" | "job";

/** Where a member submits a listing of this type. */
export const submitListingPath = (type: ListingType) => `/submit-listing?type=${type}`;

/**
 * The shared login-aware step: a member goes to the listing form; a guest's choice is
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
  const { checking, gate } = useMemberGate();

  const onClick = () =>
    gate({
      guest: { title: "Authentication Required", description: "Please log in to submit a listing." },
      returnUrl: submitListingPath(type),
      beforeLogin: () => {
        try {
          localStorage.setItem("pendingListingType", type);
        } catch {
          // Storage can be unavailable (private mode); the returnUrl still carries the type.
        }
      },
      member: () => router.push(submitListingPath(type)),
    });

  return (
    <Button variant={variant} size={size} loading={checking} onClick={onClick}>
      {children}
    </Button>
  );
}
