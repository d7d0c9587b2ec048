import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { MobileNav } from "./mobile-nav";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const AppToaster = lazy(() => import("./app-toaster"));

export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A new page starts at its top (what the data router's ScrollRestoration would do for us).
  // (Braces matter: newer browsers return a Promise from scrollTo, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // The toaster joins after the first render (hydration included), keeping sonner out of first load.
  const [showToaster, setShowToaster] = useState(false);
  // Marks the page as interactive (hydrated or rendered); browser tests wait for it before acting.
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a deliberate second render: sonner must load after the first one even when nothing hydrates (useHydrated is already true in a browser-only first render)
    setShowToaster(true);
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
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
