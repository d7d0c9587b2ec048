// Routes of the app, every screen lazily loaded (the data router would add ~17 KB gzip to every page
// for loaders we do not use: data comes through React Query; see README, "Decisions").
import { Suspense } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { LISTING_TYPE_REGISTRY } from "@shared/listing-types/registry";
import { isDetailRoute, isListRoute, matchRoute, ROUTE_PATTERNS, type RouteId, type StaticRouteId } from "@shared/routes";
import { pathWithoutLocale } from "@shared/rules/locales";
import type { TextBundlesFor } from "@shared/ssr-contract";
import { RootLayout } from "@web/components/layout/root-layout";
import { ScreenErrorBoundary } from "@web/components/layout/screen-error-boundary";
import { lazyScreen } from "./lazy-screen";
import { CORE_TEXTS, SCREEN_TEXTS } from "./screen-texts";

const HomePage = lazyScreen(() => import("@web/pages/home/home-page"), SCREEN_TEXTS.home);
const ListPage = lazyScreen(() => import("@web/pages/list/list-page"), SCREEN_TEXTS.list);
const DetailPage = lazyScreen(() => import("@web/pages/detail/detail-page"), SCREEN_TEXTS.detail);
const CityPage = lazyScreen(() => import("@web/pages/city/city-page"), SCREEN_TEXTS.city);
const SearchPage = lazyScreen(() => import("@web/pages/search/search-page"), SCREEN_TEXTS.search);
const SubmitPage = lazyScreen(() => import("@web/pages/submit/submit-page"), SCREEN_TEXTS.submit);
const AdminPage = lazyScreen(() => import("@web/pages/admin/admin-page"), SCREEN_TEXTS.admin);
const LoginPage = lazyScreen(() => import("@web/pages/login/login-page"), SCREEN_TEXTS.login);
const CoffeeLandingPage = lazyScreen(() => import("@web/pages/coffee-landing/coffee-landing-page"), SCREEN_TEXTS.coffeeLanding);
const CoffeeCityPage = lazyScreen(() => import("@web/pages/coffee-city/coffee-city-page"), SCREEN_TEXTS.coffeeCity);
const SubmissionStatusPage = lazyScreen(() => import("@web/pages/submission-status/submission-status-page"), SCREEN_TEXTS.submissionStatus);
const NewsletterConfirmPage = lazyScreen(() => import("@web/pages/newsletter/newsletter-confirm-page"), SCREEN_TEXTS.newsletter);
const NewsletterUnsubscribePage = lazyScreen(() => import("@web/pages/newsletter/newsletter-unsubscribe-page"), SCREEN_TEXTS.newsletter);
const NotFoundPage = lazyScreen(() => import("@web/pages/not-found/not-found-page"), SCREEN_TEXTS.notFound);

type Screen = { preload: () => Promise<void>; texts: readonly string[] };

const SCREEN_BY_ROUTE: Record<StaticRouteId, Screen> = {
  home: HomePage,
  city: CityPage,
  search: SearchPage,
  submit: SubmitPage,
  admin: AdminPage,
  login: LoginPage,
  coffeeLanding: CoffeeLandingPage,
  coffeeCity: CoffeeCityPage,
  submissionStatus: SubmissionStatusPage,
  newsletterConfirm: NewsletterConfirmPage,
  newsletterUnsubscribe: NewsletterUnsubscribePage,
};

/** The screen of a path in any locale (the not-found screen when no route matches). */
function screenAt(pathname: string): Screen {
  const match = matchRoute(pathWithoutLocale(pathname));
  return match ? screenFor(match.id) : NotFoundPage;
}

/** Loads the screen for a path (server: before rendering; browser: before hydrating). */
export function preloadScreen(pathname: string): Promise<void> {
  return screenAt(pathname).preload();
}

/** The text bundles a page reads: the core ones and its screen's (the edge inlines them). */
export const textBundlesFor: TextBundlesFor = (pathname) => [...CORE_TEXTS, ...screenAt(pathname).texts];

/** The screen of a route: every listing type's list and detail routes share one screen each. */
function screenFor(id: RouteId): Screen {
  if (isListRoute(id)) return ListPage;
  if (isDetailRoute(id)) return DetailPage;
  return SCREEN_BY_ROUTE[id];
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
      <Route path={ROUTE_PATTERNS.home} element={<HomePage />} />
      {LISTING_TYPE_REGISTRY.map(({ type, prefix }) => (
        <Route key={prefix} path={ROUTE_PATTERNS[prefix]} element={<ListPage type={type} />} />
      ))}
      {LISTING_TYPE_REGISTRY.map(({ type }) => (
        <Route key={`${type}Detail`} path={ROUTE_PATTERNS[`${type}Detail`]} element={<DetailPage type={type} />} />
      ))}
      <Route path={ROUTE_PATTERNS.city} element={<CityPage />} />
      <Route path={ROUTE_PATTERNS.search} element={<SearchPage />} />
      <Route path={ROUTE_PATTERNS.submit} element={<SubmitPage />} />
      <Route path={ROUTE_PATTERNS.admin} element={<AdminPage />} />
      <Route path={ROUTE_PATTERNS.login} element={<LoginPage />} />
      <Route path={ROUTE_PATTERNS.coffeeLanding} element={<CoffeeLandingPage />} />
      <Route path={ROUTE_PATTERNS.coffeeCity} element={<CoffeeCityPage />} />
      <Route path={ROUTE_PATTERNS.submissionStatus} element={<SubmissionStatusPage />} />
      <Route path={ROUTE_PATTERNS.newsletterConfirm} element={<NewsletterConfirmPage />} />
      <Route path={ROUTE_PATTERNS.newsletterUnsubscribe} element={<NewsletterUnsubscribePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
