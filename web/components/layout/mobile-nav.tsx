import { NavLink } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { Icon } from "@web/components/ui/icon";
import { MOBILE_NAV } from "./nav-items";

/** Bottom tab bar on small screens; each icon carries a visible label, which is its accessible name. */
export function MobileNav() {
  return (
    <nav aria-label={messages.nav.mobileLabel} className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white md:hidden">
      <ul className="grid grid-cols-5">
        {MOBILE_NAV.map(({ to, label, icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                // tab-label (styles.css): smaller type below 360 px, so every label shows whole.
                `tab-label flex h-14 flex-col items-center justify-center gap-0.5 font-medium ${isActive ? "text-brand-700" : "text-gray-700"}`
              }
            >
              <Icon name={icon} className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
