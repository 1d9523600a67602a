"use client";

import { useRouter } from "next/navigation";
import { formMessages } from "@/lib/validation/messages";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { promoteConfirmation } from "@/lib/admin/powers";
import { isAdmin } from "@/lib/auth/policy";
import { apiFetch } from "@/lib/client/api";
import { useApiAction } from "@/lib/forms/use-api-action";

type Change = { role?: "Admin" | "Member"; suspended?: boolean };

const toasts = (c: Change, name: string) =>
  isAdmin(c)
    ? { title: "Member Promoted", description: `${name} is now an admin.` }
    : c.role === "Member"
      ? { title: "Admin Demoted", description: `${name} is now a member.` }
      : c.suspended
        ? { title: "Member Suspended", description: `${name} is logged out and cannot log in.` }
        : { title: "Member Restored", description: `${name} can log in again.` };

/**
 * Promote (after a confirmation naming what an admin can do) or demote, suspend (after a confirmation) or restore
 * one member.
 */
export function MemberActions({
  id,
  name,
  role,
  suspended,
}: {
  id: string;
  name: string;
  role: "Admin" | "Member";
  suspended: boolean;
}) {
  const router = useRouter();
  const admin = isAdmin({ role });
  const [confirming, setConfirming] = useState<"promote" | "suspend" | null>(null);
  const { busy, act } = useApiAction({
    run: (change: Change) =>
      apiFetch(`/api/admin/members/${id}`, { method: "PUT", body: change }).then(() => change),
    success: (change) => toasts(change, name),
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
    onSuccess: () => {
      setConfirming(null);
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      {admin ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void act({ role: "Member" })}
          aria-label={`Demote ${name}`}
        >
          Demote to member
        </Button>
      ) : (
        <ConfirmDialog
          open={confirming === "promote"}
          onOpenChange={(open) => setConfirming(open ? "promote" : null)}
          trigger={
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => setConfirming("promote")}
              aria-label={`Promote ${name}`}
            >
              Promote to admin
            </Button>
          }
          {...promoteConfirmation(name)}
          confirmLabel="Make admin"
          confirmVariant="primary"
          busyText="Promoting..."
          busy={busy}
          onConfirm={() => void act({ role: "Admin" })}
        />
      )}
      {suspended ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void act({ suspended: false })}
          aria-label={`Restore ${name}`}
        >
          Restore
        </Button>
      ) : (
        <ConfirmDialog
          open={confirming === "suspend"}
          onOpenChange={(open) => setConfirming(open ? "suspend" : null)}
          trigger={
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirming("suspend")}
              aria-label={`Suspend ${name}`}
            >
              Suspend
            </Button>
          }
          title={`Suspend ${name}?`}
          description="Their sessions end at once and they cannot log in until you restore them."
          keepLabel="Keep active"
          confirmLabel="Suspend"
          busyText="Suspending..."
          busy={busy}
          onConfirm={() => void act({ suspended: true })}
        />
      )}
    </div>
  );
}
