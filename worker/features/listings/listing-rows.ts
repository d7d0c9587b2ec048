// Reading the `listings` table: the columns a public answer needs, each row turned back into the
// spec's Listing shape, and every read metered (D1's rows_read).
import type { BrowsableType, Listing } from "@shared/listings/listing";
import type { ListingClosure, ListingSource, PromotedTier } from "@shared/listings/listing-states";
import { activeLocale } from "@shared/i18n/active-locale";
import type { Locale } from "@shared/i18n/locales";
import { PROVINCES, type Province } from "@shared/places/place-types";
import type { OpeningHours } from "@shared/time/weekly-hours";
import type { TypeFieldValues } from "@shared/listings/type-fields-schema";
import { TYPE_FIELD_NAMES, typeFieldsOf } from "@shared/listings/type-fields";
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { alias } from "drizzle-orm/sqlite-core";
import type { Context } from "../../trpc/context";
import type { OwnerProof } from "@shared/owners/owner-roles";
import { listingOwners, listingPhotos, listingTranslations, listings } from "../../db/schema";
import { pick } from "../../db/pick";

export type PublicListing = Listing & {
  /** Where the listing came from: the catalogue's fixed display values are its alone. */
  source?: ListingSource;
  /** Set on listings that came from a paid submission tier. */
  promoted?: PromotedTier;
  /** Structured weekly hours and dated exceptions (shops and gems that have them). */
  openingHours?: OpeningHours;
  /** Closed for now or for good, as its owner says. */
  closure?: ListingClosure;
  /**
   * The language the title is shown in: the page's, or another (a French listing on an English page, an
   * English one on a French page with no French text). Pages mark the other with `lang`.
   */
  language: Locale;
  /** The same for the description, which may lack a translation the title has. */
  descriptionLanguage: Locale;
  /** Where it stands (detail reads only; none for a community listing from before points). */
  point?: { lat: number; lon: number };
  /** Events: the last day of each occurrence, local times and the repeat (RRULE text). */
  endsOn?: string;
  startTime?: string;
  endTime?: string;
  repeatRule?: string;
  /** Events: UTC ms of the next occurrence not over, and of the end of the last one (see event-timing.ts). */
  nextStartAt?: number;
  nextEndAt?: number;
  lastEndAt?: number;
  /** Detail reads of a type that has its own fields (shared/listings/type-fields.ts): their values. */
  typeFields?: TypeFieldValues;
  /** Detail reads: the yyyy-mm-dd the listing went public. */
  publishedOn?: string;
  /** Detail reads of an owned listing: how and when its earliest owner proved it (never who). */
  verifiedOwner?: { proof: OwnerProof; verifiedAt: string };
  /** Detail reads: the photos its owners added, the cover first (none: the listing's own image). */
  photos?: StoredPhoto[];
  /** Its published reviews: how many, and their stars added up (listings.review_count, review_stars_total). */
  reviews?: { count: number; starsTotal: number };
};

/** A listing photo as a detail read carries it (listing_photos, worker/features/owners/listing-photos.ts). */
export interface StoredPhoto {
  key: string;
  width: number;
  height: number;
  alt: string;
  alt_fr: string | null;
}

/** A public listing that has a screen (every public read filters on the browsable types). */
export type BrowsableListing = PublicListing & { type: BrowsableType };

/** A listing as every public read names it (`l`), and its translation into the request's locale (`t`). */
export const l = alias(listings, "l");
const t = alias(listingTranslations, "t");

