// Search (/search?q=…&city=…&page=N): one page of the results; nothing while no query is typed. Its
// title names the query, and the page is kept out of search engines.
import { searchMessages } from "@shared/search/search-texts";
import type { RouteModule } from "@web/app/define-route";
import { searchQueryInput } from "./first-view";
import SearchPage from "./search-page";

export default {
  Screen: SearchPage,
  cache: "public",
  async edge(q, { request, page, plainTitle }) {
    const input = searchQueryInput(request.search);
    if (input.q) await q.listings.search.fetch(input);
    return page(plainTitle(input.q ? `${searchMessages.resultsFor} "${input.q}"` : searchMessages.heading));
  },
} satisfies RouteModule;
