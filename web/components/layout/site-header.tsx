import { Icon } from "@web/components/ui/icon";
import { Link, NavLink } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { pagePaths } from "@shared/routing/paths";
import { CitySelector } from "./city-selector";
import { LanguageSwitch } from "./language-switch";
import { SECTION_NAV } from "./nav-items";

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
