"use client";

import { useRouter } from "next/navigation";
import { formMessages } from "@/lib/validation/messages";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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

/** Promote or demote, suspend (after a confirmation) or restore one member. */
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
  const [confirming, setConfirming] = useState(false);
  const { busy, act } = useApiAction({
    run: (change: Change) =>
      apiFetch(`/api/admin/members/${id}`, { method: "PUT", body: change }).then(() => change),
    success: (change) => toasts(change, name),
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
    onSuccess: () => {
      setConfirming(false);
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => void act({ role: admin ? "Member" : "Admin" })}
        aria-label={`${admin ? "Demote" : "Promote"} ${name}`}
      >
        {admin ? "Demote to member" : "Promote to admin"}
      </Button>
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
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirming(true)}
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
