// What the listings procedures answer: explicit fields, with the detail path computed once here.
import { provinceCode } from "@shared/places/city-provinces";
import { detailPath, listPath } from "@shared/routing/paths";
import { nearSearch } from "@shared/places/near-param";
import * as clock from "@shared/time/clock";
import { formatOccurrence, repeatWords } from "@shared/listings/event-words";
import { occurrenceSummary, repeatSummary, type EventColumns } from "./event-summary";
import { cardHours, cardOpenState, closureText } from "../hours/open-now";
import type { BrowsableListing, StoredPhoto } from "./listing-rows";
import { activeLocale } from "@shared/i18n/active-locale";
import { uploadUrl } from "./community-listings";
import { pick } from "../../db/pick";
import { verifiedOwnerWords } from "./verified-owner";
import { holidayNote } from "../hours/holiday-words";
import { cardRating, detailRating, ratingFigures } from "../reviews/review-rating";
import { reviewsOpen } from "../reviews/review-open";

const EXCERPT_LENGTH = 160;

/** A photo as the page shows it: the French alt text on a French page when there is one, else the English (marked). */
function photoShown(photo: StoredPhoto) {
  const french = activeLocale() === "fr" && photo.alt_fr !== null;
  return {
    src: uploadUrl(photo.key),
    width: photo.width,
    height: photo.height,
    alt: french ? photo.alt_fr! : photo.alt,
    altLanguage: french ? ("fr" as const) : ("en" as const),
  };
}

function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

/** An event's timing as the event words and the review rule read it (every field null on other types). */
function eventColumns(listing: BrowsableListing): EventColumns {
  return {
    city: listing.city,
    date: listing.date ?? null,
    endsOn: listing.endsOn ?? null,
    startTime: listing.startTime ?? null,
    endTime: listing.endTime ?? null,
    repeat: listing.repeatRule ?? null,
    nextStartAt: listing.nextStartAt ?? null,
  };
}

/** A card in a grid: enough to render and link, not the whole description. */
export function toSummary(listing: BrowsableListing) {
  const occurrence = occurrenceSummary(eventColumns(listing));
  const repeat = repeatSummary(listing.repeatRule ?? null, listing.date ?? null);
  return {
    // `language`: the title's (pages mark text in another language than theirs); `descriptionLanguage`:
    // the description's (or excerpt's), which may lack a translation the title has.
    ...pick(listing, ["id", "type", "title", "city", "location", "tags", "language", "descriptionLanguage"]),
    excerpt: excerpt(listing.description),
    image: listing.image ?? null,
    date: listing.date ?? null,
    featured: listing.featured ?? false,
    promoted: listing.promoted ?? null,
    path: detailPath(listing),
    /** Events: UTC ms of the next occurrence not over (null: none, or not an event). */
    nextStartAt: listing.nextStartAt ?? null,
    nextEndAt: listing.nextEndAt ?? null,
    /** Events: the next occurrence in the city's local days and times, and the repeat. */
    occurrence,
    repeat,
    /** The same in words, in the request's language (the pages show these). */
    occurrenceText: occurrence ? formatOccurrence(occurrence) : null,
    repeatText: repeat ? repeatWords(repeat) : null,
    /** An event whose last occurrence is over (its page says so). */
    ended: listing.lastEndAt !== undefined && listing.lastEndAt <= clock.nowMs(),
    /** Shops and gems with structured hours: "Open now · Closes at 7:00 PM" as of the answer's minute. */
    openNow: cardOpenState(listing),
    /** "★ 4.6 · 12 reviews" in the request's language, the page's figures (null where it has none to show). */
    ratingText: cardRating(listing),
  };
}

/** A detail page: every field the screens show. */
export function toDetail(listing: BrowsableListing) {
  const rating = detailRating(listing);
  return {
    ...toSummary(listing),
    description: listing.description,
    province: listing.province,
    provinceCode: provinceCode(listing.province),
    /**
     * A community listing shows only what its owner gave: no rating, reviews, price range or fallback
     * hours (the spec's fixed display values describe the built-in catalogue).
     */
    community: listing.source === "community",
    /** "More near here": this type's list around the listing's own point (?near=), or null without one. */
    nearPath: listing.point ? `${listPath(listing.type)}${nearSearch(listing.point)}` : null,
    website: listing.website ?? null,
    address: listing.address ?? null,
    phone: listing.phone ?? null,
    hours: listing.hours ?? null,
    highlights: listing.highlights ?? [],
    bestTime: listing.bestTime ?? null,
    cost: listing.cost ?? null,
    /** The week and exceptions, which the page shows as a table and ticks "Open now" from (none when closed). */
    openingHours: cardHours(listing),
    /** "Hours may differ today (Canada Day)." on a statutory holiday its owner has not answered. */
    holidayNote: holidayNote(listing),
    /** "Temporarily closed" / "Permanently closed" when its owner says so, in the request's language. */
    closedText: listing.closure ? closureText(listing.closure) : null,
    /** The type's own fields (shared/listings/type-fields.ts), null on a type without any. */
    typeFields: listing.typeFields ?? null,
    publishedOn: listing.publishedOn ?? null,
    /** "Verified owner · Nov 2026" and how, in the request's language (null: no owner yet). */
    verifiedOwner: verifiedOwnerWords(listing),
    /** The photos its owners added, the cover first (the page's main image), each with its alt text in the page's language. */
    photos: (listing.photos ?? []).map(photoShown),
    /** Its rating: from published reviews ("4.3", "(12 reviews)"), before them the catalogue's fixed figures or "No reviews yet"; null: none. */
    rating,
    /** The rating as the line above the fact cards shows it (a gem's figures are a card of their own instead). */
    ratingLine: rating && (listing.type !== "gem" || rating.value === null) ? rating : null,
    /** The same as figures, for structured data (null before the first published review). */
    ratingFigures: ratingFigures(listing),
  };
}

/**
 * Whether its page has reviews (shops, gems, events) and takes one now (an event once started); null: none.
 * The page learns it from `reviewsNote` (present, and its `write` words), not as a field of its own.
 */
export function reviewSection(listing: BrowsableListing) {
  const event = eventColumns(listing);
  return reviewsOpen(listing.type, listing.city, event.date ? { ...event, date: event.date } : null);
}
