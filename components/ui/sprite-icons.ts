import {
  ArrowUpRight,
  BellPlus,
  BookOpen,
  Briefcase,
  BriefcaseBusiness,
  CalendarClock,
  CalendarDays,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  GraduationCap,
  Handshake,
  MapPin,
  Menu,
  Rocket,
  Search,
  SearchX,
  SlidersHorizontal,
  Users,
  Wallet,
  X,
  type LucideIcon,
} from "lucide-react";

type IconNode = [tag: string, attributes: Record<string, string>][];
type LucideRender = { render: (props: object, ref: null) => { props: { icon: { node: IconNode } } } };

/** The lucide icons server components draw, by their id in the sprite (`/icons.svg`). */
export const spriteIcons = {
  "arrow-up-right": ArrowUpRight,
  "bell-plus": BellPlus,
  "book-open": BookOpen,
  briefcase: Briefcase,
  "briefcase-business": BriefcaseBusiness,
  "calendar-clock": CalendarClock,
  "calendar-days": CalendarDays,
  "check-circle": CheckCircle2,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  clock: Clock,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  "map-pin": MapPin,
  menu: Menu,
  rocket: Rocket,
  search: Search,
  "search-x": SearchX,
  "sliders-horizontal": SlidersHorizontal,
  users: Users,
  wallet: Wallet,
  x: X,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof spriteIcons;

/**
 * An icon's shapes. lucide-react 1.x draws every icon through a client component, so an icon in a server
 * component put its shape data into the page's RSC payload beside the SVG in the HTML; its forwardRef render
 * only names that component with the icon's data, which is read here (on the server, when the sprite is made).
 */
function shapes(icon: LucideIcon): IconNode {
  return (icon as unknown as LucideRender).render({}, null).props.icon.node;
}

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

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
