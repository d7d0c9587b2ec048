// The shapes of the rows raw-SQL reads get from D1 (public reads, the sitemap, the admin Listings view),
// checked as they are read (readBatch in listing-rows.ts): the one typed read path. A column renamed in SQL, a type changed by a migration or a
// value out of its set is a clear error at the read, not a wrong page later; the TypeScript types come
// from these schemas, never written by hand beside the SQL.
import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { JOB_FIELD_NAMES } from "@shared/listings/job-fields-schema";
import { listings, type ListingRow } from "../../db/schema";
import { BROWSABLE_TYPES, LISTING_TYPES } from "@shared/listings/listing-types";
import { LISTING_SOURCES, LISTING_STATUSES, PROMOTED_TIERS } from "@shared/listings/listing-states";
import { PROVINCES } from "@shared/places/place-types";
import { LOCALES } from "@shared/i18n/locales";

const text = z.string();

/** A column as a raw D1 row holds it: a boolean as 0/1, JSON as its text. */
type Raw<T> = T extends boolean ? number : T extends object ? string : T;
type RawShape<Names extends keyof ListingRow> = { [Name in Names]: z.ZodType<Raw<ListingRow[Name]>> };

const LISTING_COLUMNS = getTableColumns(listings);

/** The check of one `listings` column as raw SQL reads it, from its drizzle declaration (type, enum, null). */
function rawColumn(column: SQLiteColumn): z.ZodType {
  const values = column.enumValues;
  const base = values?.length
    ? z.enum(values as [string, ...string[]])
    : column.dataType === "number" || column.dataType === "boolean"
      ? z.number()
      : z.string();
  return column.notNull ? base : base.nullable();
}

/** The checks of the named columns, typed as the schema declares them (raw). */
const rawShape = <const Names extends readonly (keyof ListingRow)[]>(names: Names) =>
  Object.fromEntries(names.map((name) => [name, rawColumn(LISTING_COLUMNS[name])])) as RawShape<Names[number]>;

/** The same, each optional (a detail page's columns, absent from a card's row). */
const optionalShape = <const Names extends readonly (keyof ListingRow)[]>(names: Names) =>
  Object.fromEntries(names.map((name) => [name, rawColumn(LISTING_COLUMNS[name]).optional()])) as {
    [Name in Names[number]]: z.ZodOptional<z.ZodType<Raw<ListingRow[Name]>>>;
  };

/**
 * A card's columns, by name: listing-rows.ts writes the SELECT from this list and the row is checked
 * against the columns' own declarations (worker/db/schema.ts), so a column is declared once.
 */
export const CARD_COLUMNS = [
  "id",
  "type",
  "slug",
  "title",
  "description",
  "image",
  "city",
  "province",
  "location",
  "date",
  "tags",
  "featured",
  "promoted",
  /** Structured opening hours as JSON (shared/time/opening-hours-schema.ts), or null. */
  "opening_hours",
  "ends_on",
  "start_time",
  "end_time",
  "repeat_rule",
  "next_start_at",
  "next_end_at",
  "last_end_at",
] as const satisfies readonly (keyof ListingRow)[];

/** A detail page's columns beyond a card's: the practical details and a job posting's facts. */
export const DETAIL_COLUMNS = [
  /** Catalogue or community: only the catalogue has the spec's fixed rating, reviews and fallback hours. */
  "source",
  "website",
  "address",
  "phone",
  "hours",
  "highlights",
  "best_time",
  "cost",
  ...JOB_FIELD_NAMES,
  "published_at",
] as const satisfies readonly (keyof ListingRow)[];

/** A row of cardColumnsSql() (detailColumnsSql() adds DETAIL_COLUMNS). */
export const listingRow = z.object({
  ...rawShape(CARD_COLUMNS),
  /** Every public read selects browsable types only. */
  type: z.enum(BROWSABLE_TYPES),
  /** Written from the catalogue or from the city's province when publishing, so always a Province. */
  province: z.enum(PROVINCES),
  /** The languages the title and the description came out in (see listingColumns). */
  language: z.enum(LOCALES),
  description_language: z.enum(LOCALES),
  ...optionalShape(DETAIL_COLUMNS),
});
export type ListingSqlRow = z.infer<typeof listingRow>;

/** An event list's row: a card and the key it is ordered by (the keyset cursor's). */
export const eventRow = listingRow.extend({ sort_key: z.number() });

/** `SELECT … AS total`. */
export const totalRow = z.object({ total: z.number() });

/** A city's count of one type. */
export const typeCountRow = z.object({ type: z.enum(BROWSABLE_TYPES), n: z.number() });

/** The content version (worker/cache/content-version.ts). */
export const versionRow = z.object({ version: z.number() });

/** A kept search ranking: its ids, comma-separated, or null when nothing matched. */
export const rankingRow = z.object({ ids: z.string().nullable() });

/** The sitemap's rows: a city with listings, and a listing's address. */
export const cityRow = z.object({ city: text });
export const addressRow = z.object({ type: z.enum(BROWSABLE_TYPES), city: text, slug: text, title: text });

/** The admin Listings view's row (worker/features/admin-listings/curation-queries.ts): any status and type. */
export const curationSummaryRow = z.object({
  id: z.number().int(),
  source: z.enum(LISTING_SOURCES),
  status: z.enum(LISTING_STATUSES),
  type: z.enum(LISTING_TYPES),
  city: text,
  slug: text,
  title: text,
  featured: z.number().int(),
  promoted: z.enum(PROMOTED_TIERS).nullable(),
  /** JSON array of the column names an admin has changed. */
  edited_fields: text,
  updated_at: text,
});
export type CurationSummaryRow = z.infer<typeof curationSummaryRow>;
