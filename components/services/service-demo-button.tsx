"use client";

import { lazyComponent } from "@/lib/client/lazy-component";
import { useTranslations } from "#i18n";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

// The dialog (its form, schema and focus trap) is fetched when it is first opened, or when the pointer or the
// focus comes to its button.
const loadDialog = () =>
  import("@/components/services/service-demo-dialog").then((module) => module.ServiceDemoDialog);
const ServiceDemoDialog = lazyComponent(loadDialog);

/**
 * Request a demo: of a service (from its card) or the page's own; opens the demo dialog. `service` is the service's
 * English name (what the request records), `label` its name in the page's language (what the visitor reads).
 */
export function ServiceDemoButton({
  service,
  label,
  slug,
}: {
  service?: string;
  label?: string;
  slug?: string;
}) {
  const t = useTranslations("servicesDemo");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const prefetch = () => void loadDialog().catch(() => undefined);
  const onClick = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {service ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t("requestOf", { service: label ?? service })}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={onClick}
        >
          {t("request")}
        </Button>
      ) : (
        <Button size="lg" onPointerEnter={prefetch} onFocus={prefetch} onClick={onClick}>
          <Icon name="calendar-check" className="size-4" /> {t("request")}
        </Button>
      )}
      {opened && (
        <ServiceDemoDialog service={service} label={label} slug={slug} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
