// Every route module, by the key routes name in shared/routing/routes.ts (`screen`), each loaded lazily with the
// text bundles its screen reads (shared/i18n/text-bundles.ts; the edge inlines exactly those). The web
// router, the edge (through the server-render entry), the page cache and the sitemap all read these: a
// key without its module does not compile, and tests/unit/route-modules.test.ts names a public module
// without an edge part. tests/unit/screen-texts.test.ts follows each screen's imports to check its texts.
// Build tools read this file's source (tests/unit/route-module-files.ts): a line that ends in
// `// rarely opened` is a screen few visitors open (the privacy policy, a closed season's results, staff
// pages, private links, the 404), whose chunk's imports vite.config.ts keeps out of the preload list every
// page carries (a comment, so the mark costs the entry no bytes); the JavaScript budgets cover every
// public module. A new route is in both without another list to edit.
import type { ScreenKey, RouteId } from "@shared/routing/routes";
import { screenOnly, type RouteModule } from "./define-route";
import { createElement, lazy, type ComponentType } from "react";
import { withTexts } from "@web/lib/texts";

export const ROUTE_MODULES = {
  home: lazyRoute(() => import("@web/pages/home/home-route"), ["home"]),
  list: lazyRoute(() => import("@web/pages/list/list-route"), ["map"]),
  detail: lazyRoute(() => import("@web/pages/detail/detail-route"), ["detail"]),
  city: lazyRoute(() => import("@web/pages/city/city-route"), ["city", "map"]),
  search: lazyRoute(() => import("@web/pages/search/search-route"), ["home", "search", "map"]),
  submit: lazyRoute(() => import("@web/pages/submit/submit-route"), ["submit"]),
  privacy: lazyRoute(() => import("@web/pages/privacy/privacy-route"), ["privacy"]), // rarely opened
  coffeeLanding: lazyRoute(() => import("@web/pages/coffee/coffee-landing-route"), ["voting"]),
  coffeeCity: lazyRoute(() => import("@web/pages/coffee/coffee-city-route"), ["voting"]),
  coffeeResults: lazyRoute(() => import("@web/pages/coffee/coffee-results-route"), ["voting"]), // rarely opened
  nominate: lazyRoute(() => import("@web/pages/nominate/nominate-route"), ["nominate", "submit"]), // rarely opened
  admin: lazyRoute(() => import("@web/pages/admin/admin-page").then(screenOnly), ["admin", "status", "submit", "claim", "going"]), // rarely opened
  login: lazyRoute(() => import("@web/pages/login/login-page").then(screenOnly), ["admin", "submit"]), // rarely opened
  owner: lazyRoute(() => import("@web/pages/owner/owner-page").then(screenOnly), ["owner", "submit"]), // rarely opened
  submissionStatus: lazyRoute(() => import("@web/pages/submission-status/submission-status-page").then(screenOnly), ["status", "going"]), // rarely opened
  paymentReceipt: lazyRoute(() => import("@web/pages/payment-receipt/payment-receipt-page").then(screenOnly), ["status"]), // rarely opened
  newsletter: lazyRoute(() => import("@web/pages/newsletter/newsletter-page").then(screenOnly), ["newsletter"]), // rarely opened
  reviews: lazyRoute(() => import("@web/pages/reviews/reviews-route"), ["reviews"]), // rarely opened
  saved: lazyRoute(() => import("@web/pages/saved/saved-page").then(screenOnly), ["saved"]), // rarely opened
  notFound: lazyRoute(() => import("@web/pages/not-found/not-found-page").then(screenOnly), []), // rarely opened
} satisfies Record<ScreenKey, LazyRoute>;

// A lazily loaded route module that can also be loaded ahead of rendering, together with its texts in the
// page's language. The server loads the module of the requested URL before rendering (it holds every text
// already), so its HTML holds the screen itself rather than a Suspense fallback; the browser does the same
// before hydrating, so hydration never waits on a chunk. The edge reads the same module's edge part.
export type LazyRoute = ComponentType<{ id?: RouteId }> & {
  load: () => Promise<RouteModule>;
  /** The text bundles the screen reads (shared/i18n/text-bundles.ts) on top of the core ones. */
  texts: readonly string[];
};

function lazyRoute(load: () => Promise<{ default: RouteModule }>, texts: readonly string[]): LazyRoute {
  let loaded: RouteModule | null = null;
  const preload = async () => {
    loaded = (await withTexts(load, texts)).default;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: (await preload()).Screen }));
  const Screen = (props: { id?: RouteId }) => createElement(loaded?.Screen ?? Lazy, props);
  return Object.assign(Screen, { load: preload, texts });
}
