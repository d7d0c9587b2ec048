import type { IconName } from "@web/components/ui/icon-names";
import { LISTING_TYPE_REGISTRY } from "@shared/listings/listing-type-registry";
import { messages } from "@shared/i18n/messages";
import { listPathOf, pagePaths } from "@shared/routing/paths";

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

/** The list pages, in the registry's order (the spec's desktop navigation). */
// Labels are getters, read in the page's locale when rendered.
export const SECTION_NAV: readonly NavItem[] = LISTING_TYPE_REGISTRY.map((entry) => ({
  to: listPathOf(entry),
  get label() {
    return entry.navLabel;
  },
  icon: entry.icon,
}));

/**
 * Mobile navigation, the spec's bar: home, then the four sections it names (the registry's first four).
 * Five tabs fit a 320 px phone on one row; a later type (jobs) is reached from the city pages' tabs and
 * search there, and from the desktop header.
 */
export const MOBILE_NAV: readonly NavItem[] = [
  {
    to: pagePaths.home,
    get label() {
      return messages.nav.home;
    },
    icon: "house",
  },
  ...SECTION_NAV.slice(0, 4),
];
