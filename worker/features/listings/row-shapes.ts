// The shapes of the rows raw-SQL reads get from D1 (public reads, the sitemap, the admin Listings view),
// checked as they are read (readBatch in listing-rows.ts): the one typed read path. A column renamed in SQL, a type changed by a migration or a
// value out of its set is a clear error at the read, not a wrong page later; the TypeScript types come
// from these schemas, never written by hand beside the SQL.
import { z } from "zod";
import { BROWSABLE_TYPES, LISTING_TYPES } from "@shared/catalogue/listing-types";
import { LISTING_SOURCES, LISTING_STATUSES, PROMOTED_TIERS } from "@shared/catalogue/listing-states";
import { PROVINCES } from "@shared/places/place-types";
import { LOCALES } from "@shared/rules/locales";
import { PAY_UNITS } from "@shared/schemas/submission-fields";

const text = z.string();
const optionalText = z.string().nullable();
const optionalNumber = z.number().nullable();

/** A row of cardColumnsSql() (detailColumnsSql() adds the practical details). */
export const listingRow = z.object({
  id: z.number().int(),
  /** Every public read selects browsable types only. */
  type: z.enum(BROWSABLE_TYPES),
  slug: text,
  title: text,
  description: text,
  image: optionalText,
  city: text,
  /** Written from the catalogue or from the city's province when publishing, so always a Province. */
  province: z.enum(PROVINCES),
  location: text,
  date: optionalText,
  /** JSON array of strings. */
  tags: text,
  featured: z.number().int(),
  promoted: z.enum(PROMOTED_TIERS).nullable(),
  /** Structured opening hours as JSON (shared/schemas/opening-hours.ts), or null. */
  opening_hours: optionalText,
  /** The languages the title and the description came out in (see listingColumns). */
  language: z.enum(LOCALES),
  description_language: z.enum(LOCALES),
  ends_on: optionalText,
  start_time: optionalText,
  end_time: optionalText,
  repeat_rule: optionalText,
  next_start_at: optionalNumber,
  next_end_at: optionalNumber,
  last_end_at: optionalNumber,
  // A detail page's columns only.
  /** Catalogue or community: only the catalogue has the spec's fixed rating, reviews and fallback hours. */
  source: z.enum(LISTING_SOURCES).optional(),
  website: optionalText.optional(),
  address: optionalText.optional(),
  phone: optionalText.optional(),
  hours: optionalText.optional(),
  /** JSON array of strings, or null. */
  highlights: optionalText.optional(),
  best_time: optionalText.optional(),
  cost: optionalText.optional(),
  employer: optionalText.optional(),
  pay_min: optionalNumber.optional(),
  pay_max: optionalNumber.optional(),
  pay_unit: z.enum(PAY_UNITS).nullable().optional(),
  work_hours: optionalText.optional(),
  apply_url: optionalText.optional(),
  apply_email: optionalText.optional(),
  published_at: optionalText.optional(),
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
