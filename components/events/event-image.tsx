import { useTranslations } from "#i18n";
import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";

/** An event's picture, or a calm gradient with its type when it has none; `decorative` on a card (its heading names it). */
export function EventImage({
  src,
  title,
  type,
  preload = false,
  sizes,
  decorative = false,
}: {
  src: string | null;
  title: string;
  type: string;
  preload?: boolean;
  sizes: string;
  decorative?: boolean;
}) {
  const t = useTranslations("events.image");
  if (!src) {
    return (
      <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary/30 via-surface-raised to-accent/20">
        <Icon
          name="calendar-days"
          aria-label={t("noPoster", { type })}
          role="img"
          className="size-12 text-text/50"
          strokeWidth={1.25}
        />
      </div>
    );
  }
  return (
    <Picture
      src={src}
      alt={decorative ? "" : t("poster", { title })}
      fill
      preload={preload}
      sizes={sizes}
      className="object-cover"
    />
  );
}
