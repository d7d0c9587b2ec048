// The schema.org entity a detail page describes, by its type's registry entry: an Article, an Event, a
// LocalBusiness or a TouristAttraction. No invented ratings: structured data must be true.
import type { ListingTypeEntry } from "../../listings/listing-type-registry";
import type { Province } from "../../places/place-types";
import type { OpeningHours } from "../../time/weekly-hours";
import { brandName } from "../brand";
import type { JsonLd } from "../json-ld";
import { openingHoursSpecification } from "./opening-hours";
import { jobPosting } from "./job-posting";
import type { TypeFieldValues } from "../../listings/type-fields-schema";
import { SCHEMA_ORG, inLanguage, postalAddress } from "./schema-org";
import { LOCALE_TAGS, type Locale } from "../../i18n/locales";

/** What the entity says of a listing: a catalogue listing or the API's answer for one. */
export interface ListingFacts {
  title: string;
  description: string;
  city: string;
  province: Province;
  location: string;
  tags: readonly string[];
  image?: string | null | undefined;
  date?: string | null | undefined;
  address?: string | null | undefined;
  phone?: string | null | undefined;
  website?: string | null | undefined;
  /** Structured hours (shops and gems that have them). */
  openingHours?: OpeningHours | null | undefined;
  /** The type's own fields (shared/listings/type-fields.ts), where it has any. */
  typeFields?: TypeFieldValues | null | undefined;
  /** yyyy-mm-dd the listing went public. */
  publishedOn?: string | null | undefined;
  /** Its published reviews' average and count (none before the first: no invented ratings). */
  ratingFigures?: { average: number; count: number } | null | undefined;
  /** Its newest published reviews with stars, which the entity names beside the average. */
  structuredReviews?: readonly StructuredReview[] | undefined;
}

/** A published review as structured data names it. */
export interface StructuredReview {
  stars: number;
  text: string;
  displayName: string;
  language: Locale;
  /** yyyy-mm-dd it was published. */
  publishedOn: string;
}

/** schema.org's AggregateRating and its Reviews, only from published reviews. */
function ratingAndReviews(listing: ListingFacts) {
  const figures = listing.ratingFigures;
  if (!figures) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: figures.average, reviewCount: figures.count, bestRating: 5, worstRating: 1 },
    review: (listing.structuredReviews ?? []).map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.displayName },
      datePublished: review.publishedOn,
      reviewBody: review.text,
      inLanguage: LOCALE_TAGS[review.language],
      reviewRating: { "@type": "Rating", ratingValue: review.stars, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function listingEntity(entry: ListingTypeEntry, listing: ListingFacts, url: string): JsonLd {
  const common = {
    "@context": SCHEMA_ORG,
    name: listing.title,
    description: listing.description,
    url,
    inLanguage: inLanguage(),
    ...(listing.image ? { image: listing.image } : {}),
  };
  switch (entry.jsonLd) {
    case "Article":
      return {
        ...common,
        "@type": "Article",
        headline: listing.title,
        about: { "@type": "Place", name: listing.location, address: postalAddress(listing) },
        publisher: { "@type": "Organization", name: brandName() },
        keywords: listing.tags.join(", "),
      };
    case "Event":
      return {
        ...common,
        "@type": "Event",
        ...(listing.date ? { startDate: listing.date } : {}),
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place", name: listing.location, address: postalAddress(listing) },
        organizer: listing.website ? { "@type": "Organization", name: listing.title, url: listing.website } : undefined,
        ...ratingAndReviews(listing),
      };
    case "LocalBusiness":
    case "Place": {
      const isBusiness = entry.jsonLd === "LocalBusiness" || Boolean(listing.phone);
      return {
        ...common,
        "@type": isBusiness ? "LocalBusiness" : "TouristAttraction",
        address: postalAddress(listing),
        ...(listing.phone ? { telephone: listing.phone } : {}),
        ...(listing.website ? { sameAs: listing.website } : {}),
        ...(listing.openingHours ? { openingHoursSpecification: openingHoursSpecification(listing.openingHours) } : {}),
        ...ratingAndReviews(listing),
      };
    }
    case "JobPosting":
      return { ...common, ...jobPosting(listing) };
  }
}
