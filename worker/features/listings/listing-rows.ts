// Reading the `listings` table: the columns a public answer needs, each row turned back into the
// spec's Listing shape, and every read metered (D1's rows_read).
import type { BrowsableType, Listing } from "@shared/listings/listing";
import type { ListingSource, PromotedTier } from "@shared/listings/listing-states";
import { activeLocale } from "@shared/i18n/active-locale";
import { isLocale, type Locale } from "@shared/i18n/locales";
import type { OpeningHours } from "@shared/time/weekly-hours";
import type { JobPosting } from "@shared/seo/json-ld/job-posting";
import type { PayUnit } from "@shared/listings/submission-fields-schema";
import type { z } from "zod";
import type { Context } from "../../trpc/context";
import { getTableColumns } from "drizzle-orm";
import { listingTranslations } from "../../db/schema";
import { CARD_COLUMNS, DETAIL_COLUMNS, type ListingSqlRow } from "./row-shapes";

export type PublicListing = Listing & {
  /** Where the listing came from (detail reads only): the catalogue's fixed display values are its alone. */
  source?: ListingSource;
  /** Set on listings that came from a paid submission tier. */
  promoted?: PromotedTier;
  /** Structured weekly hours and dated exceptions (shops and gems that have them). */
  openingHours?: OpeningHours;
  /**
   * The language the title is shown in: the page's, or another (a French listing on an English page, an
   * English one on a French page with no French text). Pages mark the other with `lang`.
   */
  language: Locale;
  /** The same for the description, which may lack a translation the title has. */
  descriptionLanguage: Locale;
  /** Events: the last day of each occurrence, local times and the repeat (RRULE text). */
  endsOn?: string;
  startTime?: string;
  endTime?: string;
  repeatRule?: string;
  /** Events: UTC ms of the next occurrence not over, and of the end of the last one (see event-timing.ts). */
  nextStartAt?: number;
  nextEndAt?: number;
  lastEndAt?: number;
  /** Job postings (detail reads only): who hires, the pay, the hours and how to apply. */
  posting?: JobPosting;
};

/** A public listing that has a screen (every public read filters on the browsable types). */
export type BrowsableListing = PublicListing & { type: BrowsableType };

// The columns of a card (summary) and of a detail page, in the request's locale. Every read joins the
// listing's translation into that locale (`t`, from listingsFromSql) and reads its text where it has
// one and the listing's own text otherwise, one field at a time, saying which language the title and
// the description came out in (a page marks text in another language with `lang`).
/** A text column as the locale reads it: the translation's where there is one. */
const text = (column: string) => `coalesce(t.${column}, l.${column})`;
/** The language a text column comes out in (see `text`). */
const languageOf = (locale: Locale, column: string) => `CASE WHEN t.${column} IS NULL THEN l.language ELSE '${locale}' END`;

/**
 * The join of a listing `l` to its translation into the active locale as `t` (null columns where it
 * has none), which cardColumnsSql and detailColumnsSql read. The locale is one of LOCALES, so it is
 * written into the SQL as a literal.
 */
export function translationJoinSql(): string {
  const locale = activeLocale();
  if (!isLocale(locale)) throw new Error(`Not a locale: ${String(locale)}`);
  return `LEFT JOIN listing_translations t ON t.listing_id = l.id AND t.locale = '${locale}'`;
}

/** `listings l` with its translation: the FROM of a public read of cards or a detail page. */
export const listingsFromSql = () => `listings l ${translationJoinSql()}`;

/** The text columns a locale reads from its translation where it has one (the translations' own columns). */
const TRANSLATED: ReadonlySet<string> = new Set(Object.keys(getTableColumns(listingTranslations)));

/** A card's columns (a summary: the description cut at 400 characters), or a detail page's (`whole`). */
function listingColumns(locale: Locale, whole: boolean): string {
  const column = (name: string) =>
    name === "description" && !whole ? `substr(${text(name)}, 1, 400) AS ${name}` : TRANSLATED.has(name) ? `${text(name)} AS ${name}` : `l.${name}`;
  const languages = [`${languageOf(locale, "title")} AS language`, `${languageOf(locale, "description")} AS description_language`];
  return [...CARD_COLUMNS.map(column), ...languages, ...(whole ? DETAIL_COLUMNS.map(column) : [])].join(", ");
}

