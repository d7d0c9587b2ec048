// Search (/search?q=…&city=…&page=N): one page of the results; nothing while no query is typed; with
// ?near=lat,lon&radius=, the results around that point. Its title names the query, and the page is kept
// out of search engines.
import { searchMessages } from "@shared/search/search-texts";
import type { RouteModule } from "@web/app/define-route";
import { nearParam } from "@shared/places/near-param";
import { searchNearInput, searchQueryInput } from "./first-view";
import SearchPage from "./search-page";

export default {
  Screen: SearchPage,
  cache: "public",
  query: ["q", "city", "page", "near", "radius"],
  async edge(q, { request, page, plainTitle }) {
    const input = searchQueryInput(request.search);
    const near = nearParam(request.search);
    if (input.q && near) await q.listings.near.fetch(searchNearInput(input, near));
    else if (input.q) await q.listings.search.fetch(input);
    return page(plainTitle(input.q ? `${searchMessages.resultsFor} "${input.q}"` : searchMessages.heading));
  },
} satisfies RouteModule;
