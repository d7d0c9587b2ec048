import { Icon } from "@web/components/ui/icon";
import { Link, NavLink, useLocation } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { pagePaths, listPathOf } from "@shared/routing/paths";
import { CitySelector } from "./city-selector";
import type { IconName } from "@web/components/ui/icon-names";
import { LISTING_TYPE_REGISTRY } from "@shared/listings/listing-type-registry";
import { activeLocale } from "@shared/i18n/active-locale";
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALE_TAGS, localizedPath, otherLocales } from "@shared/i18n/locales";
import { rememberChoice } from "@web/lib/remember-choice";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-row">
        <Link to={pagePaths.home} className="brand-link">
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-700 text-white">
            L
          </span>
          {/* brand-name (styles.css): screen-reader only below 360 px, giving its room to the city. */}
          <span className="brand-name">{messages.brand.name}</span>
        </Link>
        <nav aria-label={messages.nav.mainLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTION_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700" : "text-gray-700 hover:text-brand-700"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* min-w-0: a long city name shrinks (cut with an ellipsis) instead of pushing the page sideways. */}
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {/* Phones: saved places one tap away (the bottom bar holds the spec's five tabs; wider screens have the footer's link). */}
          <Link to={pagePaths.saved} aria-label={messages.screens.saved} className="header-saved">
            <Icon name="bookmark" className="size-5" />
          </Link>
          <CitySelector />
          <Link to={pagePaths.submit} className="header-submit">
            <Icon name="plus" className="hidden size-4 sm:block" />
            {messages.nav.submit}
          </Link>
        </div>
      </div>
    </header>
  );
}

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

/** The list pages, in the registry's order (the spec's desktop navigation). */
// Labels are getters, read in the page's locale when rendered.
const SECTION_NAV: readonly NavItem[] = LISTING_TYPE_REGISTRY.map((entry) => ({
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

// The header's language switch: a real link to this very page in each other language (a full page load:
// each language is its own document, with its own <html lang>), remembered in a cookie so the home
// address opens in the visitor's language next time (worker/i18n/remembered-locale.ts). One link per
// entry of LOCALES other than the page's, so another language needs nothing here.
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  return (
    <ul className="flex items-center">
      {otherLocales(activeLocale()).map((target) => (
        <li key={target}>
          <a
            href={localizedPath(`${pathname}${search}`, target)}
            hrefLang={LOCALE_TAGS[target]}
            lang={LOCALE_TAGS[target]}
            onClick={() => rememberChoice(LOCALE_COOKIE, target)}
            className="language-link"
          >
            <span aria-hidden className="sm:hidden">
              {target.toUpperCase()}
            </span>
            <span className="sr-only sm:not-sr-only">{LOCALE_NAMES[target]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
