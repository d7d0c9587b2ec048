import { BookOpen, CalendarDays, Gem, Home, ShoppingBag, type LucideIcon } from "lucide-react";
import { messages } from "@shared/messages";
import { listPath, pagePaths } from "@shared/rules/paths";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The four list pages, in the order of the spec's desktop navigation. */
export const SECTION_NAV: readonly NavItem[] = [
  { to: listPath("story"), label: messages.nav.stories, icon: BookOpen },
  { to: listPath("event"), label: messages.nav.events, icon: CalendarDays },
  { to: listPath("gem"), label: messages.nav.gems, icon: Gem },
  { to: listPath("shop"), label: messages.nav.shop, icon: ShoppingBag },
];

/** Mobile navigation: home first, then the four sections. */
export const MOBILE_NAV: readonly NavItem[] = [
  { to: pagePaths.home, label: messages.nav.home, icon: Home },
  ...SECTION_NAV,
];