/** A card's columns in the active locale. */
export const cardColumnsSql = () => listingColumns(activeLocale(), false);

/** A detail page's columns in the active locale: the card's, the whole description, and the practical details. */
export const detailColumnsSql = () => listingColumns(activeLocale(), true);

const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

function stringList(json: string | null | undefined): string[] | undefined {
  if (!json) return undefined;
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : undefined;
}

export function toPublicListing(row: ListingSqlRow): BrowsableListing {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: opt(row.image),
    type: row.type,
    location: row.location,
    city: row.city,
    province: row.province,
    date: opt(row.date),
    tags: stringList(row.tags) ?? [],
    featured: row.featured === 1,
    source: opt(row.source),
    website: opt(row.website),
    address: opt(row.address),
    phone: opt(row.phone),
    hours: opt(row.hours),
    highlights: stringList(row.highlights),
    bestTime: opt(row.best_time),
    cost: opt(row.cost),
    promoted: opt(row.promoted),
    openingHours: row.opening_hours ? (JSON.parse(row.opening_hours) as OpeningHours) : undefined,
    language: row.language,
    descriptionLanguage: row.description_language,
    endsOn: opt(row.ends_on),
    startTime: opt(row.start_time),
    endTime: opt(row.end_time),
    repeatRule: opt(row.repeat_rule),
    nextStartAt: opt(row.next_start_at),
    nextEndAt: opt(row.next_end_at),
    lastEndAt: opt(row.last_end_at),
    posting:
      row.employer && row.pay_min !== undefined && row.pay_min !== null && row.pay_unit
        ? jobOf({ ...row, employer: row.employer, pay_min: row.pay_min, pay_unit: row.pay_unit })
        : undefined,
  };
}

/** A job posting's facts as pages and JSON-LD read them. */
const jobOf = (
  row: Pick<ListingSqlRow, "pay_max" | "work_hours" | "apply_url" | "apply_email" | "published_at"> & {
    employer: string;
    pay_min: number;
    pay_unit: PayUnit;
  },
): JobPosting => ({
  employer: row.employer,
  payMin: row.pay_min,
  payMax: row.pay_max ?? null,
  payUnit: row.pay_unit,
  workHours: row.work_hours ?? null,
  applyUrl: row.apply_url ?? null,
  applyEmail: row.apply_email ?? null,
  postedOn: row.published_at?.slice(0, 10) ?? null,
});

/** The header that shows, outside production, the rows D1 read for a response. */
export const ROWS_READ_HEADER = "X-D1-Rows-Read";

/** What reads need of a request: its bindings, the response's headers and the running count of rows read. */
export type ReadContext = Pick<Context, "env" | "resHeaders" | "meter">;

/** The rows D1 read for this request so far, shown outside production as ROWS_READ_HEADER. */
function meter(ctx: ReadContext, rowsRead: number) {
  ctx.meter.rowsRead += rowsRead;
  if (ctx.env.APP_ENV !== "production") ctx.resHeaders.set(ROWS_READ_HEADER, String(ctx.meter.rowsRead));
}

/** One statement and the shape each of its rows must have (row-shapes.ts). */
export interface Read<T> {
  statement: D1PreparedStatement;
  row: z.ZodType<T>;
}

export const read = <T>(statement: D1PreparedStatement, row: z.ZodType<T>): Read<T> => ({ statement, row });

type RowsOf<R extends readonly Read<unknown>[]> = { [K in keyof R]: R[K] extends Read<infer T> ? T[] : never };

/**
 * Runs reads as one D1 batch (one round trip), metered, each row checked against its shape. A D1 failure
 * propagates: the one failure rule (worker/trpc/init.ts for procedures, app.onError for routes) answers
 * 503; a row of the wrong shape is a bug, the generic 500.
 */
export async function readBatch<const R extends readonly Read<unknown>[]>(ctx: ReadContext, reads: R): Promise<RowsOf<R>> {
  const statements = reads.map((each) => each.statement);
  const results: D1Result[] = statements.length === 1 ? [await statements[0]!.all()] : await ctx.env.DB.batch(statements);
  meter(
    ctx,
    results.reduce((sum, result) => sum + (result.meta?.rows_read ?? 0), 0),
  );
  return reads.map((each, i) => results[i]!.results.map((row) => each.row.parse(row))) as RowsOf<R>;
}
