import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, NavLink, Link } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { firstAct } from "@web/lib/first-interaction";
import { toasterWanted, wantToaster } from "@web/lib/notify";
import { SiteHeader, MOBILE_NAV } from "./site-header";
import { Icon } from "@web/components/ui/icon";
import { ROUTES, type RouteDescriptor } from "@shared/routing/routes";
import { NewsletterForm } from "@web/components/newsletter/newsletter-form";

const AppToaster = lazy(() => import("./app-toaster"));

export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A new page starts at its top (what the data router's ScrollRestoration would do for us). The first
  // page keeps the browser's place (a #fragment, a position restored on reload or back, or where the
  // visitor scrolled while the script loaded), so the scroll is a cleanup: it runs when the path has
  // changed, never at mount. (In development StrictMode's extra mount cleanup scrolls once too.)
  useEffect(
    () => () => {
      window.scrollTo(0, 0);
    },
    [pathname],
  );
  const showToaster = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.getServer);
  useEffect(() => {
    // Marks the page as interactive (hydrated or rendered); browser tests wait for it before acting.
    document.documentElement.dataset.ready = "true";
    // The visitor's first act may lead to a toast: it loads the toaster (web/lib/notify.ts).
    void firstAct().then(wantToaster);
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The first Tab stop: past the header's links and city choice to the page itself. */}
      <a href="#main" className="skip-link">
        {messages.nav.skipToContent}
      </a>
      <SiteHeader />
      {/* Focusable by script only, so the skip link moves focus (not just the scroll) to the content. */}
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileNav />
      {showToaster && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </div>
  );
}

/** Bottom tab bar on small screens; each icon carries a visible label, which is its accessible name. */
function MobileNav() {
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

const footerLink = "font-medium underline underline-offset-2 hover:text-ink";

/** The pages whose route says so (`inFooter` in shared/routing/routes.ts): a new page's link needs no edit here. */
const FOOTER_ROUTES = Object.values(ROUTES as Record<string, RouteDescriptor>).filter((route) => route.footer);

function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-row">
        <div>
          <p className="font-semibold text-ink">{messages.brand.tagline}</p>
          <p className="mt-1">{messages.brand.copyright}</p>
          {/* The header is the spec's; other pages (privacy, the visitor's saved places) are linked from here. */}
          <p className="mt-3 flex gap-4">
            {FOOTER_ROUTES.map((route) => (
              <Link key={route.pattern} to={route.pattern} className={footerLink}>
                {messages.screens[route.screen as keyof typeof messages.screens]}
              </Link>
            ))}
          </p>
        </div>
        <div>
          <h2 id="footer-newsletter" className="text-base font-semibold text-ink">
            {messages.newsletter.heading}
          </h2>
          <p className="mt-1 mb-3">{messages.newsletter.intro}</p>
          <NewsletterForm labelledBy="footer-newsletter" />
        </div>
      </div>
    </footer>
  );
}
