// The icons of the sprite at /icons.svg (drawn by components/ui/icon.tsx), without their shapes: pages import this,
// and only the sprite's route imports lucide (components/ui/sprite-icons.ts).

export const iconNames = [
  "arrow-down",
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "bell-plus",
  "blocks",
  "book-open",
  "brain",
  "briefcase",
  "briefcase-business",
  "calendar-check",
  "calendar-clock",
  "calendar-days",
  "check",
  "check-circle",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "clock",
  "code",
  "graduation-cap",
  "handshake",
  "mail",
  "map-pin",
  "menu",
  "message-square-text",
  "messages-square",
  "pause",
  "play",
  "rocket",
  "search",
  "search-x",
  "share-2",
  "shield-check",
  "signal",
  "sliders-horizontal",
  "trophy",
  "users",
  "video",
  "wallet",
  "x",
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * The sprite's content hash, in its address (/icons.svg?v=…) so that browsers, which keep it for a year, fetch a
 * changed sprite anew. components/ui/icon.test.ts fails with the new value when an icon or its shape changes.
 */
export const spriteVersion = "uxevdy";
