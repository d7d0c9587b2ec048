// /stories, /events, /gems, /shop: the cards of one type, optionally only one city (?city= keeps the
// filter linkable and rendered at the edge). With my city chosen, a list opens filtered to it and
// "All cities" is ?city=all.
import { useSearchParams } from "react-router-dom";
import type { BrowsableType } from "@shared/listings/listing-types";
import { hasOpeningHours, listingType } from "@shared/listings/listing-type-registry";
import { listFeeds } from "@shared/feeds/feeds";
import { SubscribeLinks } from "@web/components/feeds/subscribe-links";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { EventWhenLinks } from "@web/components/listings/event-when-links";
import { ListingPages } from "@web/components/listings/listing-pages";
import { OpenNowToggle } from "@web/components/listings/open-now-toggle";
import { PageHead } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";
import { PageHeading } from "@web/components/ui/page-heading";
import { QueryError } from "@web/components/ui/query-error";
import { useSelectedCity } from "@web/lib/selected-city";
import { trpc } from "@web/lib/trpc";
import { CategoryFilter } from "./category-filter";
import { CityFilter } from "./city-filter";
import { listQueryInput } from "./first-view";
import { emptyListText } from "./empty-list-text";
import { ALL_CITIES_PARAM } from "@shared/places/my-city-cookie";

export default function ListPage({ type }: { type: BrowsableType }) {
  const origin = useOrigin();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selectedCity, , myCity] = useSelectedCity();
  const input = listQueryInput(type, searchParams, myCity);
  const query = trpc.listings.list.useQuery(input);
  // An empty date window names the next event (of the city shown, or of any city).
  const windowEmpty = input.when !== undefined && input.when !== "past" && query.data?.items.length === 0;
  const upcoming = trpc.listings.list.useQuery({ type: "event", ...(input.city ? { city: input.city } : {}) }, { enabled: windowEmpty });

  // A new city filter starts again at page 1 (keeping the date window, the category and "Open now"), and so does "Open now".
  const setFilter = (city: string | null, open: boolean) =>
    setSearchParams(
      {
        ...(city ? { city } : myCity ? { city: ALL_CITIES_PARAM } : {}),
        ...(input.when ? { when: input.when } : {}),
        ...(input.category ? { category: input.category } : {}),
        ...(open ? { open: "now" } : {}),
      },
      { replace: true, preventScrollReset: true },
    );
  const setCity = (city: string | null) => setFilter(city, input.open === "now");
  const { page: _page, ...filter } = input;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead meta={(builders) => builders.listMeta(type, origin)} />
      <PageHeading title={listingType(type).listHeading}>
        <CityFilter activeCity={input.city === undefined ? null : (query.data?.city ?? input.city)} suggestedCity={selectedCity} onChange={setCity} />
        {hasOpeningHours(type) && <OpenNowToggle active={input.open === "now"} onChange={(open) => setFilter(input.city ?? null, open)} />}
        <SubscribeLinks feeds={listFeeds(type)} />
      </PageHeading>
      {input.category && <CategoryFilter category={input.category} search={searchParams} />}
      {type === "event" && <EventWhenLinks search={searchParams} />}
      {query.isPending ? (
        <ListingGridSkeleton />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <ListingPages
          key={JSON.stringify(filter)}
          first={query.data}
          filter={filter}
          search={searchParams}
          headingLevel="h2"
          emptyText={emptyListText(input.city, windowEmpty ? upcoming.data?.items[0] : undefined)}
          priorityCount={3}
        />
      )}
    </section>
  );
}
