import type { SVGProps } from "react";
import { spriteVersion, type IconName } from "@/components/ui/icon-names";
import { cn } from "@/lib/cn";

const sprite = `/icons.svg?v=${spriteVersion}`;

/**
 * A lucide icon as a `<use>` of the sprite at /icons.svg, so neither the HTML nor the RSC payload carries its
 * shapes and no icon code ships (lucide-react draws every icon through one client component). Drawn by server
 * components; a client part of a public page takes these as elements from the server. The stroke comes from the
 * `.icon` class (globals.css). Hidden from assistive technology unless given a `role` and a label.
 */
export function Icon({
  name,
  className,
  strokeWidth,
  ...rest
}: { name: IconName } & Omit<SVGProps<SVGSVGElement>, "ref" | "children" | "style">) {
  const labelled = Boolean(rest.role || rest["aria-label"]);
  return (
    <svg
      aria-hidden={labelled ? undefined : true}
      className={cn("icon", className)}
      // No style prop at all when there is none: `"style":"$undefined"` went into the RSC payload for every icon.
      {...(strokeWidth === undefined ? {} : { style: { strokeWidth } })}
      {...rest}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
