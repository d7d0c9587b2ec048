// The nomination form (/best-coffee-shops/nominate): the ballot's cities as its choices, slug and name
// only (a `?city=` the page preselects is one of them or ignored, so it needs nothing more).
import type { RouteModule } from "@web/app/define-route";
import { Link, useSearchParams } from "react-router-dom";
import { ballotChoice } from "@shared/voting/ballot-choice";
import { messages } from "@shared/i18n/messages";
import { nominateMessages } from "@shared/voting/nominate-texts";
import { pagePaths } from "@shared/routing/paths";
import { PageHead } from "@web/components/seo/page-head";
import { QueryError } from "@web/components/ui/query-error";
import { useOrigin } from "@web/lib/origin";
import { trpc } from "@web/lib/trpc";
import { NominationForm } from "@web/features/voting/nomination-form";

export default {
  Screen: NominatePage,
  cache: "public",
  // ?city= preselects one of the form's cities.
  query: ["city"],
  async edge(q, { origin, meta, page }) {
    await q.ballots.choices.fetch();
    return page(meta.nominateMeta(origin));
  },
} satisfies RouteModule;

// /best-coffee-shops/nominate (and /fr/…): the nomination form, its city chosen when the link names one
// (`?city=toronto`, from a city page's "Nominate a shop").
function NominatePage() {
  const origin = useOrigin();
  const [searchParams] = useSearchParams();
  const utils = trpc.useUtils();
  // Coming from the landing page, its list already holds the choices: the form shows at once.
  const query = trpc.ballots.choices.useQuery(undefined, { initialData: () => utils.ballots.cities.getData()?.map(ballotChoice) });
  const cities = query.data ?? [];
  const wanted = searchParams.get("city") ?? "";
  const initialCity = cities.some((city) => city.slug === wanted) ? wanted : "";
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <PageHead meta={(builders) => builders.nominateMeta(origin)} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.nominate}</h1>
      <p className="mt-2 mb-8 text-gray-700">{nominateMessages.intro}</p>
      {query.isError && <QueryError onRetry={() => void query.refetch()} />}
      {query.data ? <NominationForm key={initialCity} cities={cities} initialCity={initialCity} /> : <div className="min-h-96" aria-busy="true" />}
      <p className="mt-8">
        <Link to={pagePaths.coffeeLanding} className="font-medium underline underline-offset-2 hover:text-ink">
          {nominateMessages.backToBallot}
        </Link>
      </p>
    </section>
  );
}
