// /stories, /events, /gems, /shop: the cards of one type, optionally only one city (?city= keeps the
// filter linkable and rendered at the edge). With my city chosen, a list opens filtered to it and
// "All cities" is ?city=all.
import { useSearchParams, Link } from "react-router-dom";
import type { BrowsableType } from "@shared/listings/listing-types";
import { hasOpeningHours, listingType } from "@shared/listings/listing-type-registry";
import { listFeeds } from "@shared/feeds/feeds";
import { SubscribeLinks } from "@web/components/feeds/subscribe-links";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { EventWhenLinks } from "@web/components/listings/event-when-links";
import { ListingPages } from "@web/components/listings/listing-pages";
import { OpenNowToggle } from "@web/components/listings/open-now-toggle";
import { AreaFilter } from "@web/components/listings/area-filter";
import { NearCards, NearMe } from "@web/components/listings/near-list";
import { MapOrList } from "@web/components/map/map-or-list";
import { NEAR_RADIUS_DEFAULT_KM, nearParam, type NearPoint } from "@shared/places/near-param";
import { PageHead } from "@web/components/seo/page-head";
import { PillToggle } from "@web/components/ui/pill-toggle";
import { useOrigin } from "@web/lib/origin";
import { QueryError } from "@web/components/ui/query-error";
import { useSelectedCity } from "@web/lib/selected-city";
import { trpc, type ListingSummary } from "@web/lib/trpc";
import { listQueryInput } from "./first-view";
import { ALL_CITIES_PARAM } from "@shared/places/my-city-cookie";
import type { CategorySlug } from "@shared/places/business-categories";
import { format } from "@shared/i18n/messages";
import { listingMessages } from "@shared/listings/listing-texts";
import { categoryName } from "@shared/places/category-name";
import { placeName } from "@shared/places/place-names";
import type { ReactNode } from "react";
import { formatEventDate } from "@shared/i18n/event-date";

export default function ListPage({ type }: { type: BrowsableType }) {
  const [searchParams] = useSearchParams();
  const near = nearParam(searchParams);
  return near ? <NearPlaceList type={type} near={near} /> : <TypeList type={type} />;
}

// ?near=lat,lon&radius=: the listings of this type around a place, nearest first (a listing's "More near
// here"), with a way back to the whole list.
function NearPlaceList({ type, near }: { type: BrowsableType; near: NearPoint }) {
  const origin = useOrigin();
  const query = trpc.listings.near.useQuery({ ...near, type });
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead meta={(builders) => builders.listMeta(type, origin)} />
      <PageHeading title={`${listingType(type).listHeading} · ${listingMessages.nearPlace}`}>
        <Link to={{ search: "" }} className="font-semibold text-brand-800 underline">
          {listingMessages.nearBack}
        </Link>
      </PageHeading>
      <MapOrList scope={{ type, near }}>
        {query.isPending ? (
          <ListingGridSkeleton />
        ) : query.isError ? (
          <QueryError onRetry={() => void query.refetch()} />
        ) : (
          <NearCards answer={query.data} radiusKm={near.radius ?? NEAR_RADIUS_DEFAULT_KM} />
        )}
      </MapOrList>
    </section>
  );
}

function TypeList({ type }: { type: BrowsableType }) {
  const origin = useOrigin();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selectedCity, , myCity] = useSelectedCity();
  const input = listQueryInput(type, searchParams, myCity);
  const query = trpc.listings.list.useQuery(input);
  // An empty date window names the next event (of the city shown, or of any city).
  const windowEmpty = input.when !== undefined && input.when !== "past" && query.data?.items.length === 0;
  const upcoming = trpc.listings.list.useQuery({ type: "event", ...(input.city ? { city: input.city } : {}) }, { enabled: windowEmpty });

  // A new city filter starts again at page 1 (keeping the date window, the category and "Open now"; a
  // neighbourhood only within its city), and so do "Open now" and a neighbourhood.
  const setFilter = (city: string | null, open: boolean, area: string | undefined = input.area) =>
    setSearchParams(
      {
        ...(city ? { city } : myCity ? { city: ALL_CITIES_PARAM } : {}),
        ...(input.when ? { when: input.when } : {}),
        ...(input.category ? { category: input.category } : {}),
        ...(open ? { open: "now" } : {}),
        ...(city && city === input.city && area ? { area } : {}),
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
        {query.data && (
          <AreaFilter areas={query.data.areas} active={input.area} onChange={(area) => setFilter(input.city ?? null, input.open === "now", area)} />
        )}
        <SubscribeLinks feeds={listFeeds(type)} />
      </PageHeading>
      {input.category && <CategoryFilter category={input.category} search={searchParams} />}
      {type === "event" && <EventWhenLinks search={searchParams} />}
      <MapOrList scope={{ type, city: input.city }}>
        <NearMe type={type}>
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
        </NearMe>
      </MapOrList>
    </section>
  );
}

// The shop list's active business category (?category=, decision 0117) and a plain link back to every
// category (the same list, its city and "open now" kept): rendered at the edge, works without JavaScript.
interface CategoryFilterProps {
  category: CategorySlug;
  /** The page's query, whose `category` (and page) the clearing link leaves out. */
  search: URLSearchParams;
}

function CategoryFilter({ category, search }: CategoryFilterProps) {
  const rest = new URLSearchParams(search);
  rest.delete("category");
  rest.delete("page");
  const query = rest.toString();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="rounded-full border border-brand-700 bg-brand-700 px-4 py-1.5 font-medium text-white">
        {format(listingMessages.categoryActive, { category: categoryName(category) })}
      </span>
      <Link to={{ search: query ? `?${query}` : "" }} className="font-semibold text-brand-800 underline">
        {listingMessages.categoryClear}
      </Link>
    </p>
  );
}

interface CityFilterProps {
  activeCity: string | null;
  /** The city picked in the header, offered as the filter. */
  suggestedCity: string;
  onChange: (city: string | null) => void;
}

/** Two toggle buttons: all cities, or only the header's city (or the city already in the URL). */
function CityFilter({ activeCity, suggestedCity, onChange }: CityFilterProps) {
  const city = activeCity ?? suggestedCity;
  const option = (label: string, pressed: boolean, value: string | null) => (
    <PillToggle pressed={pressed} onClick={() => onChange(value)}>
      {label}
    </PillToggle>
  );
  return (
    <div role="group" aria-label={listingMessages.filterLabel} className="flex flex-wrap gap-2">
      {option(listingMessages.allCities, activeCity === null, null)}
      {option(format(listingMessages.cityFilter, { city: placeName(city) }), activeCity !== null, city)}
    </div>
  );
}

function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 text-gray-700">{children}</div>}
    </header>
  );
}

// What an empty list says. An events date window with nothing in it names the next event instead (its
// day in the event city's calendar, in the page's language); with every city shown there is no other
// city to suggest.
/** `city`: the list's city filter (none: all cities); `next`: the first upcoming event, when a window is empty. */
export function emptyListText(city: string | undefined, next: ListingSummary | undefined): string {
  if (next?.occurrence) {
    const facts = { title: next.title, city: placeName(next.city), date: formatEventDate(next.occurrence.day) };
    return format(city ? listingMessages.nextInCity : listingMessages.nextAnywhere, facts);
  }
  return city ? listingMessages.empty : listingMessages.emptyAllCities;
}
