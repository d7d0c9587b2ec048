import { Icon } from "@web/components/ui/icon";
import { Link, NavLink } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { pagePaths } from "@shared/routing/paths";
import { CitySelector } from "./city-selector";
import { LanguageSwitch } from "./language-switch";
import { SECTION_NAV } from "./nav-items";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <Link to={pagePaths.home} className="flex shrink-0 items-center gap-2 whitespace-nowrap text-base font-extrabold tracking-tight sm:text-lg">
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
          <CitySelector />
          <Link
            to={pagePaths.submit}
            className="inline-flex h-10 shrink-0 items-center gap-1 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4"
          >
            <Icon name="plus" className="hidden size-4 sm:block" />
            {messages.nav.submit}
          </Link>
        </div>
      </div>
    </header>
  );
}
