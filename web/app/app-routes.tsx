// Routes of the app, every screen lazily loaded (the data router would add ~17 KB gzip to every page
// for loaders we do not use: data comes through React Query; see README, "Decisions").
import { Suspense } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { ROUTES, matchRoute, type RouteId } from "@shared/routing/routes";
import { pathWithoutLocale } from "@shared/i18n/locales";
import type { TextBundlesFor } from "@shared/ssr-contract";
import { RootLayout } from "@web/components/layout/root-layout";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { ScreenErrorBoundary } from "@web/components/layout/screen-error-boundary";
import type { EdgeRoute } from "@web/lib/route-module";
import { ROUTE_MODULES, type LazyRoute } from "./route-modules";
import { CORE_TEXTS } from "./screen-texts";

/** The screen of a path in any locale (the not-found screen when no route matches). */
function screenAt(pathname: string): LazyRoute {
  const match = matchRoute(pathWithoutLocale(pathname));
  return ROUTE_MODULES[match ? ROUTES[match.id].screen : "notFound"];
}

/** Loads the screen for a path (server: before rendering; browser: before hydrating). */
export async function preloadScreen(pathname: string): Promise<void> {
  await screenAt(pathname).load();
}

/** The text bundles a page reads: the core ones and its screen's (the edge inlines them). */
export const textBundlesFor: TextBundlesFor = (pathname) => [...CORE_TEXTS, ...screenAt(pathname).texts];

function RouteScreen({ id }: { id: RouteId }) {
  const Screen = ROUTE_MODULES[ROUTES[id].screen];
  return <Screen id={id} />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  // While a screen's code loads on a move within the app, a list page shows its cards' skeleton (a
  // phone waits long enough to see it), any other page a blank space of its height.
  const list = screenAt(pathname) === ROUTE_MODULES.list;
  return (
    <RootLayout>
      {/* A new screen gets a fresh boundary, so one crash does not stick to the next page. */}
      <ScreenErrorBoundary key={pathname}>
        <Suspense
          fallback={
            <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-10" aria-busy="true">
              {list && <ListingGridSkeleton />}
            </div>
          }
        >
          <ScreenRoutes />
        </Suspense>
      </ScreenErrorBoundary>
    </RootLayout>
  );
}

function ScreenRoutes() {
  return (
    <Routes>
      {(Object.keys(ROUTES) as RouteId[]).map((id) => (
        <Route key={id} path={ROUTES[id].pattern} element={<RouteScreen id={id} />} />
      ))}
      <Route path="*" element={<ROUTE_MODULES.notFound />} />
    </Routes>
  );
}

/** A route's module, as the edge reads it (cache policy, first view, head, sitemap entry). */
export const loadRoute = (id: RouteId): Promise<EdgeRoute> => ROUTE_MODULES[ROUTES[id].screen].load();
