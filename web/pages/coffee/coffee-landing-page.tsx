// /best-coffee-shops: a card per city on the ballot, how voting works, and a call to shop owners.
import { votingMessages } from "@shared/voting/voting-texts";
import { PageHead } from "@web/components/seo/page-head";
import { QueryError } from "@web/components/ui/query-error";
import { useOrigin } from "@web/lib/origin";
import { trpc } from "@web/lib/trpc";
import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { nominatePath, coffeeCityPath, coffeeResultsPath } from "@shared/routing/paths";
import type { IconName } from "@web/components/ui/icon-names";
import { format } from "@shared/i18n/messages";
import { SmartImage } from "@web/components/ui/smart-image";
import type { BallotCity } from "@web/features/voting/city-voting";
import { SeasonLine } from "@web/features/voting/season-line";
import type { PastWinner } from "@web/features/voting/results-table";

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

// The landing page's call to coffee shop owners, linking to the nomination form (the way onto a ballot).
function OwnShopCall() {
  return (
    <section aria-labelledby="own-a-coffee-shop" className="mx-auto max-w-6xl px-4 py-14">
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-ink px-6 py-10 text-center text-white">
        <Icon name="coffee" className="size-10 text-amber-300" />
        <h2 id="own-a-coffee-shop" className="text-3xl font-bold tracking-tight">
          {votingMessages.ownShopHeading}
        </h2>
        <p className="max-w-xl text-gray-200">{votingMessages.ownShopText}</p>
        <Link to={nominatePath()} className="rounded-full bg-white px-6 py-3 font-semibold text-ink hover:bg-amber-100">
          {votingMessages.ownShopAction}
        </Link>
      </div>
    </section>
  );
}

// The landing page's three steps.
// A function, not a constant: its texts are read in the page's language each time it is used.
const steps = (): { icon: IconName; title: string; text: string }[] => [
  { icon: "map-pinned", title: votingMessages.step1Title, text: votingMessages.step1Text },
  { icon: "heart", title: votingMessages.step2Title, text: votingMessages.step2Text },
  { icon: "trophy", title: votingMessages.step3Title, text: votingMessages.step3Text },
];

function HowVotingWorks() {
  return (
    <section aria-labelledby="how-voting-works" className="bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-voting-works" className="text-center text-3xl font-bold tracking-tight">
          {votingMessages.howItWorksHeading}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps().map(({ icon, title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white p-6 text-center shadow-sm">
              <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="text-brand-700">{index + 1}. </span>
                {title}
              </h3>
              <p className="mt-2 text-gray-700">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

// A city's card on the Best Coffee Shops landing page.
function CoffeeCityCard({ city, priority }: { city: BallotCity; priority: boolean }) {
  const headingId = `coffee-city-${city.slug}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <SmartImage src={city.shops[0]?.image} alt="" kind="coffee" label={city.city} priority={priority} className="aspect-[16/10] h-auto w-full" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 id={headingId} className="text-2xl font-bold">
          {city.city}
        </h2>
        <p className="text-sm font-medium text-gray-600">{city.province}</p>
        <p className="text-gray-700">{city.blurb}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-amber-900">
          <Icon name="coffee" className="size-4" />
          {format(votingMessages.shopCount, { count: city.shops.length })}
        </p>
        <SeasonLine season={city.season} className="text-sm text-gray-700" />
        <Link
          to={coffeeCityPath(city.slug)}
          className="mt-auto inline-flex items-center justify-center gap-1 self-start rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {votingMessages.voteNow}
          <span className="sr-only"> {format(votingMessages.voteNowIn, { city: city.city })}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

// The landing page's past winners: each city's last closed season's #1, linking to its results.
function PastWinners({ winners }: { winners: readonly PastWinner[] }) {
  if (winners.length === 0) return null;
  return (
    <section aria-labelledby="past-winners-heading" className="mx-auto max-w-6xl px-4 pb-14">
      <h2 id="past-winners-heading" className="text-3xl font-bold">
        {votingMessages.pastWinnersHeading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {winners.map((winner) => (
          <li key={`${winner.citySlug}-${winner.year}`} className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4">
            <Icon name="trophy" className="mt-1 size-5 shrink-0 text-amber-800" />
            <div>
              <Link to={coffeeResultsPath(winner.citySlug, winner.year)} className="font-bold text-brand-700 hover:underline">
                {format(votingMessages.pastWinnerTitle, { city: winner.city, year: winner.year })}
              </Link>
              <p className="text-gray-800">{format(votingMessages.pastWinnerLine, { shop: winner.shop, count: winner.count })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
