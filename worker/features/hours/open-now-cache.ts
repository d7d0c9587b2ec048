// Pages whose cards can say "Open now" depend on the minute as well as on content: their cache key
// carries the current minute (from the one clock), so a cached card is never a minute behind. Those are
// the pages with place cards — home, city pages (but their story and event tabs), search, and the lists
// of types with hours (shops, gems) — and any page filtered with ?open=now. Detail pages are not: their badge ticks in the browser
// from the hours the page carries (decision 0070).
import { isBrowsableType } from "@shared/listings/listing-types";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { LIST_ROUTE_TYPES, isDetailRoute, isListRoute, type StaticRouteId } from "@shared/routing/routes";
import * as clock from "@shared/time/clock";

const MINUTE = 60_000;

/** Routes showing cards of every type, shops and gems among them. */
const MIXED_CARD_ROUTES: ReadonlySet<string> = new Set<StaticRouteId>(["home", "city", "search"]);

function showsPlaceCards(id: string, url: URL): boolean {
  if (isDetailRoute(id)) return false;
  if (isListRoute(id)) return hasOpeningHours(LIST_ROUTE_TYPES[id]);
  // A city page's tab of one type shows that type's cards only.
  const tab = id === "city" ? url.searchParams.get("tab") : null;
  if (tab && isBrowsableType(tab)) return hasOpeningHours(tab);
  return MIXED_CARD_ROUTES.has(id);
}

/** "" for a page whose HTML does not change with the minute; otherwise the current minute, for the cache key. */
export function openNowKeyPart(url: URL, id: string): string {
  const byMinute = url.searchParams.get("open") === "now" || showsPlaceCards(id, url);
  return byMinute ? `/minute-${Math.floor(clock.nowMs() / MINUTE)}` : "";
}
