// The built-in catalogue (shared/catalogue, ids 1–110) as seed SQL for the `listings` table: seed data,
// not a migration. One upsert per listing that
//   - inserts a listing that is missing (published, at its catalogue address);
//   - updates the fields of one that exists, except the fields an admin has edited (`edited_fields`);
//   - never touches its address (type, city, slug) or status once it exists, so an admin's unpublish
//     and a public URL both survive;
//   - writes nothing at all when nothing differs, so running the seed twice changes nothing (not even
//     `updated_at`).
// Pure string building: the Workers test setup runs it through D1, `npm run db:seed` through wrangler.
import { CATALOGUE_EVENT_SCHEDULES } from "../../shared/catalogue/event-schedules";
import { listingsFrench } from "../../shared/catalogue/french/listings-fr";
import type { Listing } from "../../shared/catalogue/listing";
import { citySlug, listingSlug } from "../../shared/rules/slug";
import * as clock from "../../shared/time/clock";
import { materialiseColumns } from "../../shared/time/event-occurrences";

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
  // French text where the catalogue has it (shared/catalogue/french); null elsewhere.
  const french = listingsFrench[listing.id];
  const schedule = CATALOGUE_EVENT_SCHEDULES[listing.id];
  return {
    title: listing.title,
    description: listing.description,
    image: listing.image,
    location: listing.location,
    province: listing.province,
    date: listing.date,
    // The event's yearly schedule (shared/catalogue/event-schedules.ts).
    ends_on: schedule?.endsOn,
    start_time: schedule?.startTime,
    end_time: schedule?.endTime,
    repeat_rule: schedule?.repeat,
    tags: listing.tags,
    featured: listing.featured ?? false,
    website: listing.website,
    address: listing.address,
    phone: listing.phone,
    hours: listing.hours,
    highlights: listing.highlights,
    best_time: listing.bestTime,
    cost: listing.cost,
    title_fr: french?.title,
    description_fr: french?.description,
    location_fr: french?.location,
    tags_fr: french?.tags,
    highlights_fr: french?.highlights,
    hours_fr: french?.hours,
    best_time_fr: french?.bestTime,
    cost_fr: french?.cost,
  };
}

const edited = (column: string) =>
  `EXISTS (SELECT 1 FROM json_each(listings.edited_fields) WHERE value = ${sqlLiteral(column)})`;

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

/** Every catalogue listing's upsert, in id order. */
export function catalogueSeedSql(catalogue: readonly Listing[], now: Date = clock.now()): string[] {
  const at = now.toISOString();
  return [...catalogue].sort((a, b) => a.id - b.id).map((listing) => catalogueUpsertSql(listing, at));
}
