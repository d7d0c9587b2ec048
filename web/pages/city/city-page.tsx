// /city/{city}: the decoded city looked up in the city→province table; unknown → "City not found".
import { keepPreviousData, skipToken } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router-dom";
import type { BrowsableType } from "@shared/listings/listing-types";
import { messages, format } from "@shared/i18n/messages";
import { cityMessages } from "@shared/places/city-texts";
import { pagePaths } from "@shared/routing/paths";
import { primaryButton } from "@web/components/ui/button-styles";
import { PageHead, PageTitle } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";
import { QueryError } from "@web/components/ui/query-error";
import { trpc } from "@web/lib/trpc";
import { CityTabs } from "./city-tabs";
import { cityQueryInput, cityTab } from "./first-view";
import { Icon } from "@web/components/ui/icon";
import { LISTING_TYPE_REGISTRY } from "@shared/listings/listing-type-registry";
import { cityFeeds } from "@shared/feeds/feeds";
import { SubscribeLinks } from "@web/components/feeds/subscribe-links";
import { placeName, provinceName } from "@shared/places/place-names";

export default function CityPage() {
  const origin = useOrigin();
  // React Router hands the parameter over already decoded ("Quebec%20City" → "Quebec City").
  const [searchParams, setSearchParams] = useSearchParams();
  const input = cityQueryInput(useParams(), searchParams);
  // Switching tabs keeps the page (hero, counts) while the new tab's first page loads.
  const query = trpc.listings.city.useQuery(input ?? skipToken, { placeholderData: keepPreviousData });
  // A new tab starts at its first page.
  const setTab = (tab: BrowsableType | undefined) => setSearchParams(tab ? { tab } : {}, { replace: true, preventScrollReset: true });

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
        onOpenChange={(open) =>
          setSearchParams(
            { ...(input?.type ? { tab: input.type } : {}), ...(open ? { open: "now" } : {}) },
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

interface Props {
  city: string;
  province: string;
  counts: Record<BrowsableType, number>;
}

function CityHero({ city, province, counts }: Props) {
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
          <SubscribeLinks feeds={cityFeeds(city)} />
        </div>
      </section>
    </header>
  );
}
