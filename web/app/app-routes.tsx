// Routes of the app, every screen lazily loaded (the data router would add ~17 KB gzip to every page
// for loaders we do not use: data comes through React Query; see README, "Decisions").
import { Suspense } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import {
  DETAIL_ROUTE_TYPES,
  LIST_ROUTE_TYPES,
  ROUTES,
  STATIC_ROUTES,
  isDetailRoute,
  isListRoute,
  matchRoute,
  type RouteId,
  SCREEN_TEXTS,
  type ScreenKey,
} from "@shared/routes";
import { pathWithoutLocale } from "@shared/rules/locales";
import type { TextBundlesFor } from "@shared/ssr-contract";
import { RootLayout } from "@web/components/layout/root-layout";
import { ScreenErrorBoundary } from "@web/components/layout/screen-error-boundary";
import { lazyScreen } from "./lazy-screen";
import { CORE_TEXTS } from "./screen-texts";

type Screen = { preload: () => Promise<void>; texts: readonly string[] };

/** Every screen a route descriptor (shared/routes.ts) can name: a screen missing here does not compile. */
const SCREENS = {
  home: lazyScreen(() => import("@web/pages/home/home-page"), SCREEN_TEXTS.home),
  list: lazyScreen(() => import("@web/pages/list/list-page"), SCREEN_TEXTS.list),
  detail: lazyScreen(() => import("@web/pages/detail/detail-page"), SCREEN_TEXTS.detail),
  city: lazyScreen(() => import("@web/pages/city/city-page"), SCREEN_TEXTS.city),
  search: lazyScreen(() => import("@web/pages/search/search-page"), SCREEN_TEXTS.search),
  submit: lazyScreen(() => import("@web/pages/submit/submit-page"), SCREEN_TEXTS.submit),
  admin: lazyScreen(() => import("@web/pages/admin/admin-page"), SCREEN_TEXTS.admin),
  login: lazyScreen(() => import("@web/pages/login/login-page"), SCREEN_TEXTS.login),
  coffeeLanding: lazyScreen(() => import("@web/pages/coffee-landing/coffee-landing-page"), SCREEN_TEXTS.coffeeLanding),
  coffeeCity: lazyScreen(() => import("@web/pages/coffee-city/coffee-city-page"), SCREEN_TEXTS.coffeeCity),
  coffeeResults: lazyScreen(() => import("@web/pages/coffee-results/coffee-results-page"), SCREEN_TEXTS.coffeeResults),
  nominate: lazyScreen(() => import("@web/pages/nominate/nominate-page"), SCREEN_TEXTS.nominate),
  submissionStatus: lazyScreen(() => import("@web/pages/submission-status/submission-status-page"), SCREEN_TEXTS.submissionStatus),
  newsletterConfirm: lazyScreen(() => import("@web/pages/newsletter/newsletter-confirm-page"), SCREEN_TEXTS.newsletterConfirm),
  newsletterUnsubscribe: lazyScreen(() => import("@web/pages/newsletter/newsletter-unsubscribe-page"), SCREEN_TEXTS.newsletterUnsubscribe),
  newsletterPreferences: lazyScreen(() => import("@web/pages/newsletter/newsletter-preferences-page"), SCREEN_TEXTS.newsletterPreferences),
  privacy: lazyScreen(() => import("@web/pages/privacy/privacy-page"), SCREEN_TEXTS.privacy),
  saved: lazyScreen(() => import("@web/pages/saved/saved-page"), SCREEN_TEXTS.saved),
  notFound: lazyScreen(() => import("@web/pages/not-found/not-found-page"), SCREEN_TEXTS.notFound),
} satisfies Record<ScreenKey, Screen>;

/** The screen of a path in any locale (the not-found screen when no route matches). */
function screenAt(pathname: string): Screen {
  const match = matchRoute(pathWithoutLocale(pathname));
  return SCREENS[match ? ROUTES[match.id].screen : "notFound"];
}

/** Loads the screen for a path (server: before rendering; browser: before hydrating). */
export function preloadScreen(pathname: string): Promise<void> {
  return screenAt(pathname).preload();
}

/** The text bundles a page reads: the core ones and its screen's (the edge inlines them). */
export const textBundlesFor: TextBundlesFor = (pathname) => [...CORE_TEXTS, ...screenAt(pathname).texts];

/** A route's screen; every listing type's list and detail routes share one screen each, given the type. */
function RouteScreen({ id }: { id: RouteId }) {
  if (isListRoute(id)) return <SCREENS.list type={LIST_ROUTE_TYPES[id]} />;
  if (isDetailRoute(id)) return <SCREENS.detail type={DETAIL_ROUTE_TYPES[id]} />;
  const Screen = SCREENS[STATIC_ROUTES[id].screen];
  return <Screen />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RootLayout>
      {/* A new screen gets a fresh boundary, so one crash does not stick to the next page. */}
      <ScreenErrorBoundary key={pathname}>
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
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
      <Route path="*" element={<SCREENS.notFound />} />
    </Routes>
  );
}
