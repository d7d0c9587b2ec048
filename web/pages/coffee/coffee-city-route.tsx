// A city's voting page (/best-coffee-shops/{city}): rendered with the ballot and the server's tally
// (counts, and this voter's votes), so the edge renders the cards with their counts and the votes store
// starts from it without a request (the live socket takes over in the browser). Never cached: its counts
// change with every vote. A slug not on the ballot answers 404.
import type { RouteModule } from "@web/app/define-route";
import CoffeeCityPage from "./coffee-city-page";
import { coffeeCityInput } from "./coffee-city-first-view";

export default {
  Screen: CoffeeCityPage,
  cache: "none",
  async edge(q, { request, origin, meta, page, notFound }) {
    const input = coffeeCityInput(request.params);
    const city = input ? await q.ballots.city.fetch(input) : null;
    if (!city) return notFound();
    const tally = await q.votes.tally.fetch({ city: city.slug });
    // While the season hides its counts (its final week) the JSON-LD carries none either.
    return page(meta.coffeeCityMeta(city, origin, city.season?.revealsOn ? undefined : tally.counts));
  },
} satisfies RouteModule;
