"use client";

import { useTranslations } from "#i18n";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMemberGate } from "@/components/accounts/use-member-gate";
import type { BidTarget } from "@/components/gigs/bid-dialog";
import { Button, type ButtonSize } from "@/components/ui/button";
import { lazyComponent } from "@/lib/client/lazy-component";

// The dialog (its form, schema and focus trap) is fetched when a member first opens it.
const BidDialog = lazyComponent(() => import("@/components/gigs/bid-dialog").then((module) => module.BidDialog));

/** Bid Now: guests are sent to log in (and back here); members fill in the bid dialog. */
export function BidButton({
  gig,
  returnUrl,
  size = "sm",
}: {
  gig: BidTarget;
  returnUrl: string;
  size?: ButtonSize;
}) {
  const t = useTranslations("gigsBid");
  const router = useRouter();
  const { checking, gate } = useMemberGate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  const onClick = () =>
    gate({
      guest: { title: t("gateTitle"), description: t("gateDescription") },
      returnUrl,
      member: () => {
        setOpened(true);
        setOpen(true);
      },
    });

  return (
    <>
      <Button size={size} loading={checking} onClick={onClick} aria-label={t("bidOn", { title: gig.title })}>
        {t("bidNow")}
      </Button>
      {opened && <BidDialog gig={gig} open={open} onOpenChange={setOpen} onPlaced={() => router.refresh()} />}
    </>
  );
}
