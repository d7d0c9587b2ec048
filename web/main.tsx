// Browser entry: hydrates the page the edge rendered, or renders from scratch where it did not.
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes, preloadScreen } from "@web/app/app-routes";
import { AppProviders, createQueryClient } from "@web/app/providers";
import { frenchOfferWanted } from "@shared/i18n/locales";
import { fetchPageTexts, pageBasename, pageLocale, takeInlinedTexts } from "@web/lib/page-locale";
import { setTextLoader } from "@web/lib/texts";
import { scheduleVitals, afterLoad } from "@web/lib/web-vitals/schedule-vitals";
import { QUERY_STATE_ELEMENT_ID } from "@shared/ssr-contract";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

takeInlinedTexts();
setTextLoader(fetchPageTexts);
const queryClient = createQueryClient();
const firstView = takeInlinedQueryState();
if (firstView) hydrate(queryClient, firstView);

const app = (
  <StrictMode>
    <BrowserRouter basename={pageBasename}>
      <AppProviders queryClient={queryClient} origin={window.location.origin} myCity={document.documentElement.dataset.city ?? null}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

// Start once the screen's code is here: hydration never suspends on it, and a page rendered in the
// browser paints whole instead of a placeholder that the screen then pushes down (layout shift).
void preloadScreen(window.location.pathname).finally(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
scheduleVitals();
// French offered on English pages to a browser whose first language is French (docs/i18n.md).
if (frenchOfferWanted(pageLocale, navigator.language, document.cookie))
  void import("./components/layout/french-offer").then((offer) => offer.offerFrench());

// Offline support (docs/saved-and-offline.md): the service worker registers once the page has loaded and
// the browser is idle, so it never competes with the first view; production builds only (dev keeps HMR).
if (import.meta.env.PROD && "serviceWorker" in navigator) afterLoad(() => void navigator.serviceWorker.register("/sw.js"));

// The first view's query state, written into the page by the edge (tRPC's server-side helpers,
// dehydrated). Hydrated into React Query before the first render, here and in the server render, so
// the first view (server rendered, then hydrated) needs no second request. Keys are tRPC's own.
/** The state the edge inlined into this page, read once (the element is removed); null when none. */
function takeInlinedQueryState(): DehydratedState | null {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return asFreshNow(JSON.parse(element.textContent) as DehydratedState);
  } catch (error) {
    // Bad inlined data only costs a request: the page fetches what it needs.
    console.error("Ignoring unreadable query state", error);
    return null;
  }
}

/**
 * The answers count as fresh from when the page arrived, not from the edge's clock: a visitor's clock
 * running ahead (or a page served from a cache) must not make the first view fetch them again.
 */
function asFreshNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}
