import { BookOpen, CalendarDays, Gem, Home, ShoppingBag, type LucideIcon } from "lucide-react";
import { messages } from "@shared/messages";
import { ROUTE_PATTERNS } from "@shared/routes";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The four list pages, in the order of the spec's desktop navigation. */
export const SECTION_NAV: readonly NavItem[] = [
  { to: ROUTE_PATTERNS.stories, label: messages.nav.stories, icon: BookOpen },
  { to: ROUTE_PATTERNS.events, label: messages.nav.events, icon: CalendarDays },
  { to: ROUTE_PATTERNS.gems, label: messages.nav.gems, icon: Gem },
  { to: ROUTE_PATTERNS.shop, label: messages.nav.shop, icon: ShoppingBag },
];

/** Mobile navigation: home first, then the four sections. */
export const MOBILE_NAV: readonly NavItem[] = [
  { to: ROUTE_PATTERNS.home, label: messages.nav.home, icon: Home },
  ...SECTION_NAV,
];
