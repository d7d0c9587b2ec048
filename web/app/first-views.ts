// Which first-view declaration each route uses (routes without one — forms, admin, the voting pages —
// fetch in the browser). The edge reaches this table only through the server-render entry and calls the
// declaration of the matched route; the declarations live next to their pages.
import { DETAIL_ROUTE_TYPES, LIST_ROUTE_TYPES, type RouteId } from "@shared/routes";
import type { FirstViewQueries, FirstViewRequest } from "@web/lib/first-view";
import { cityFirstView } from "@web/pages/city/first-view";
import { detailFirstView } from "@web/pages/detail/first-view";
import { homeFirstView } from "@web/pages/home/first-view";
import { listFirstView } from "@web/pages/list/first-view";
import { searchFirstView } from "@web/pages/search/first-view";

export const FIRST_VIEWS = {
  home: homeFirstView,
  stories: listFirstView(LIST_ROUTE_TYPES.stories),
  events: listFirstView(LIST_ROUTE_TYPES.events),
  gems: listFirstView(LIST_ROUTE_TYPES.gems),
  shop: listFirstView(LIST_ROUTE_TYPES.shop),
  storyDetail: detailFirstView(DETAIL_ROUTE_TYPES.storyDetail),
  eventDetail: detailFirstView(DETAIL_ROUTE_TYPES.eventDetail),
  gemDetail: detailFirstView(DETAIL_ROUTE_TYPES.gemDetail),
  shopDetail: detailFirstView(DETAIL_ROUTE_TYPES.shopDetail),
  city: cityFirstView,
  search: searchFirstView,
} satisfies Partial<Record<RouteId, (q: FirstViewQueries, request: FirstViewRequest) => Promise<object>>>;
