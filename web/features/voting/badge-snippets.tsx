// The podium's badges with the code a shop copies onto its own site: an <a><img></a> naming the badge's
// size (the host page reserves the space) and its sentence as alt text, in the page's language.
import { useId } from "react";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { activeLocale, pathInLocale } from "@shared/i18n/active-locale";
import { BADGE_HEIGHT, BADGE_WIDTH, awardBadgePath, badgeSentence } from "@shared/voting/award-badges";
import { isPlaced } from "@shared/voting/award-ranking";
import { escapeMarkup } from "@shared/forms/escape-markup";
import { coffeeResultsPath } from "@shared/routing/paths";
import { brandName } from "@shared/seo/brand";
import { CopyLinkButton } from "@web/components/ui/copy-link-button";
import { useOrigin } from "@web/lib/origin";
import type { SeasonResults } from "./results-table";

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
