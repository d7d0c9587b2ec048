// /city/{city}: the decoded city looked up in the city→province table; unknown → "City not found".
import { keepPreviousData, skipToken } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router-dom";
import type { BrowsableType } from "@shared/listings/listing-types";
import { messages } from "@shared/i18n/messages";
import { cityMessages } from "@shared/places/city-texts";
import { pagePaths } from "@shared/routing/paths";
import { primaryButton } from "@web/components/ui/button-styles";
import { PageHead, PageTitle } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";
import { QueryError } from "@web/components/ui/query-error";
import { trpc } from "@web/lib/trpc";
import { CityHero } from "./city-hero";
import { CityTabs } from "./city-tabs";
import { cityQueryInput, cityTab } from "./first-view";

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
