// A season's ranking as a table: rank, shop and votes, the winner marked "#1 · Winner" (only when it has
// votes). The order is the server's (shared/voting/award-ranking.ts), never re-sorted here.
import { Icon } from "@web/components/ui/icon";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { isPlaced } from "@shared/voting/award-ranking";
import { formatNumber } from "@web/lib/numbers";
import type { RouterOutputs } from "@web/lib/trpc";
import { useId } from "react";
import { activeLocale, pathInLocale } from "@shared/i18n/active-locale";
import { BADGE_HEIGHT, BADGE_WIDTH, awardBadgePath, badgeSentence } from "@shared/voting/award-badges";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { coffeeResultsPath } from "@shared/routing/paths";
import { brandName } from "@shared/seo/brand";
import { CopyLinkButton } from "@web/components/ui/copy-link-button";
import { useOrigin } from "@web/lib/origin";

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

// The podium's badges with the code a shop copies onto its own site: an <a><img></a> naming the badge's
// size (the host page reserves the space) and its sentence as alt text, in the page's language.
type Standing = NonNullable<SeasonResults["standings"]>[number];

function BadgeSnippet({ results, standing }: { results: SeasonResults; standing: Standing }) {
  const origin = useOrigin();
  const id = useId();
  const src = `${origin}${awardBadgePath(results.city.slug, results.year, standing.shop.id, activeLocale())}`;
  const alt = badgeSentence({ year: results.year, rank: standing.rank, city: results.city.city, brand: brandName() });
  const href = `${origin}${pathInLocale(coffeeResultsPath(results.city.slug, results.year))}`;
  const code = `<a href="${escapeMarkup(href)}"><img src="${escapeMarkup(src)}" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" alt="${escapeMarkup(alt)}"></a>`;

  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
      <img src={src} width={BADGE_WIDTH} height={BADGE_HEIGHT} alt={alt} />
      <label htmlFor={id} className="mt-3 block text-sm font-semibold">
        {format(votingMessages.badgeCodeFor, { shop: standing.shop.name })}
      </label>
      <textarea id={id} readOnly rows={3} value={code} className="mt-1 w-full rounded-lg border border-gray-300 bg-gray-50 p-2 font-mono text-xs" />
      <div className="mt-2 flex items-center gap-3">
        <CopyLinkButton
          url={code}
          texts={{ label: votingMessages.copyCode, copied: votingMessages.codeCopied }}
          className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
        />
      </div>
    </li>
  );
}

export function BadgeSnippets({ results }: { results: SeasonResults }) {
  const placed = (results.standings ?? []).filter(isPlaced);
  if (!results.closed || placed.length === 0) return null;
  return (
    <section aria-labelledby="badges-heading" className="mt-12">
      <h2 id="badges-heading" className="text-2xl font-bold">
        {votingMessages.badgesHeading}
      </h2>
      <p className="mt-2 text-gray-700">{votingMessages.badgesIntro}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {placed.map((standing) => (
          <BadgeSnippet key={standing.shop.id} results={results} standing={standing} />
        ))}
      </ul>
    </section>
  );
}

// A closed season's published vote log: the link to the CSV and the file's SHA-256, so anyone can
// download it, check it is the file we published, and recount the ranking.
export function VoteLogLink({ voteLog }: { voteLog: { path: string; sha256: string } | null }) {
  if (!voteLog) return null;
  return (
    <section aria-labelledby="vote-log-heading" className="mt-12">
      <h2 id="vote-log-heading" className="text-xl font-bold">
        {votingMessages.voteLogHeading}
      </h2>
      <p className="mt-2 text-gray-700">{votingMessages.voteLogText}</p>
      <p className="mt-3">
        {/* A file, not a page of the app: a plain link, which the router leaves alone. */}
        <a href={voteLog.path} download className="font-semibold text-brand-700 underline">
          {votingMessages.voteLogLink}
        </a>
      </p>
      <p className="mt-2 text-sm text-gray-700">
        {votingMessages.voteLogDigest} <code className="break-all">{voteLog.sha256}</code>
      </p>
    </section>
  );
}

// "N votes removed after review": said only when the season's tally reports removed votes, so a season
// nobody had to review carries no such line.
export function VotesRemoved({ removed }: { removed: number }) {
  if (removed <= 0) return null;
  return <p className="mt-4 text-gray-700">{format(votingMessages.votesRemoved, { count: removed })}</p>;
}
