// /city/{city}: the decoded city looked up in the city→province table; unknown → "City not found".
import { keepPreviousData, skipToken } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router-dom";
import type { BrowsableType } from "@shared/listings/listing-types";
import { messages, format } from "@shared/i18n/messages";
import { cityMessages } from "@shared/places/city-texts";
import { pagePaths } from "@shared/routing/paths";
import { pathInLocale } from "@shared/i18n/active-locale";
import { primaryButton } from "@web/components/ui/button-styles";
import { PageHead, PageTitle } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";
import { QueryError } from "@web/components/ui/query-error";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { cityQueryInput, cityTab } from "./first-view";
import { Icon } from "@web/components/ui/icon";
import { LISTING_TYPE_REGISTRY, hasOpeningHours } from "@shared/listings/listing-type-registry";
import { cityFeeds } from "@shared/feeds/feeds";
import { SubscribeLinks } from "@web/components/feeds/subscribe-links";
import { placeName, provinceName } from "@shared/places/place-names";
import { useRef, type KeyboardEvent } from "react";
import { ListingGridSkeleton } from "@web/components/listings/listing-grid-skeleton";
import { EventWhenLinks } from "@web/components/listings/event-when-links";
import { ListingPages } from "@web/components/listings/listing-pages";
import { whenParam } from "@shared/events/event-whens";
import { OpenNowToggle } from "@web/components/listings/open-now-toggle";
import { AreaFilter } from "@web/components/listings/area-filter";
import { NearMe } from "@web/components/listings/near-list";
import { MapOrList } from "@web/components/map/map-or-list";

export default function CityPage() {
  const origin = useOrigin();
  // React Router hands the parameter over already decoded ("Quebec%20City" → "Quebec City").
  const [searchParams, setSearchParams] = useSearchParams();
  const input = cityQueryInput(useParams(), searchParams);
  // Switching tabs keeps the page (hero, counts) while the new tab's first page loads.
  const query = trpc.listings.city.useQuery(input ?? skipToken, { placeholderData: keepPreviousData });
  // A new tab starts at its first page, in the same neighbourhood.
  const area = input?.area;
  const keep = (params: Record<string, string>) =>
    setSearchParams({ ...params, ...(area ? { area } : {}) }, { replace: true, preventScrollReset: true });
  const setTab = (tab: BrowsableType | undefined) => keep(tab ? { tab } : {});

  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-16">
        <QueryError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isPending && input) return <div className="min-h-[80vh]" aria-busy="true" />;
  if (!query.data) return <CityNotFound />;

  const data = query.data;
  return (
    <>
      <PageHead meta={(builders) => builders.cityMeta(data.city, data.province, origin)} />
      <CityHero city={data.city} province={data.province} counts={data.counts} />
      <CityTabs
        city={data.city}
        data={data}
        tab={cityTab(searchParams)}
        loading={query.isPlaceholderData}
        onTabChange={setTab}
        search={searchParams}
        open={input?.open === "now"}
        onOpenChange={(open) => keep({ ...(input?.type ? { tab: input.type } : {}), ...(open ? { open: "now" } : {}) })}
        area={area}
        onAreaChange={(next) =>
          setSearchParams(
            { ...(input?.type ? { tab: input.type } : {}), ...(input?.open ? { open: "now" } : {}), ...(next ? { area: next } : {}) },
            { replace: true, preventScrollReset: true },
          )
        }
      />
    </>
  );
}

function CityNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title={`${cityMessages.notFound} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold">{cityMessages.notFound}</h1>
      <p className="mt-3 text-gray-700">{cityMessages.notFoundText}</p>
      <Link to={pagePaths.home} className={`${primaryButton} mt-6`}>
        {messages.notFound.returnHome}
      </Link>
    </section>
  );
}

interface CityHeroProps {
  city: string;
  province: string;
  counts: Record<BrowsableType, number>;
}

function CityHero({ city, province, counts }: CityHeroProps) {
  // The picks the sentence below counts; open jobs have their own.
  const total = counts.story + counts.event + counts.gem + counts.shop;
  return (
    <header className="bg-gradient-to-br from-gray-900 to-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <p className="inline-flex items-center gap-1 text-sm font-medium text-red-100">
          <Icon name="map-pin" className="size-4" />
          {provinceName(province)}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{format(cityMessages.discover, { city: placeName(city) })}</h1>
        <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-5">
          {LISTING_TYPE_REGISTRY.map(({ type }) => (
            <div key={type} className="rounded-2xl bg-white/10 p-4">
              <dd className="text-3xl font-bold">{counts[type]}</dd>
              <dt className="text-sm text-red-50">{cityMessages.counts[type]}</dt>
            </div>
          ))}
        </dl>
      </div>
      <section aria-labelledby="about-city" className="bg-white text-gray-900">
        <div className="mx-auto max-w-6xl px-4 pt-10">
          <h2 id="about-city" className="text-xl font-bold">
            {format(cityMessages.about, { city: placeName(city) })}
          </h2>
          <p className="mt-2 max-w-3xl text-gray-700">
            {format(cityMessages.aboutText, {
              city: placeName(city),
              province: provinceName(province),
              total,
              stories: counts.story,
              events: counts.event,
              gems: counts.gem,
              shops: counts.shop,
            })}
            {counts.job > 0 && ` ${format(cityMessages.jobsText, { jobs: counts.job })}`}
          </p>
          <SubscribeLinks feeds={cityFeeds(city)} />{" "}
          {/* A plain link: the follow page is the Worker's own form (worker/features/going/follow-page.ts). */}
          <a href={pathInLocale(`/follow?city=${encodeURIComponent(city)}`)} className="ml-3 text-sm font-semibold text-brand-800 underline">
            {format(cityMessages.follow, { city: placeName(city) })}
          </a>
        </div>
      </section>
    </header>
  );
}

// Tabs All, then one per listing type in registry order, with counts, following the WAI-ARIA tabs pattern (arrow
// keys, Home and End move and select, roving focus). Hand-written rather than Radix Tabs: ~9 KB gzip
// less on the city page, which keeps it within its JavaScript budget. The tab is in the URL
// (?tab=event), so each tab and each of its pages has an address the edge renders.
type CityAnswer = NonNullable<RouterOutputs["listings"]["city"]>;

interface CityTabsProps {
  city: string;
  /** The city answer for the active tab (its first page). */
  data: CityAnswer;
  tab: BrowsableType | undefined;
  /** The answer shown is still the previous tab's while the new one loads. */
  loading: boolean;
  onTabChange: (tab: BrowsableType | undefined) => void;
  search: URLSearchParams;
  /** ?open=now on a tab whose type has opening hours. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The neighbourhood shown (?area=), or none. */
  area: string | undefined;
  onAreaChange: (area: string | undefined) => void;
}

// A function, not a constant: its texts are read in the page's language each time it is used.
const cityTabs = (): { value: "all" | BrowsableType; label: string; empty: string }[] => [
  { value: "all", label: cityMessages.tabAll, empty: cityMessages.emptyAll },
  ...LISTING_TYPE_REGISTRY.map(({ type }) => ({ value: type, label: cityMessages.tabs[type], empty: cityMessages.empty[type] })),
];

function CityTabs({ city, data, tab, loading, onTabChange, search, open, onOpenChange, area, onAreaChange }: CityTabsProps) {
  const { counts } = data;
  const countOf = (value: "all" | BrowsableType) => (value === "all" ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[value]);
  const active = tab ?? "all";
  const when = active === "event" ? whenParam(search) : undefined;
  // One list per render: the handlers find tabs in it by identity.
  const tabList = cityTabs();
  const current = tabList.find((t) => t.value === active) ?? tabList[0]!;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = tabList[(index + tabList.length) % tabList.length]!;
    tabs.current[tabList.indexOf(next)]?.focus();
    onTabChange(next.value === "all" ? undefined : next.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabList.indexOf(current);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabList.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div
        role="tablist"
        aria-label={cityMessages.tabsLabel}
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-gray-100 p-1"
      >
        {tabList.map((t, index) => {
          const selected = t.value === active;
          return (
            <button
              key={t.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`city-tab-${t.value}`}
              aria-selected={selected}
              aria-controls="city-tabpanel"
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              onClick={() => select(index)}
              className="flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-gray-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow"
            >
              {t.label}
              <span className="rounded-full bg-gray-200 px-2 text-xs">{countOf(t.value)}</span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="city-tabpanel" aria-labelledby={`city-tab-${active}`} tabIndex={0}>
        {active === "event" && <EventWhenLinks search={search} />}
        <div className="mb-4 flex flex-wrap items-center gap-3 empty:hidden">
          {tab && hasOpeningHours(tab) && <OpenNowToggle active={open} onChange={onOpenChange} />}
          <AreaFilter areas={data.areas} active={area} onChange={onAreaChange} />
        </div>
        <MapOrList scope={{ type: tab, city }}>
          <NearMe type={tab}>
            {loading ? (
              <ListingGridSkeleton count={3} />
            ) : (
              <ListingPages
                key={`${city}-${active}-${when ?? ""}-${open}-${area ?? ""}`}
                first={data.listings}
                filter={{
                  city,
                  ...(area ? { area } : {}),
                  ...(active === "all" ? {} : { type: active, ...(when ? { when } : {}), ...(open ? { open: "now" as const } : {}) }),
                }}
                search={search}
                emptyText={current.empty}
                priorityCount={active === "all" ? 3 : 0}
              />
            )}
          </NearMe>
        </MapOrList>
      </div>
    </div>
  );
}
