// The Best Coffee Shops ballot's shops a search found (decision 0118): each a link to its city's voting
// page, in the page's language (the router adds /fr).
import { Link } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { searchMessages } from "@shared/search/search-texts";
import { placeName } from "@shared/places/place-names";

interface Props {
  shops: readonly { name: string; address: string; city: string; path: string }[];
}

export function BallotMatches({ shops }: Props) {
  if (shops.length === 0) return null;
  return (
    <section aria-labelledby="ballot-matches-heading" className="mb-8">
      <h2 id="ballot-matches-heading" className="mb-3 text-xl font-bold">
        {searchMessages.ballotHeading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {shops.map((shop) => (
          <li key={`${shop.path} ${shop.name}`} className="rounded-2xl border border-gray-200 bg-white p-4">
            <Link to={shop.path} className="font-semibold text-brand-800 underline">
              {shop.name}
            </Link>
            <p className="text-sm text-gray-700">{format(searchMessages.ballotPlace, { address: shop.address, city: placeName(shop.city) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
