// A season's ranking as a table: rank, shop and votes, the winner marked "#1 · Winner" (only when it has
// votes). The order is the server's (shared/voting/award-ranking.ts), never re-sorted here.
import { Icon } from "@web/components/ui/icon";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { isPlaced } from "@shared/voting/award-ranking";
import { formatNumber } from "@web/lib/numbers";
import type { RouterOutputs } from "@web/lib/trpc";

export function ResultsTable({ standings }: { standings: NonNullable<SeasonResults["standings"]> }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{votingMessages.rankingLabel}</caption>
      <thead>
        <tr className="border-b border-gray-300 text-sm text-gray-700">
          <th scope="col" className="py-2 pr-4">
            {votingMessages.rankHeader}
          </th>
          <th scope="col" className="py-2 pr-4">
            {votingMessages.shopHeader}
          </th>
          <th scope="col" className="py-2 text-right">
            {votingMessages.votesHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {standings.map(({ rank, count, shop }) => {
          const winner = rank === 1 && isPlaced({ rank, count });
          return (
            <tr key={shop.id} className={`border-b border-gray-200 ${winner ? "bg-amber-50" : ""}`}>
              <td className="py-3 pr-4 text-lg font-extrabold tabular-nums">{format(votingMessages.rankNumber, { rank })}</td>
              <th scope="row" className="py-3 pr-4 font-semibold">
                {shop.name}
                {winner && (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">
                    <Icon name="trophy" className="size-3.5" />
                    {votingMessages.winner}
                  </span>
                )}
                <span className="block text-sm font-normal text-gray-600">{shop.address}</span>
              </th>
              <td className="py-3 text-right text-lg font-bold tabular-nums">{formatNumber(count)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

// The results API's answer for one season, as the awards components read it.
export type SeasonResults = NonNullable<RouterOutputs["awards"]["results"]>;
export type PastWinner = RouterOutputs["awards"]["winners"][number];
