// Server only: a client component that reached this module would carry every icon in it (the build fails instead).
import "server-only";
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  BellPlus,
  Blocks,
  BookOpen,
  Brain,
  Briefcase,
  BriefcaseBusiness,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Code2,
  GraduationCap,
  Handshake,
  Mail,
  MapPin,
  Menu,
  MessageSquareText,
  MessagesSquare,
  Pause,
  Play,
  Rocket,
  Search,
  SearchX,
  Share2,
  ShieldCheck,
  Signal,
  SlidersHorizontal,
  Trophy,
  Users,
  Video,
  Wallet,
  X,
  type LucideIcon,
} from "lucide-react";

import type { IconName } from "@/components/ui/icon-names";

type IconNode = [tag: string, attributes: Record<string, string>][];
type LucideRender = { render: (props: object, ref: null) => { props: { icon: { node: IconNode } } } };

/**
 * The lucide icons server components draw, by their id in the sprite (`/icons.svg`): every name in
 * components/ui/icon-names.ts, and only those. Only the sprite's route imports this module: a page that imported
 * lucide's icons would bring lucide's client component into its bundle, even with none drawn.
 */
export const spriteIcons = {
  "arrow-down": ArrowDown,
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "arrow-up-right": ArrowUpRight,
  "bell-plus": BellPlus,
  blocks: Blocks,
  "book-open": BookOpen,
  brain: Brain,
  briefcase: Briefcase,
  "briefcase-business": BriefcaseBusiness,
  "calendar-check": CalendarCheck,
  "calendar-clock": CalendarClock,
  "calendar-days": CalendarDays,
  check: Check,
  "check-circle": CheckCircle2,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  clock: Clock,
  code: Code2,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  "message-square-text": MessageSquareText,
  "messages-square": MessagesSquare,
  pause: Pause,
  play: Play,
  rocket: Rocket,
  search: Search,
  "search-x": SearchX,
  "share-2": Share2,
  "shield-check": ShieldCheck,
  signal: Signal,
  "sliders-horizontal": SlidersHorizontal,
  trophy: Trophy,
  users: Users,
  video: Video,
  wallet: Wallet,
  x: X,
} satisfies Record<IconName, LucideIcon>;

/**
 * An icon's shapes. lucide-react 1.x draws every icon through a client component, so an icon in a server
 * component put its shape data into the page's RSC payload beside the SVG in the HTML; its forwardRef render
 * only names that component with the icon's data, which is read here (on the server, when the sprite is made).
 */
function shapes(icon: LucideIcon): IconNode {
  return (icon as unknown as LucideRender).render({}, null).props.icon.node;
}

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** A short hash of a text (FNV-1a): the sprite's version (components/ui/icon-names.ts, checked by a test). */
export function contentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The sprite: one `<symbol>` per icon, its id the icon's name. */
export function spriteSvg(): string {
  const symbols = Object.entries(spriteIcons).map(([id, icon]) => {
    const inner = shapes(icon)
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([name]) => name !== "key")
          .map(([name, value]) => ` ${name}="${attribute(String(value))}"`)
          .join("");
        return `<${tag}${attrs}/>`;
      })
      .join("");
    return `<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
