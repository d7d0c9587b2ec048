// /{stories|events|gems|shop}/{city}/{slug}: one listing. Missing or unknown → its list page.
import { skipToken } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useParams, Link } from "react-router-dom";
import type { BrowsableType } from "@shared/listings/listing-types";
import { listPath, cityPath, listPathOf, pagePaths } from "@shared/routing/paths";
import { PageHead } from "@web/components/seo/page-head";
import { useOrigin } from "@web/lib/origin";
import { QueryError } from "@web/components/ui/query-error";
import { trpc, type ListingDetail } from "@web/lib/trpc";
import { DetailBody } from "./detail-body";
import { detailQueryInput } from "./first-view";
import { countActivity } from "./activity-beacon";
import { Icon } from "@web/components/ui/icon";
import { listingType } from "@shared/listings/listing-type-registry";
import { messages } from "@shared/i18n/messages";
import { detailMessages } from "@shared/listings/detail-texts";
import { textLang } from "@web/lib/text-lang";
import { PromotedBadge, TypeBadge } from "@web/components/listings/type-badge";
import { SmartImage } from "@web/components/ui/smart-image";
import { placeName, provinceName } from "@shared/places/place-names";

export default function DetailPage({ type }: { type: BrowsableType }) {
  const origin = useOrigin();
  const input = detailQueryInput(type, useParams());
  const query = trpc.listings.get.useQuery(input ?? skipToken);
  // One view per listing shown (the Worker keeps one per visitor and day).
  const listingId = query.data?.id;
  useEffect(() => {
    if (listingId !== undefined) countActivity(listingId, "view");
  }, [listingId]);

  if (!input || query.data === null) return <Navigate to={listPath(type)} replace />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-16">
        <QueryError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isPending) return <div className="min-h-[80vh]" aria-busy="true" />;

  const listing = query.data;
  return (
    <article className="pb-16">
      <PageHead meta={(builders) => builders.detailMeta(listing, origin)} />
      <DetailHero listing={listing} />
      <DetailBody listing={listing} />
    </article>
  );
}

function DetailHero({ listing }: { listing: ListingDetail }) {
  const entry = listingType(listing.type);
  const crumbs: [label: string, to: string][] = [
    [messages.nav.home, pagePaths.home],
    [entry.listHeading, listPathOf(entry)],
    [placeName(listing.city), cityPath(listing.city)],
  ];
  const cover = listing.photos[0];
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
      {/* The owners' cover photo, when they added one, in the catalogue image's place (its own size, its own words). */}
      {cover ? (
        <img
          src={cover.src}
          alt={cover.alt}
          lang={textLang(cover.altLanguage)}
          width={cover.width}
          height={cover.height}
          fetchPriority="high"
          decoding="async"
          className="aspect-[2/1] w-full rounded-3xl bg-gray-200 object-cover sm:aspect-[16/7]"
        />
      ) : (
        <SmartImage
          src={listing.image ?? undefined}
          alt={listing.title}
          kind={listing.type}
          label={listing.title}
          priority
          className="aspect-[2/1] w-full rounded-3xl sm:aspect-[16/7]"
        />
      )}
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
