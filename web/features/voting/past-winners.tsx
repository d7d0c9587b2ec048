// The landing page's past winners: each city's last closed season's #1, linking to its results.
import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { coffeeResultsPath } from "@shared/routing/paths";
import type { PastWinner } from "./season-results";

export function PastWinners({ winners }: { winners: readonly PastWinner[] }) {
  if (winners.length === 0) return null;
  return (
    <section aria-labelledby="past-winners-heading" className="mx-auto max-w-6xl px-4 pb-14">
      <h2 id="past-winners-heading" className="text-3xl font-bold">
        {votingMessages.pastWinnersHeading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {winners.map((winner) => (
          <li key={`${winner.citySlug}-${winner.year}`} className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4">
            <Icon name="trophy" className="mt-1 size-5 shrink-0 text-amber-800" />
            <div>
              <Link to={coffeeResultsPath(winner.citySlug, winner.year)} className="font-bold text-brand-700 hover:underline">
                {format(votingMessages.pastWinnerTitle, { city: winner.city, year: winner.year })}
              </Link>
              <p className="text-gray-800">{format(votingMessages.pastWinnerLine, { shop: winner.shop, count: winner.count })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
