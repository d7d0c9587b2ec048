// The city voting page's header: a way back to all cities, the title, total votes, the season (when
// voting closes, or that it is closed and when it opens again), the intro and a link to nominate a shop.
import { formatNumber } from "@web/lib/numbers";
import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { nominatePath, pagePaths } from "@shared/routing/paths";
import type { BallotCity } from "./city-voting";
import { SeasonLine } from "./season-line";

interface Props {
  city: BallotCity;
  totalVotes: number | null;
  /** The id the disabled hearts point at while voting is closed. */
  closedNoteId: string;
}

export function CityVotesHeader({ city, totalVotes, closedNoteId }: Props) {
  return (
    <div className="bg-gradient-to-b from-amber-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-8 sm:pt-12">
        <Link to={pagePaths.coffeeLanding} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <Icon name="chevron-left" className="size-4" />
          {votingMessages.landingHeading}
        </Link>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{city.title}</h1>
        <p className="mt-2 text-lg font-semibold text-brand-700">
          {city.season?.revealsOn
            ? format(votingMessages.resultsRevealedOn, { date: city.season.revealsOn })
            : totalVotes === null
              ? votingMessages.countingVotes
              : format(votingMessages.totalVotes, { count: formatNumber(totalVotes) })}
        </p>
        <SeasonLine season={city.season} closedNoteId={closedNoteId} />
        <p className="mt-4 max-w-3xl text-gray-700">{city.intro}</p>
        {city.season?.startingCounts && <p className="mt-2 max-w-3xl text-sm text-gray-600">{votingMessages.startingCountsNote}</p>}
        <Link
          to={nominatePath(city.slug)}
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-ink"
        >
          {votingMessages.nominateShop}
        </Link>
      </div>
    </div>
  );
}
