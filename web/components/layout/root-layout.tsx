import { useEffect, type CSSProperties, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { Toaster } from "sonner";
import { MobileNav } from "./mobile-nav";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * sonner's light "rich colors" put 13px text at 3.0–4.35:1 on its tinted backgrounds (WCAG AA needs
 * 4.5:1); the same hues, darker, reach 5.7–6.6:1. Inline variables on the toaster override its sheet.
 */
const TOAST_TEXT_COLORS = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(360, 100%, 38%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
} as CSSProperties;

export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A new page starts at its top (what the data router's ScrollRestoration would do for us).
  // (Braces matter: newer browsers return a Promise from scrollTo, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // Marks the page as interactive (hydrated or rendered); browser tests wait for it before acting.
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileNav />
      <Toaster richColors closeButton position="top-center" style={TOAST_TEXT_COLORS} />
    </div>
  );
}
