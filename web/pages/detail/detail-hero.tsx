import { Icon } from "@web/components/ui/icon";
import { Link } from "react-router-dom";
import { listingType } from "@shared/listings/listing-type-registry";
import { messages } from "@shared/i18n/messages";
import { detailMessages } from "@shared/listings/detail-texts";
import { textLang } from "@web/lib/text-lang";
import { cityPath, listPathOf, pagePaths } from "@shared/routing/paths";
import { PromotedBadge, TypeBadge } from "@web/components/listings/type-badge";
import { SmartImage } from "@web/components/ui/smart-image";
import type { ListingDetail } from "@web/lib/trpc";
import { placeName, provinceName } from "@shared/places/place-names";

export function DetailHero({ listing }: { listing: ListingDetail }) {
  const entry = listingType(listing.type);
  const crumbs: [label: string, to: string][] = [
    [messages.nav.home, pagePaths.home],
    [entry.listHeading, listPathOf(entry)],
    [placeName(listing.city), cityPath(listing.city)],
  ];
  return (
    <header className="mx-auto max-w-5xl px-4 pt-6">
      <nav aria-label={detailMessages.breadcrumb} className="mb-4 text-sm text-gray-700">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map(([label, to], index) => (
            <li key={to} className="flex items-center gap-1">
              {index > 0 && <Icon name="chevron-right" className="size-4" />}
              <Link to={to} className="hover:text-brand-700 hover:underline">
                {label}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <SmartImage
        src={listing.image ?? undefined}
        alt={listing.title}
        kind={listing.type}
        label={listing.title}
        priority
        className="aspect-[2/1] w-full rounded-3xl sm:aspect-[16/7]"
      />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <TypeBadge type={listing.type} />
        {listing.promoted && <PromotedBadge />}
        <span className="inline-flex items-center gap-1 text-sm text-gray-700">
          <Icon name="map-pin" className="size-4 text-brand-700" />
          <span className="sr-only">{detailMessages.location}: </span>
          {listing.location}, {placeName(listing.city)}, {provinceName(listing.province)}
        </span>
      </div>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl" lang={textLang(listing.language)}>
        {listing.title}
      </h1>
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
