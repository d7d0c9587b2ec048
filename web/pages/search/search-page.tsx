// /search?q=…&city=…: matching listings (beyond the spec, whose search only logged to the console), as a
// list or on a map, or nearest the visitor ("Near me"); ?near=lat,lon&radius=: the matches around a point
// (the map's "Search this area").
import { formatNumber } from "@web/lib/numbers";
import { skipToken } from "@tanstack/react-query";
import { useSearchParams, Link } from "react-router-dom";
import { format, messages } from "@shared/i18n/messages";
import { searchMessages } from "@shared/search/search-texts";
import { PageTitle } from "@web/components/seo/page-head";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { SearchPages } from "@web/components/listings/listing-pages";
import { SearchForm } from "@web/components/search/search-form";
import { QueryError } from "@web/components/ui/query-error";
import { trpc } from "@web/lib/trpc";
import { searchNearInput, searchQueryInput } from "./first-view";
import { NearCards, NearMe } from "@web/components/listings/near-list";
import { MapOrList } from "@web/components/map/map-or-list";
import { listingMessages } from "@shared/listings/listing-texts";
import { NEAR_RADIUS_DEFAULT_KM, nearParam, type NearPoint } from "@shared/places/near-param";
import type { SearchInput } from "@shared/listings/listings-schema";
import { placeName } from "@shared/places/place-names";
import { broaderWords } from "@shared/search/search";

/** "No matches for …", suggesting broader words the search did not already try. */
function noResultsText(q: string): string {
  const [a = "", b = "", c = ""] = broaderWords(q, searchMessages.broaderWords.split(","));
  return format(searchMessages.noResults, { q, a, b, c });
}

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const input = searchQueryInput(searchParams);
  const near = nearParam(searchParams);
  const query = trpc.listings.search.useQuery(input.q && !near ? input : skipToken);
  const { page: _page, ...base } = input;
  const heading = input.q ? format(searchMessages.resultsHeading, { q: input.q }) : searchMessages.heading;

  const results = query.isPending ? (
    <ListingGridSkeleton count={3} />
  ) : query.isError ? (
    <QueryError onRetry={() => void query.refetch()} />
  ) : (
    <>
      <BallotMatches shops={query.data.ballot} />
      {query.data.total === 0 && query.data.ballot.length > 0 ? (
        // The ballot's shops answered the search: say the listings did not, instead of "No matches".
        <p role="status" className="mb-4 text-gray-700">
          {format(searchMessages.noListingsBesideBallot, { q: input.q })}
        </p>
      ) : (
        <>
          <p role="status" className="mb-4 text-gray-700">
            {query.data.total === 1
              ? searchMessages.resultCountOne
              : format(query.data.totalCapped ? searchMessages.resultCountAtLeast : searchMessages.resultCount, {
                  n: formatNumber(query.data.total),
                })}
          </p>
          <SearchPages
            key={JSON.stringify(base)}
            first={query.data}
            input={base}
            search={searchParams}
            headingLevel="h2"
            emptyText={noResultsText(input.q)}
          />
        </>
      )}
    </>
  );

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={`${heading} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-extrabold tracking-tight">
        {heading}
        {input.city && <span className="text-gray-700"> {format(searchMessages.resultsIn, { city: placeName(input.city) })}</span>}
      </h1>
      {/* Keyed by the URL so the boxes show what was searched after each navigation. */}
      <div className="my-6" key={searchParams.toString()}>
        <SearchForm initialQuery={input.q} initialCity={input.city ? placeName(input.city) : ""} />
      </div>
      {!input.q ? (
        <p className="text-gray-700">{searchMessages.enterQuery}</p>
      ) : near ? (
        <NearResults input={input} near={near} />
      ) : (
        <MapOrList scope={{ search: { q: input.q, city: input.city }, city: input.city }}>
          <NearMe search={{ q: input.q, city: input.city }}>{results}</NearMe>
        </MapOrList>
      )}
    </section>
  );
}

// ?near=: the matches around a point, nearest first, with a way back to every result.
function NearResults({ input, near }: { input: SearchInput; near: NearPoint }) {
  const query = trpc.listings.near.useQuery(searchNearInput(input, near));
  const back = new URLSearchParams({ q: input.q, ...(input.city ? { city: input.city } : {}) });
  return (
    <section aria-labelledby="near-results">
      <h2 id="near-results" className="mb-2 text-xl font-bold">
        {listingMessages.nearPlace}
      </h2>
      <p className="mb-4">
        <Link to={{ search: `?${back.toString()}` }} className="font-semibold text-brand-800 underline">
          {searchMessages.nearBack}
        </Link>
      </p>
      <MapOrList scope={{ search: { q: input.q, city: input.city }, city: input.city, near }}>
        {query.isPending ? (
          <ListingGridSkeleton count={3} />
        ) : query.isError ? (
          <QueryError onRetry={() => void query.refetch()} />
        ) : (
          <NearCards answer={query.data} radiusKm={near.radius ?? NEAR_RADIUS_DEFAULT_KM} />
        )}
      </MapOrList>
    </section>
  );
}

// The Best Coffee Shops ballot's shops a search found (decision 0118): each a link to its city's voting
// page, in the page's language (the router adds /fr).
interface Props {
  shops: readonly { name: string; address: string; city: string; path: string }[];
}

function BallotMatches({ shops }: Props) {
  if (shops.length === 0) return null;
  return (
    <section aria-labelledby="ballot-matches-heading" className="mb-8">
      <h2 id="ballot-matches-heading" className="mb-3 text-xl font-bold">
        {searchMessages.ballotHeading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {shops.map((shop) => (
          <li key={`${shop.path} ${shop.name}`} className="rounded-2xl border border-gray-200 bg-white p-4">
            <Link to={shop.path} className="font-semibold text-brand-800 underline">
              {shop.name}
            </Link>
            <p className="text-sm text-gray-700">{format(searchMessages.ballotPlace, { address: shop.address, city: placeName(shop.city) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
