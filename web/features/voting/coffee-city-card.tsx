// A city's card on the Best Coffee Shops landing page.
import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { coffeeCityPath } from "@shared/routing/paths";
import { SmartImage } from "@web/components/ui/smart-image";
import type { BallotCity } from "./city-voting";
import { SeasonLine } from "./season-line";

export function CoffeeCityCard({ city, priority }: { city: BallotCity; priority: boolean }) {
  const headingId = `coffee-city-${city.slug}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <SmartImage src={city.shops[0]?.image} alt="" kind="coffee" label={city.city} priority={priority} className="aspect-[16/10] h-auto w-full" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 id={headingId} className="text-2xl font-bold">
          {city.city}
        </h2>
        <p className="text-sm font-medium text-gray-600">{city.province}</p>
        <p className="text-gray-700">{city.blurb}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-amber-900">
          <Icon name="coffee" className="size-4" />
          {format(votingMessages.shopCount, { count: city.shops.length })}
        </p>
        <SeasonLine season={city.season} className="text-sm text-gray-700" />
        <Link
          to={coffeeCityPath(city.slug)}
          className="mt-auto inline-flex items-center justify-center gap-1 self-start rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {votingMessages.voteNow}
          <span className="sr-only"> {format(votingMessages.voteNowIn, { city: city.city })}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
