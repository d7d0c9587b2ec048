// The built-in catalogue (worker/db/seed/, ids 1–110) as seed SQL for the `listings` table: seed data,
// not a migration. One upsert per listing that
//   - inserts a listing that is missing (published, at its catalogue address);
//   - updates the fields of one that exists, except the fields an admin has edited (`edited_fields`);
//   - never touches its address (type, city, slug) or status once it exists, so an admin's unpublish
//     and a public URL both survive;
//   - writes nothing at all when nothing differs, so running the seed twice changes nothing (not even
//     `updated_at`).
// Each listing's translations (worker/db/seed/catalogue-translations.ts) are upserted the same way into
// `listing_translations`, an admin's edit of one recorded as `{field}_{locale}` (e.g. `title_fr`); the
// words that find each listing type (the listing-type registry) go to `listing_type_words`.
// Pure string building: the Workers test setup runs it through D1, `npm run db:seed` through wrangler.
import { catalogueTranslations, type ListingTranslation } from "./seed/catalogue-translations";
import { CATALOGUE_EVENT_SCHEDULES } from "./seed/event-schedules";
import type { Listing } from "../../shared/listings/listing";
import { CATALOGUE_OPENING_HOURS } from "./seed/opening-hours";
import { CATALOGUE_CATEGORIES } from "./seed/business-categories";
import { TYPE_SEARCH_WORDS } from "./seed/type-search-words";
import { LISTING_TYPE_REGISTRY } from "../../shared/listings/listing-type-registry";
import { LOCALES, type Locale } from "../../shared/i18n/locales";
import { citySlug, listingSlug } from "../../shared/places/slug";
import * as clock from "../../shared/time/clock";
import { materialiseColumns } from "../../shared/listings/listing-timing";
import { NO_TYPE_FIELDS } from "../../shared/listings/type-fields-schema";
import { pick } from "./pick";
import { CATALOGUE_POINTS } from "./seed/listing-points";
import { areaOfPoint, neighbourhoodNamed } from "../../shared/places/neighbourhoods/area-of-point";
import { cityCentre } from "../../shared/places/city-bounds";
import { geohash } from "../../shared/places/geohash";

type SqlValue = string | number | boolean | null | undefined | readonly string[];

/** An SQL literal: strings quoted (quotes doubled), lists as JSON text, booleans as 0/1. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("SQL numbers must be finite");
    return String(value);
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.includes("\0")) throw new Error("SQL values cannot contain NUL characters");
  return `'${text.replaceAll("'", "''")}'`;
}

/** The columns the seed keeps up to date (unless an admin edited them), with each one's catalogue value. */
function seededValues(listing: Listing): Record<string, SqlValue> {
  const schedule = CATALOGUE_EVENT_SCHEDULES[listing.id];
  return {
    ...pick(listing, ["title", "description", "image", "location", "province", "date"]),
    // The event's yearly schedule (worker/db/seed/event-schedules.ts).
    ends_on: schedule?.endsOn,
    start_time: schedule?.startTime,
    end_time: schedule?.endTime,
    repeat_rule: schedule?.repeat,
    tags: listing.tags,
    featured: listing.featured ?? false,
    ...pick(listing, ["website", "address", "phone", "hours", "highlights"]),
    best_time: listing.bestTime,
    cost: listing.cost,
    opening_hours: catalogueOpeningHours(listing.id),
    // Its business category (worker/db/seed/business-categories.ts); an admin's choice is kept like any edit.
    category: CATALOGUE_CATEGORIES[listing.id] ?? null,
    ...(listing.typeFields ?? NO_TYPE_FIELDS),
    ...placeValues(listing),
  };
}

/**
 * Where a seeded listing stands: its own point (worker/db/seed/listing-points.ts), else the centre of
 * the neighbourhood its `location` names, else its city's centre; and the neighbourhood holding it.
 */
function placeValues(listing: Listing): Record<string, SqlValue> {
  const point = CATALOGUE_POINTS[listing.id] ?? neighbourhoodNamed(listing.city, listing.location)?.centre ?? cityCentre(listing.city);
  if (!point) return { lat: null, lon: null, geohash: null, area: null };
  return { lat: point.lat, lon: point.lon, geohash: geohash(point.lat, point.lon), area: areaOfPoint(listing.city, point) };
}

/** A catalogue listing's structured hours as stored (JSON), or null for one with free-text hours only. */
function catalogueOpeningHours(id: number): string | null {
  const week = CATALOGUE_OPENING_HOURS[id];
  return week ? JSON.stringify({ week, exceptions: [] }) : null;
}

/** A translation's columns, with each one's catalogue value. */
function translatedValues(translation: ListingTranslation): Record<string, SqlValue> {
  return {
    ...pick(translation, ["title", "description", "location", "tags", "highlights", "hours", "cost"]),
    best_time: translation.bestTime,
  };
}

const edited = (column: string) => `EXISTS (SELECT 1 FROM json_each(listings.edited_fields) WHERE value = ${sqlLiteral(column)})`;