/** `column IN (ids)`, the ids as one JSON parameter: D1 binds at most 100, and a list of ids can hold 1,000. */
export const inIds = (column: SQLWrapper, ids: Iterable<number>) =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(Array.from(ids))}))`;

/** A text column as the locale reads it: the translation's where there is one, the listing's own otherwise. */
export const translated = (column: keyof typeof t.$inferSelect & keyof typeof l.$inferSelect) => sql`coalesce(${t[column]}, ${l[column]})`;

/** The language a text column comes out in (see `translated`): pages mark text in another language with `lang`. */
export const languageOf = (locale: Locale, column: "title" | "description") =>
  sql<Locale>`CASE WHEN ${t[column]} IS NULL THEN ${l.language} ELSE ${locale} END`;

/** A card's columns (a summary: the description cut at 400 characters) in the active locale. */
export function cardColumns() {
  const locale = activeLocale();
  return {
    ...pick(l, ["id", "type", "slug", "image", "city", "province", "date", "featured", "promoted", "opening_hours", "closure"]),
    // A card's rating line: a catalogue listing's fixed figures until its first published review.
    ...pick(l, ["source", "review_count", "review_stars_total"]),
    ...pick(l, ["ends_on", "start_time", "end_time", "repeat_rule", "next_start_at", "next_end_at", "last_end_at"]),
    title: translated("title").mapWith(l.title),
    description: sql`substr(${translated("description")}, 1, 400)`.mapWith(l.description),
    location: translated("location").mapWith(l.location),
    tags: translated("tags").mapWith(l.tags),
    language: languageOf(locale, "title"),
    description_language: languageOf(locale, "description"),
  };
}

/** A column of the listing's earliest owner (not a manager): the page's "Verified owner". */
const earliestOwner = <T>(column: "proof" | "verified_at") =>
  sql<T | null>`(SELECT ${listingOwners[column]} FROM ${listingOwners} WHERE ${listingOwners.listing_id} = ${l.id} AND ${listingOwners.role} = 'owner' ORDER BY ${listingOwners.verified_at} LIMIT 1)`;

/** The listing's photos, the cover first, as one JSON array (read with the row: no second query). */
const photosJson = sql<string>`(SELECT json_group_array(json_object('key', "key", 'width', width, 'height', height, 'alt', alt, 'alt_fr', alt_fr))
  FROM (SELECT * FROM ${listingPhotos} WHERE ${listingPhotos.listing_id} = ${l.id} ORDER BY ${listingPhotos.position}, ${listingPhotos.id}))`;

/**
 * A detail page's columns: the card's, the whole description, the practical details, the type's own fields,
 * how its earliest owner was verified and the photos its owners added.
 */
export function detailColumns() {
  return {
    ...cardColumns(),
    owner_proof: earliestOwner<OwnerProof>("proof"),
    owner_verified_at: earliestOwner<string>("verified_at"),
    photos: photosJson,
    ...pick(l, ["website", "address", "phone", ...TYPE_FIELD_NAMES, "published_at", "lat", "lon"]),
    description: translated("description").mapWith(l.description),
    hours: translated("hours").mapWith(l.hours),
    highlights: translated("highlights").mapWith(l.highlights),
    best_time: translated("best_time").mapWith(l.best_time),
    cost: translated("cost").mapWith(l.cost),
  };
}

/** A listing's translation as reads join it (`t`): `leftJoin(translation, withTranslation())`. */
export const translation = t;

/** The join of `listings l` to its translation into a locale (the request's by default): null columns where it has none. */
export const withTranslation = (locale: Locale = activeLocale()) => and(eq(t.listing_id, l.id), eq(t.locale, locale));

export type CardRow = SelectResultFields<ReturnType<typeof cardColumns>>;
type DetailRow = SelectResultFields<ReturnType<typeof detailColumns>>;

const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/**
 * Rows are checked as they are read: a province written behind the schema's back (only the catalogue and
 * publishing write it, from the city's) is a bug, answered with the generic 500, not a half-typed page.
 */
function knownProvince(province: string): Province {
  if (!(PROVINCES as readonly string[]).includes(province)) throw new Error(`listing row: unknown province "${province}"`);
  return province as Province;
}

export function toPublicListing(row: CardRow | DetailRow): BrowsableListing {
  const detail: Partial<DetailRow> = row;
  return {
    ...pick(row, ["id", "slug", "title", "description", "type", "location", "city", "tags", "featured", "language"]),
    image: opt(row.image),
    province: knownProvince(row.province),
    date: opt(row.date),
    source: row.source,
    point: detail.lat != null && detail.lon != null ? { lat: detail.lat, lon: detail.lon } : undefined,
    website: opt(detail.website),
    address: opt(detail.address),
    phone: opt(detail.phone),
    hours: opt(detail.hours),
    highlights: opt(detail.highlights),
    bestTime: opt(detail.best_time),
    cost: opt(detail.cost),
    promoted: opt(row.promoted),
    openingHours: opt(row.opening_hours),
    closure: opt(row.closure),
    descriptionLanguage: row.description_language,
    endsOn: opt(row.ends_on),
    startTime: opt(row.start_time),
    endTime: opt(row.end_time),
    repeatRule: opt(row.repeat_rule),
    nextStartAt: opt(row.next_start_at),
    nextEndAt: opt(row.next_end_at),
    lastEndAt: opt(row.last_end_at),
    typeFields: "published_at" in row && typeFieldsOf(row.type).length > 0 ? pick(row, TYPE_FIELD_NAMES) : undefined,
    publishedOn: opt(detail.published_at?.slice(0, 10)),
    verifiedOwner: detail.owner_proof && detail.owner_verified_at ? { proof: detail.owner_proof, verifiedAt: detail.owner_verified_at } : undefined,
    photos: detail.photos ? (JSON.parse(detail.photos) as StoredPhoto[]) : undefined,
    reviews: { count: row.review_count, starsTotal: row.review_stars_total },
  };
}

/** The header that shows, outside production, the rows D1 read for a response. */
export const ROWS_READ_HEADER = "X-D1-Rows-Read";

/** What reads need of a request: its bindings, the response's headers and the running count of rows read. */
export type ReadContext = Pick<Context, "env" | "resHeaders" | "meter">;

/** The rows D1 read for this request so far, shown outside production as ROWS_READ_HEADER. */
function meter(ctx: ReadContext, results: readonly D1Result[]) {
  ctx.meter.rowsRead += results.reduce((sum, result) => sum + (result.meta?.rows_read ?? 0), 0);
  if (ctx.env.APP_ENV !== "production") ctx.resHeaders.set(ROWS_READ_HEADER, String(ctx.meter.rowsRead));
}

/**
 * The read path: drizzle over the request's D1, whose batches (drizzle's `db.batch`, one round trip;
 * a batch of one is fine) count the rows D1 read. Reads are written with drizzle's query builder and
 * run with `readDb(ctx).batch([...])`; a D1 failure propagates (the one failure rule answers 503).
 */
export function readDb(ctx: ReadContext) {
  const d1 = ctx.env.DB;
  const metered: D1Database = {
    prepare: (query) => d1.prepare(query),
    batch: async <T>(statements: D1PreparedStatement[]) => {
      const results = await d1.batch<T>(statements);
      meter(ctx, results);
      return results;
    },
    exec: (query) => d1.exec(query),
    dump: () => d1.dump(),
    withSession: (constraint) => d1.withSession(constraint),
  };
  return drizzle(metered);
}

export type ReadDb = ReturnType<typeof readDb>;
