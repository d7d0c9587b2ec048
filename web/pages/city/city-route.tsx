// A city's page (/city/{city}): its counts and one page of its tab; an unknown city answers 404.
import { cityMessages } from "@shared/places/city-texts";
import type { RouteModule } from "@web/app/define-route";
import CityPage from "./city-page";
import { cityQueryInput } from "./first-view";

export default {
  Screen: CityPage,
  cache: "public",
  // The tab, its page, the Events tab's date window, a place tab's "Open now" and the neighbourhood (./first-view.ts).
  query: ["tab", "page", "when", "open", "area"],
  city: ({ params, search }) => cityQueryInput(params, search)?.city,
  async edge(q, { request, origin, meta, page, plainTitle }) {
    const input = cityQueryInput(request.params, request.search);
    const city = input ? await q.listings.city.fetch(input) : null;
    if (!city) return page(plainTitle(cityMessages.notFound), 404);
    return page(meta.cityMeta(city.city, city.province, origin));
  },
} satisfies RouteModule;
