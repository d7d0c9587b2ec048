// One coffee shop on a city voting page: photo, name, heart vote, description, address, reviews badge
// and a Google Maps search opening in a new tab, beside a link to the shop's own listing page when it has one.
import { Link } from "react-router-dom";
import { formatNumber } from "@web/lib/numbers";
import { Icon } from "@web/components/ui/icon";
import type { CoffeeShop } from "@shared/voting/coffee-shop";
import { format } from "@shared/i18n/messages";
import { votingMessages } from "@shared/voting/voting-texts";
import { shopMapsUrl } from "@shared/voting/coffee-votes";
import { SmartImage } from "@web/components/ui/smart-image";
import { VoteButton } from "./vote-button";

interface Props {
  shop: CoffeeShop;
  /** Null while the season hides its counts. */
  count: number | null;
  voted: boolean;
  sending: boolean;
  /** The page's "Voting is closed" note while the season is not open. */
  closedNoteId: string | null;
  priority: boolean;
  onVote: () => Promise<boolean>;
  onRepeat: () => void;
}

export function ShopCard({ shop, count, voted, sending, closedNoteId, priority, onVote, onRepeat }: Props) {
  const headingId = `shop-${shop.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <SmartImage src={shop.image} alt="" kind="coffee" label={shop.name} priority={priority} className="aspect-[16/10] h-auto w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="pt-2 text-xl font-bold leading-tight">
            {shop.name}
          </h2>
          <VoteButton
            shopName={shop.name}
            count={count}
            voted={voted}
            sending={sending}
            closedNoteId={closedNoteId}
            onVote={onVote}
            onRepeat={onRepeat}
          />
        </div>
        <p className="text-gray-700">{shop.description}</p>
        <p className="flex items-center gap-1.5 text-sm text-gray-700">
          <Icon name="map-pin" className="size-4 shrink-0 text-brand-700" />
          {shop.address}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {format(votingMessages.reviewsBadge, { count: formatNumber(shop.reviews) })}
          </span>
          {shop.listingPath && (
            <Link to={shop.listingPath} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
              {votingMessages.viewListing}
              <span className="sr-only"> ({shop.name})</span>
            </Link>
          )}
          <a
            href={shopMapsUrl(shop)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {votingMessages.viewOnMaps}
            <span className="sr-only"> ({format(votingMessages.opensInNewTab, { shop: shop.name })})</span>
            <Icon name="external-link" className="size-4" />
          </a>
        </div>
      </div>
    </article>
  );
}

// Placeholders in the shape of the shop cards while a first visit waits for the tallies.
export function ShopCardSkeletons({ count }: { count: number }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{votingMessages.loadingShops}</span>
      <ul aria-hidden className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
            <div className="aspect-[16/10] bg-gray-200 motion-safe:animate-pulse" />
            <div className="space-y-3 p-5">
              <div className="h-6 w-2/3 rounded bg-gray-200 motion-safe:animate-pulse" />
              <div className="h-4 w-full rounded bg-gray-100 motion-safe:animate-pulse" />
              <div className="h-4 w-5/6 rounded bg-gray-100 motion-safe:animate-pulse" />
              <div className="h-4 w-1/2 rounded bg-gray-100 motion-safe:animate-pulse" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
