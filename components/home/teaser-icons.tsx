import type { TeaserIcons } from "@/components/home/teaser-fact";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";

const factIcon = (name: IconName) => <Icon name={name} className="size-4 shrink-0 text-accent" />;

/**
 * For the home page (a server component) to pass to JobTeaser and EventTeaser: sprite icons, so the client cards
 * carry no icon code. Kept apart from TeaserFact, which the client cards import.
 */
export const teaserIcons: TeaserIcons = {
  location: factIcon("map-pin"),
  salary: factIcon("wallet"),
  experience: factIcon("clock"),
  jobType: factIcon("briefcase"),
  date: factIcon("calendar-days"),
  people: factIcon("users"),
};
