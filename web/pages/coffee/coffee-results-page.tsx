// /best-coffee-shops/{city}/{year}: a season's results. Closed: the final ranking with the winner, the
// votes removed after review (when any were), the podium's badges; a season nobody voted in says so
// instead, with no ranking. Open: the standings so far, or the
// reveal day while the season hides its counts. Any other city or year is the 404 page (the edge already
// answered it with HTTP 404).
import { skipToken } from "@tanstack/react-query";
import { Icon } from "@web/components/ui/icon";
import { Link, useParams } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { isPlaced } from "@shared/voting/award-ranking";
import { coffeeCityPath, coffeeResultsPath } from "@shared/routing/paths";
import { NotFoundScreen } from "@web/components/layout/not-found-screen";
import { PageHead } from "@web/components/seo/page-head";
import { QueryError } from "@web/components/ui/query-error";
import { useOrigin } from "@web/lib/origin";
import { trpc } from "@web/lib/trpc";
import { BadgeSnippets, ResultsTable, VotesRemoved, VoteLogLink } from "@web/features/voting/results-table";
import { coffeeResultsInput } from "./coffee-results-first-view";

export default function CoffeeResultsPage() {
  const origin = useOrigin();
  const input = coffeeResultsInput(useParams());
  const query = trpc.awards.results.useQuery(input ?? skipToken);
  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-16">
        <QueryError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isPending && input) return <div className="mx-auto max-w-4xl px-4 py-16" aria-busy="true" />;
  const results = query.data;
  if (!results) return <NotFoundScreen />;
  const otherYears = results.years.filter((year) => year !== results.year);
  const noVotes = results.closed && results.standings !== null && !results.standings.some(isPlaced);
  return (
    <>
      <PageHead meta={(builders) => builders.coffeeResultsMeta(results, origin)} />
      <div className="bg-gradient-to-b from-amber-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pb-8 pt-8 sm:pt-12">
          <Link
            to={coffeeCityPath(results.city.slug)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <Icon name="chevron-left" className="size-4" />
            {results.city.title}
          </Link>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {format(votingMessages.resultsHeading, { year: results.year })} · {results.city.city}
          </h1>
          <p className="mt-2 text-lg font-semibold text-brand-700">
            {results.revealsOn
              ? format(votingMessages.resultsRevealedOn, { date: results.revealsOn })
              : results.closed
                ? votingMessages.finalResults
                : votingMessages.standingsSoFar}
          </p>
          {!results.closed && <p className="mt-1 text-gray-800">{format(votingMessages.votingClosesOn, { date: results.closesOn })}</p>}
          {results.startingCounts && results.standings && <p className="mt-2 text-sm text-gray-600">{votingMessages.startingCountsNote}</p>}
        </div>
      </div>
      <section className="mx-auto max-w-4xl px-4 pb-14">
        {noVotes ? (
          <p className="text-lg text-gray-800">{votingMessages.noVotesCast}</p>
        ) : (
          results.standings && <ResultsTable standings={results.standings} />
        )}
        <VotesRemoved removed={results.removed} />
        {!results.closed && (
          <p className="mt-6">
            <Link to={coffeeCityPath(results.city.slug)} className="font-semibold text-brand-700 hover:underline">
              {format(votingMessages.backToVoting, { city: results.city.city })}
            </Link>
          </p>
        )}
        <BadgeSnippets results={results} />
        <VoteLogLink voteLog={results.voteLog} />
        {otherYears.length > 0 && (
          <nav aria-labelledby="other-years-heading" className="mt-12">
            <h2 id="other-years-heading" className="text-xl font-bold">
              {votingMessages.otherYears}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {otherYears.map((year) => (
                <li key={year}>
                  <Link
                    to={coffeeResultsPath(results.city.slug, year)}
                    aria-label={format(votingMessages.seeResults, { year })}
                    className="inline-block rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {year}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
    </>
  );
}
