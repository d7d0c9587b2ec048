import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { firstAct } from "@web/lib/first-interaction";
import { toasterWanted, wantToaster } from "@web/lib/notify";
import { MobileNav } from "./mobile-nav";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

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
