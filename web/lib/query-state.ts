// The first view's query state, written into the page by the edge (tRPC's server-side helpers,
// dehydrated). Hydrated into React Query before the first render, here and in the server render, so
// the first view (server rendered, then hydrated) needs no second request. Keys are tRPC's own.
import type { DehydratedState } from "@tanstack/react-query";
import { QUERY_STATE_ELEMENT_ID } from "@shared/ssr-contract";

/** The state the edge inlined into this page, read once (the element is removed); null when none. */
export function takeInlinedQueryState(): DehydratedState | null {
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