/** The columns an event's occurrences are computed from: an admin's edit to any of them keeps the row's own. */
const TIMING_COLUMNS = ["date", "ends_on", "start_time", "end_time", "repeat_rule"] as const;

/**
 * The upsert for one catalogue listing; `now` is the time new rows are created and changed rows updated,
 * and the instant its next occurrence is computed at (an event's materialised columns, which the seed
 * writes with its schedule unless an admin edited the schedule: the edit wrote its own).
 */
export function catalogueUpsertSql(listing: Listing, now: string): string {
  const seeded = seededValues(listing);
  const timing = materialiseColumns(
    {
      type: listing.type,
      city: listing.city,
      date: listing.date ?? null,
      ends_on: (seeded.ends_on as string | undefined) ?? null,
      start_time: (seeded.start_time as string | undefined) ?? null,
      end_time: (seeded.end_time as string | undefined) ?? null,
      repeat_rule: (seeded.repeat_rule as string | undefined) ?? null,
    },
    Date.parse(now),
  );
  const timingEdited = TIMING_COLUMNS.map(edited).join(" OR ");
  const columns: Record<string, SqlValue> = {
    id: listing.id,
    source: "catalogue",
    status: "published",
    type: listing.type,
    slug: listingSlug(listing),
    city: listing.city,
    city_slug: citySlug(listing.city),
    ...seeded,
    ...timing,
    created_at: now,
    updated_at: now,
    published_at: now,
  };
  const names = Object.keys(columns);
  const seededNames = Object.keys(seeded);
  const sets = seededNames.map((c) => `${c} = CASE WHEN ${edited(c)} THEN listings.${c} ELSE excluded.${c} END`);
  const changed = seededNames.map((c) => `(excluded.${c} IS NOT listings.${c} AND NOT ${edited(c)})`);
  for (const c of Object.keys(timing)) {
    sets.push(`${c} = CASE WHEN ${timingEdited} THEN listings.${c} ELSE excluded.${c} END`);
    changed.push(`(excluded.${c} IS NOT listings.${c} AND NOT (${timingEdited}))`);
  }
  return (
    `INSERT INTO listings (${names.join(", ")}) VALUES (${names.map((n) => sqlLiteral(columns[n])).join(", ")}) ` +
    `ON CONFLICT (id) DO UPDATE SET ${sets.join(", ")}, updated_at = excluded.updated_at ` +
    `WHERE listings.source = 'catalogue' AND (${changed.join(" OR ")})`
  );
}

/** Whether an admin edited a translated field (recorded on the listing as `{field}_{locale}`). */
const translationEdited = (column: string, locale: Locale) =>
  `EXISTS (SELECT 1 FROM listings l, json_each(l.edited_fields) WHERE l.id = listing_translations.listing_id AND value = ${sqlLiteral(`${column}_${locale}`)})`;

/** The upsert of one catalogue listing's text in one locale, with the same rules as the listing's. */
export function translationUpsertSql(listingId: number, locale: Locale, translation: ListingTranslation): string {
  const values = translatedValues(translation);
  const names = Object.keys(values);
  const sets = names.map((c) => `${c} = CASE WHEN ${translationEdited(c, locale)} THEN listing_translations.${c} ELSE excluded.${c} END`);
  const changed = names.map((c) => `(excluded.${c} IS NOT listing_translations.${c} AND NOT ${translationEdited(c, locale)})`);
  return (
    `INSERT INTO listing_translations (listing_id, locale, ${names.join(", ")}) ` +
    `VALUES (${[listingId, locale, ...names.map((n) => values[n])].map((v) => sqlLiteral(v)).join(", ")}) ` +
    `ON CONFLICT (listing_id, locale) DO UPDATE SET ${sets.join(", ")} WHERE ${changed.join(" OR ")}`
  );
}

/** The search words of every listing type in the registry (rewritten only where they differ). */
export function typeWordsSql(): string[] {
  return LISTING_TYPE_REGISTRY.map(
    (entry) =>
      `INSERT INTO listing_type_words (type, words) VALUES (${sqlLiteral(entry.type)}, ${sqlLiteral(TYPE_SEARCH_WORDS[entry.type])}) ` +
      `ON CONFLICT (type) DO UPDATE SET words = excluded.words WHERE words IS NOT excluded.words`,
  );
}

/** The type words, then every catalogue listing's upsert followed by its translations', in id order. */
export function catalogueSeedSql(catalogue: readonly Listing[], now: Date = clock.now()): string[] {
  const at = now.toISOString();
  const listings = [...catalogue]
    .sort((a, b) => a.id - b.id)
    .flatMap((listing) => [
      catalogueUpsertSql(listing, at),
      ...LOCALES.flatMap((locale) => {
        const translation = catalogueTranslations[locale]?.[listing.id];
        return translation ? [translationUpsertSql(listing.id, locale, translation)] : [];
      }),
    ]);
  return [...typeWordsSql(), ...listings];
}
