import type { SVGProps } from "react";
import { spriteSvg, type IconName } from "@/components/ui/sprite-icons";
import { cn } from "@/lib/cn";

/** A short hash of the sprite's content (FNV-1a), so a new icon or shape is fetched anew. */
function version(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const sprite = `/icons.svg?v=${version(spriteSvg())}`;

/**
 * A lucide icon drawn by a server component: a `<use>` of the sprite at /icons.svg, so neither the HTML nor the
 * RSC payload carries its shapes (lucide-react's own component is a client one, whose icon data went into the
 * payload on top of the SVG in the HTML). The stroke comes from the `.icon` class (globals.css). Hidden from
 * assistive technology unless given a `role` and a label. Client components keep using lucide's component.
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
      style={strokeWidth === undefined ? undefined : { strokeWidth }}
      {...rest}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
