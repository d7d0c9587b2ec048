// A city's voting page (/best-coffee-shops/{city}): rendered with the ballot and the server's tally
// (counts, and this voter's votes), so the edge renders the cards with their counts and the votes store
// starts from it without a request (the live socket takes over in the browser). Never cached: its counts
// change with every vote. A slug not on the ballot answers 404.
import type { RouteModule } from "@web/app/define-route";
import { skipToken } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { NotFoundScreen } from "@web/components/layout/not-found-screen";
import { PageHead } from "@web/components/seo/page-head";
import { QueryError } from "@web/components/ui/query-error";
import { useOrigin } from "@web/lib/origin";
import { trpc } from "@web/lib/trpc";
import { CityVoting } from "@web/features/voting/city-voting";
import { ShopCardSkeletons } from "@web/features/voting/shop-card";
import type { BallotCityInput } from "@shared/voting/votes-schema";
import type { FirstViewRequest } from "@web/lib/first-view";

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

// /best-coffee-shops/{city}: one city's voting page, for a city on the ballot; any other slug is the 404
// page (the edge already answered it with HTTP 404).
/** The skeleton's cards while a city's ballot loads (the seeded cities have five shops). */
const SKELETON_CARDS = 5;

function CoffeeCityPage() {
  const origin = useOrigin();
  const input = coffeeCityInput(useParams());
  const utils = trpc.useUtils();
  // Coming from the landing page, its list already holds the city: the page shows at once, and still
  // works from the browser's stored votes when the server cannot be reached.
  const listed = utils.ballots.cities.getData()?.find((city) => city.slug === input?.city);
  const query = trpc.ballots.city.useQuery(input ?? skipToken, { initialData: listed });
  if (query.isError && !query.data) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-16">
        <QueryError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isPending && input) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-8">
        <ShopCardSkeletons count={SKELETON_CARDS} />
      </section>
    );
  }
  const city = query.data;
  if (!city) return <NotFoundScreen />;
  return (
    <>
      <PageHead meta={(builders) => builders.coffeeCityMeta(city, origin)} />
      {/* Keyed by city: moving between cities starts from that city's own stored votes. */}
      <CityVoting key={city.slug} city={city} />
    </>
  );
}

// A city voting page's ballot input (its texts and shops), from the path.
/** The page's ballot input; null for a missing slug. */
function coffeeCityInput(params: FirstViewRequest["params"]): BallotCityInput | null {
  return params.city ? { city: params.city } : null;
}
