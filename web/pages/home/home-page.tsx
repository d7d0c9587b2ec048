import { PageHead } from "@web/components/seo/page-head";
import { hydrateLater } from "@web/lib/hydrate-later";
import { useOrigin } from "@web/lib/origin";
import { messages, format } from "@shared/i18n/messages";
import { homeMessages } from "@shared/home/home-texts";
import { SearchForm } from "@web/components/search/search-form";
import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { cityPath, listPath } from "@shared/routing/paths";
import { ListingCard } from "@web/components/listings/listing-card";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { SectionHeading } from "@web/components/ui/section-heading";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import type { UseQueryResult } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useNearestCity } from "@web/lib/use-nearest-city";
import { useSelectedCity } from "@web/lib/selected-city";
import { placeName } from "@shared/places/place-names";
import { homeQueryInput } from "./first-view";

/** Best of, cities, categories, creator videos and the call to submit: below the fold on every screen. */
const LaterSections = hydrateLater("home-later", () => import("./later-sections"));

export default function HomePage() {
  const origin = useOrigin();
  return (
    <>
      <PageHead meta={(builders) => builders.homeMeta(origin)} />
      <Hero />
      <HomeListings />
      <LaterSections />
    </>
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-gray-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-red-100">{messages.brand.tagline}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{homeMessages.heroHeading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-red-50">{homeMessages.heroIntro}</p>
        <div className="mt-8 max-w-4xl text-gray-900">
          <SearchForm />
        </div>
      </div>
    </section>
  );
}

// Featured (first 3 featured, "View All" → /shop) and Trending Now (first 3 of the first 12,
// "Near {city}", link to /stories), both from listings.home: my city's when one is chosen (the edge
// renders them from the cookie), and a located visitor's nearest city becomes my city.
const linkClass = "inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline";

type HomeQuery = UseQueryResult<RouterOutputs["listings"]["home"], unknown>;

/** A failed load's retry: loaded only when the home answer fails, not with every home page. */
const QueryError = lazy(() => import("@web/components/ui/query-error").then((module) => ({ default: module.QueryError })));

/** One of the home answer's rows of cards: a skeleton while it loads, a retry if it failed (one place for both rows). */
function CardRow({ query, row, eyebrow }: { query: HomeQuery; row: "featured" | "trending"; eyebrow?: string }) {
  if (query.isPending) return <ListingGridSkeleton count={3} />;
  if (query.isError)
    return (
      <Suspense fallback={null}>
        <QueryError onRetry={() => void query.refetch()} />
      </Suspense>
    );
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {query.data[row].map((listing) => (
        <li key={listing.id} className="flex">
          <ListingCard listing={listing} eyebrow={eyebrow} />
        </li>
      ))}
    </ul>
  );
}

function HomeListings() {
  const [city, setCity, myCity] = useSelectedCity();
  const query = trpc.listings.home.useQuery(homeQueryInput(myCity));
  // Coordinates found on their own (permission already given) never override a city the visitor chose.
  const nearest = useNearestCity((located, asked) => {
    if (asked || !myCity) setCity(located);
  });
  const near = format(homeMessages.near, { city: placeName(city) });

  return (
    <>
      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading
          id="featured-heading"
          title={homeMessages.featured}
          action={
            <Link to={listPath("shop")} className={linkClass}>
              {homeMessages.viewAll}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          }
        />
        <CardRow query={query} row="featured" />
      </section>

      <section aria-labelledby="trending-heading" className="bg-gray-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <SectionHeading
            id="trending-heading"
            title={homeMessages.trending}
            // My city's own page is its home: "Near Montréal" leads there.
            intro={
              <Link to={cityPath(city)} className={linkClass}>
                {near}
              </Link>
            }
            action={
              <Link to={listPath("story")} className={linkClass}>
                {homeMessages.seeAllStories}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            }
          />
          {!nearest.located && (
            <p className="-mt-3 mb-6 flex flex-wrap items-center gap-3 text-sm text-gray-700">
              <button type="button" onClick={nearest.locate} className={linkClass}>
                <Icon name="locate-fixed" className="size-4" />
                {homeMessages.useMyLocation}
              </button>
              {nearest.error && <span role="status">{format(homeMessages.locationUnavailable, { reason: nearest.error })}</span>}
            </p>
          )}
          <CardRow query={query} row="trending" eyebrow={near} />
        </div>
      </section>
    </>
  );
}
