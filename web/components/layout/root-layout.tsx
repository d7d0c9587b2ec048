import { useEffect, type CSSProperties, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { Toaster } from "sonner";
import { MobileNav } from "./mobile-nav";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Sonner's rich error and success text colours fall just short of 4.5:1 on their tinted backgrounds;
// these darker shades pass WCAG AA (about 6:1).
const TOAST_COLOURS = { "--error-text": "#b91c1c", "--success-text": "#166534" } as CSSProperties;

export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A new page starts at its top (what the data router's ScrollRestoration would do for us).
  // (Braces matter: newer browsers return a Promise from scrollTo, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileNav />
      <Toaster richColors closeButton position="top-center" style={TOAST_COLOURS} />
    </div>
  );
}
