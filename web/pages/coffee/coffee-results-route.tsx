// A season's results page (/best-coffee-shops/{city}/{year}): the city's season ranked (or the reveal
// day while it hides its counts). A closed season's results never change and are cached; while the
// season is open its standings change with every vote, so that answer is live (not kept). A city or
// year with no opened season answers 404.
import type { RouteModule } from "@web/app/define-route";
import CoffeeResultsPage from "./coffee-results-page";
import { coffeeResultsInput } from "./coffee-results-first-view";

export default {
  Screen: CoffeeResultsPage,
  cache: "public",
  async edge(q, { request, origin, meta, page, notFound }) {
    const input = coffeeResultsInput(request.params);
    const results = input ? await q.awards.results.fetch(input) : null;
    if (!results) return notFound();
    return { ...page(meta.coffeeResultsMeta(results, origin)), live: !results.closed };
  },
} satisfies RouteModule;
