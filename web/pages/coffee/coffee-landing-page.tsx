// /best-coffee-shops: a card per city on the ballot, how voting works, and a call to shop owners.
import { votingMessages } from "@shared/voting/voting-texts";
import { PageHead } from "@web/components/seo/page-head";
import { QueryError } from "@web/components/ui/query-error";
import { useOrigin } from "@web/lib/origin";
import { trpc } from "@web/lib/trpc";
import { PastWinners } from "@web/features/voting/past-winners";
import { CoffeeCityCard } from "@web/features/voting/coffee-city-card";
import { HowVotingWorks } from "@web/features/voting/how-voting-works";
import { OwnShopCall } from "@web/features/voting/own-shop-call";

/** Cards above the fold on a wide screen load their photos first. */
const PRIORITY_IMAGES = 3;

export default function CoffeeLandingPage() {
  const origin = useOrigin();
  const query = trpc.ballots.cities.useQuery();
  const coffeeCities = query.data ?? [];
  const winners = trpc.awards.winners.useQuery();
  return (
    <>
      {query.data && <PageHead meta={(builders) => builders.coffeeLandingMeta(coffeeCities, origin)} />}
      <div className="bg-gradient-to-b from-amber-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-10 text-center sm:pt-14">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{votingMessages.landingHeading}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{votingMessages.landingIntro}</p>
        </div>
      </div>
      <section aria-label={votingMessages.citiesLabel} aria-busy={query.isPending} className="mx-auto max-w-6xl px-4 pb-14">
        {query.isError && <QueryError onRetry={() => void query.refetch()} />}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {coffeeCities.map((city, index) => (
            <li key={city.slug}>
              <CoffeeCityCard city={city} priority={index < PRIORITY_IMAGES} />
            </li>
          ))}
        </ul>
      </section>
      <PastWinners winners={winners.data ?? []} />
      <HowVotingWorks />
      <OwnShopCall />
    </>
  );
}
