import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { Picture } from "@/components/ui/picture";

/**
 * A card's cover: a seeded picture or an upload (both WebP, sent as stored), or a calm gradient with an icon when
 * there is none. An empty `alt` marks it decorative (a card, whose heading names it).
 */
export function CoverImage({
  src,
  alt,
  icon,
  preload = false,
  sizes,
}: {
  src: string | null;
  alt: string;
  icon: IconName;
  preload?: boolean;
  sizes: string;
}) {
  if (!src) {
    return (
      <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary/30 via-surface-raised to-accent/20">
        {alt ? (
          <Icon name={icon} aria-label={alt} role="img" className="size-12 text-text/50" strokeWidth={1.25} />
        ) : (
          <Icon name={icon} className="size-12 text-text/50" strokeWidth={1.25} />
        )}
      </div>
    );
  }
  return <Picture src={src} alt={alt} fill preload={preload} sizes={sizes} className="object-cover" />;
}
