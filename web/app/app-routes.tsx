// Declarative routes with every screen lazily loaded. (The data router would add ~17 KB gzip to every
// page for loaders we do not use: data comes through React Query. See README, "Decisions".)
import { lazy, Suspense } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { ROUTE_PATTERNS } from "@shared/routes";
import { RootLayout } from "@web/components/layout/root-layout";
import { ScreenErrorBoundary } from "@web/components/layout/screen-error-boundary";

const HomePage = lazy(() => import("@web/pages/home/home-page"));
const ListPage = lazy(() => import("@web/pages/list/list-page"));
const DetailPage = lazy(() => import("@web/pages/detail/detail-page"));
const CityPage = lazy(() => import("@web/pages/city/city-page"));
const SearchPage = lazy(() => import("@web/pages/search/search-page"));
const SubmitPage = lazy(() => import("@web/pages/submit/submit-page"));
const AdminPage = lazy(() => import("@web/pages/admin/admin-page"));
const LoginPage = lazy(() => import("@web/pages/login/login-page"));
const CoffeeLandingPage = lazy(() => import("@web/pages/coffee-landing/coffee-landing-page"));
const CoffeeCityPage = lazy(() => import("@web/pages/coffee-city/coffee-city-page"));
const NotFoundPage = lazy(() => import("@web/pages/not-found/not-found-page"));

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
      <Route path={ROUTE_PATTERNS.stories} element={<ListPage type="story" />} />
      <Route path={ROUTE_PATTERNS.events} element={<ListPage type="event" />} />
      <Route path={ROUTE_PATTERNS.gems} element={<ListPage type="gem" />} />
      <Route path={ROUTE_PATTERNS.shop} element={<ListPage type="shop" />} />
      <Route path={ROUTE_PATTERNS.storyDetail} element={<DetailPage type="story" />} />
      <Route path={ROUTE_PATTERNS.eventDetail} element={<DetailPage type="event" />} />
      <Route path={ROUTE_PATTERNS.gemDetail} element={<DetailPage type="gem" />} />
      <Route path={ROUTE_PATTERNS.shopDetail} element={<DetailPage type="shop" />} />
      <Route path={ROUTE_PATTERNS.city} element={<CityPage />} />
      <Route path={ROUTE_PATTERNS.search} element={<SearchPage />} />
      <Route path={ROUTE_PATTERNS.submit} element={<SubmitPage />} />
      <Route path={ROUTE_PATTERNS.admin} element={<AdminPage />} />
      <Route path={ROUTE_PATTERNS.login} element={<LoginPage />} />
      <Route path={ROUTE_PATTERNS.coffeeLanding} element={<CoffeeLandingPage />} />
      <Route path={ROUTE_PATTERNS.coffeeCity} element={<CoffeeCityPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
