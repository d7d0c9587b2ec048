import { ChevronRight, MapPin } from "lucide-react";
import { Link } from "react-router-dom";
import { messages } from "@shared/messages";
import { listingMessages } from "@shared/messages/listing";
import { detailMessages } from "@shared/messages/detail";
import { cityPath, listPath } from "@shared/rules/paths";
import { TypeBadge } from "@web/components/listings/type-badge";
import { SmartImage } from "@web/components/ui/smart-image";
import type { ListingDetail } from "@web/lib/trpc";

export function DetailHero({ listing }: { listing: ListingDetail }) {
  return (
    <header className="mx-auto max-w-5xl px-4 pt-6">
      <nav aria-label={detailMessages.breadcrumb} className="mb-4 text-sm text-gray-700">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-brand-700 hover:underline">
              {detailMessages.home}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link to={listPath(listing.type)} className="hover:text-brand-700 hover:underline">
              {messages.listPages[listing.type]}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link to={cityPath(listing.city)} className="hover:text-brand-700 hover:underline">
              {listing.city}
            </Link>
          </li>
        </ol>
      </nav>
      <SmartImage
        src={listing.image ?? undefined}
        alt={listing.title}
        kind={listing.type}
        label={listing.title}
        priority
        className="aspect-[8/5] w-full rounded-3xl sm:aspect-[16/7]"
      />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <TypeBadge type={listing.type} />
        {listing.promoted && (
          <span className="rounded-full bg-gray-900 px-2.5 py-0.5 text-xs font-semibold text-white">
            {listingMessages.promoted}
          </span>
        )}
        <span className="inline-flex items-center gap-1 text-sm text-gray-700">
          <MapPin aria-hidden className="size-4 text-brand-700" />
          <span className="sr-only">{detailMessages.location}: </span>
          {listing.location}, {listing.city}, {listing.province}
        </span>
      </div>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">{listing.title}</h1>
      <ul aria-label={detailMessages.tags} className="mt-4 flex flex-wrap gap-2">
        {listing.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">
            #{tag}
          </li>
        ))}
      </ul>
    </header>
  );
}
