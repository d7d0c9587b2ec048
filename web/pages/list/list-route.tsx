// Every listing type's list page (/stories, /events, /gems, /shop: one route per registry entry, all
// served by this module): one page of the type's cards, filtered as the URL and my city say.
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { LIST_ROUTE_TYPES, isListRoute } from "@shared/routing/routes";
import type { RouteModule } from "@web/app/define-route";
import { listQueryInput } from "./first-view";
import ListPage from "./list-page";
import { nearParam } from "@shared/places/near-param";

function listType(id: string | undefined) {
  if (!id || !isListRoute(id)) throw new Error(`"${id}" is not a list route`);
  return LIST_ROUTE_TYPES[id];
}

export default {
  Screen: ({ id }) => <ListPage type={listType(id)} />,
  cache: "public",
  sitemap: true,
  // The city and page; the event list its date window, lists of places "Open now", the shop list its
  // business category, every list the city's neighbourhood (./first-view.ts).
  query: (id) => {
    const type = listType(id);
    return [
      "city",
      "page",
      "area",
      // A place's point (?near=lat,lon&radius=): a shareable list by distance, never a visitor's own.
      "near",
      "radius",
      ...(type === "event" ? ["when"] : []),
      ...(hasOpeningHours(type) ? ["open"] : []),
      ...(type === "shop" ? ["category"] : []),
    ];
  },
  // The list's own city filter: its date windows are that city's (or the all-cities zone).
  city: ({ search, myCity }, id) => listQueryInput(listType(id), search, myCity).city,
  async edge(q, { id, request, origin, meta, page }) {
    const type = listType(id);
    const near = nearParam(request.search);
    if (near) await q.listings.near.fetch({ ...near, type });
    else await q.listings.list.fetch(listQueryInput(type, request.search, request.myCity));
    return page(meta.listMeta(type, origin));
  },
} satisfies RouteModule;
