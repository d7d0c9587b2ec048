// Every route module, by the key routes name in shared/routing/routes.ts (`screen`), each loaded lazily with the
// text bundles its screen reads (shared/i18n/text-bundles.ts; the edge inlines exactly those). The web
// router, the edge (through the server-render entry), the page cache and the sitemap all read these: a
// key without its module does not compile, and tests/unit/route-modules.test.ts names a public module
// without an edge part. tests/unit/screen-texts.test.ts follows each screen's imports to check its texts.
import type { ScreenKey } from "@shared/routing/routes";
import { screenOnly } from "./define-route";
import { lazyRoute, type LazyRoute } from "./lazy-route";

export const ROUTE_MODULES = {
  home: lazyRoute(() => import("@web/pages/home/home-route"), ["home"]),
  list: lazyRoute(() => import("@web/pages/list/list-route"), []),
  detail: lazyRoute(() => import("@web/pages/detail/detail-route"), ["detail"]),
  city: lazyRoute(() => import("@web/pages/city/city-route"), ["city"]),
  search: lazyRoute(() => import("@web/pages/search/search-route"), ["home", "search"]),
  submit: lazyRoute(() => import("@web/pages/submit/submit-route"), ["submit"]),
  privacy: lazyRoute(() => import("@web/pages/privacy/privacy-route"), ["privacy"]),
  coffeeLanding: lazyRoute(() => import("@web/pages/coffee/coffee-landing-route"), ["voting"]),
  coffeeCity: lazyRoute(() => import("@web/pages/coffee/coffee-city-route"), ["voting"]),
  coffeeResults: lazyRoute(() => import("@web/pages/coffee/coffee-results-route"), ["voting"]),
  nominate: lazyRoute(() => import("@web/pages/nominate/nominate-route"), ["nominate", "submit"]),
  admin: lazyRoute(() => import("@web/pages/admin/admin-page").then(screenOnly), ["admin", "status", "submit"]),
  login: lazyRoute(() => import("@web/pages/login/login-page").then(screenOnly), ["admin", "submit"]),
  submissionStatus: lazyRoute(() => import("@web/pages/submission-status/submission-status-page").then(screenOnly), ["status"]),
  newsletterConfirm: lazyRoute(() => import("@web/pages/newsletter/newsletter-confirm-page").then(screenOnly), ["newsletter"]),
  newsletterUnsubscribe: lazyRoute(() => import("@web/pages/newsletter/newsletter-unsubscribe-page").then(screenOnly), ["newsletter"]),
  newsletterPreferences: lazyRoute(() => import("@web/pages/newsletter/newsletter-preferences-page").then(screenOnly), ["newsletter"]),
  saved: lazyRoute(() => import("@web/pages/saved/saved-page").then(screenOnly), ["saved"]),
  notFound: lazyRoute(() => import("@web/pages/not-found/not-found-page").then(screenOnly), []),
} satisfies Record<ScreenKey, LazyRoute>;
