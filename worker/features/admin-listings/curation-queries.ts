// Database access for the admin Listings view (beyond the spec): find any listing (published or not),
// read one with its translations and change trail, and change it. Each change is one D1 batch: the
// listing row, its translations (fields named `{column}_{locale}`), its
// `edited_fields` (so the catalogue seed never overwrites what an admin fixed) and the audit row go
// together or not at all. Search stays in step through the FTS triggers (migrations 0005, 0012), which
// fire on the same writes. The address (type, city, slug) is never written here.
//
// The admin edits a listing's translations as flat fields named `{column}_{locale}` (`title_fr`), the
// names its form, its change trail and `edited_fields` (which the catalogue seed respects) use; here they
// are read from and split back into `listing_translations` rows. What the procedures answer are explicit
// fields, the public path computed once here.
import type { AuditAction } from "@shared/people/audit-schema";
import { auditEntry, type AuditActor } from "../audit/audit-log";
import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import type { ListingStatus } from "@shared/listings/listing-states";
import { resolveCity } from "@shared/places/city-provinces";
import { PAGE_SIZE } from "@shared/listings/paging";
import { ftsQueries } from "@shared/search/search";
import type { z } from "zod";
import type { curationListInput, ListingFields } from "@shared/listings/listing-curation-schema";
import type { Db } from "../../db/client";
import { listingChanges, listingTranslations, listings, users, type ListingRow, type ListingTranslationRow } from "../../db/schema";
import { readDb, type ReadContext } from "../listings/listing-rows";
import { pick } from "../../db/pick";
import * as clock from "@shared/time/clock";
import { materialiseColumns } from "@shared/listings/listing-timing";
import { repeatRuleText, repeatInputOf } from "@shared/time/repeat-rule";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shared/i18n/locales";
import { detailPath } from "@shared/routing/paths";
import { repeatWords } from "@shared/listings/event-words";
import { repeatSummary } from "../listings/event-summary";
import { TYPE_FIELD_NAMES } from "@shared/listings/type-fields";
import { editedPlace } from "../listings/listing-place";

type CurationFilter = z.output<typeof curationListInput>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The admin Listings view's columns (any status and type). */
const SUMMARY_COLUMNS = pick(listings, [
  "id",
  "source",
  "status",
  "type",
  "city",
  "slug",
  "title",
  "featured",
  "promoted",
  "edited_fields",
  "updated_at",
]);

/** `%text%` for LIKE, with LIKE's own wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of listings matching the filter, in id order, and how many match. Words search the FTS
 * index (published listings, accents folded, prefix on the last word); unpublished listings are not in
 * that index, so they are matched by a plain case-insensitive LIKE on title, place and description.
 */
export async function findListings(ctx: ReadContext, filter: CurationFilter) {
  const q = filter.q?.trim();
  const match = q ? ftsQueries(q)?.match : undefined;
  const like = q ? likePattern(q) : "";
  const unpublished = and(
    eq(listings.status, "unpublished"),
    or(...[listings.title, listings.location, listings.city, listings.description].map((column) => sql`${column} LIKE ${like} ESCAPE '\\'`)),
  );
  const where = and(
    filter.type ? eq(listings.type, filter.type) : undefined,
    filter.city ? eq(listings.city, resolveCity(filter.city)?.city ?? filter.city) : undefined,
    filter.status ? eq(listings.status, filter.status) : undefined,
    !q
      ? undefined
      : match
        ? or(inArray(listings.id, sql`(SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${match})`), unpublished)
        : unpublished,
  );
  const page = filter.page ?? 1;
  const db = readDb(ctx);
  const [rows, [counted]] = await db.batch([
    db
      .select(SUMMARY_COLUMNS)
      .from(listings)
      .where(where)
      .orderBy(listings.id)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0, page, pageSize: PAGE_SIZE };
}

/** One listing, whatever its status, with its translations, or null. */
export async function listingById(db: Db, id: number): Promise<CurationRow | null> {
  const [rows, translations] = await db.batch([
    db.select().from(listings).where(eq(listings.id, id)).limit(1),
    db.select().from(listingTranslations).where(eq(listingTranslations.listing_id, id)),
  ]);
  const row = rows[0];
  return row ? { ...row, translations: Object.fromEntries(translations.map((t) => [t.locale, t])) } : null;
}

/**
 * The changes the editor offers to revert: an owner's edits (published at once, so the team may undo
 * them) and reverts themselves, so a revert can be undone the same way.
 */
const REVERTIBLE_ACTIONS: readonly AuditAction[] = ["owner.edit", "listing.revert"];

/** Every change to one listing, oldest first, with each editor's address and whether it can be reverted. */
export async function changesOf(db: Db, listingId: number) {
  const rows = await db
    .select({ ...pick(listingChanges, ["id", "changed_at", "changes", "action"]), editor_email: users.email })
    .from(listingChanges)
    .leftJoin(users, eq(users.id, listingChanges.editor_id))
    .where(eq(listingChanges.listing_id, listingId))
    .orderBy(asc(listingChanges.id));
  return rows.map((row) => ({ ...row, revertible: row.action !== null && REVERTIBLE_ACTIONS.includes(row.action) }));
}

/**
 * Reverts one revertible change: its "before" values are written as a new change (action
 * `listing.revert`, through applyChanges), so the trail stays append-only. Answers the changes made (none
 * when the listing already holds those values); null for an unknown change, "not-revertible" for another kind.
 */
export async function revertChange(db: Db, row: CurationRow, changeId: number, editor: AuditActor & { id: string }, now = clock.now()) {
  const [change] = await db
    .select({ changes: listingChanges.changes, action: listingChanges.action })
    .from(listingChanges)
    .where(and(eq(listingChanges.id, changeId), eq(listingChanges.listing_id, row.id)));
  if (!change) return null;
  if (change.action === null || !REVERTIBLE_ACTIONS.includes(change.action)) return "not-revertible" as const;
  const set = Object.fromEntries(change.changes.map(({ field, before }) => [field, before]));
  return applyChanges(db, row, set, diffFields(row, set), editor, "listing.revert", now.toISOString(), { changeId });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields (own, and translated as `title_fr`) whose new value differs from the row's, with both values. */
export function diffFields(row: CurationRow, next: Record<string, unknown>): FieldChange[] {
  const current = flatFields(row);
  return Object.entries(next)
    .filter(([field, after]) => !same(current[field], after))
    .map(([field, after]) => ({ field, before: current[field] ?? null, after: after ?? null }));
}

/**
 * Writes the changed fields, adds them to `edited_fields`, moves `updated_at` and appends the audit
 * row, all in one batch. Nothing at all is written when nothing differs. Answers the changes made.
 * An owner's edit (worker/features/owners/owner-edits.ts) is written the same way.
 */
export async function applyChanges(
  db: Db,
  row: CurationRow,
  set: Record<string, unknown>,
  changes: FieldChange[],
  editor: AuditActor & { id: string },
  action: AuditAction,
  at: string,
  detail: Record<string, unknown> = {},
): Promise<FieldChange[]> {
  if (changes.length === 0) return changes;
  // Every changed column is recorded; the catalogue seed skips those among the ones it writes.
  const edited = [...new Set([...row.edited_fields, ...changes.map((c) => c.field)])];
  const { own, translated } = splitFields(set);
  // A locale's translation is written only when one of its fields changed (created if it had none).
  const changedLocales = Object.entries(splitFields(Object.fromEntries(changes.map((c) => [c.field, c.after]))).translated).map(([locale]) => locale);
  const translations = Object.entries(translated)
    .filter(([locale]) => changedLocales.includes(locale))
    .map(([locale, columns]) => {
      const values = columns as Partial<typeof listingTranslations.$inferInsert>;
      return db
        .insert(listingTranslations)
        .values({ ...values, listing_id: row.id, locale: locale as CurationRow["language"] })
        .onConflictDoUpdate({ target: [listingTranslations.listing_id, listingTranslations.locale], set: values });
    });
  await db.batch([
    db
      .update(listings)
      .set({ ...own, edited_fields: edited, updated_at: at })
      .where(eq(listings.id, row.id)),
    ...translations,
    db.insert(listingChanges).values({ listing_id: row.id, editor_id: editor.id, changed_at: at, changes, action }),
    auditEntry(
      db,
      editor,
      { action, target: { type: "listing", id: row.id }, detail: { ...detail, fields: changes.map((c) => c.field) } },
      new Date(at),
    ),
  ]);
  return changes;
}

export async function editListing(db: Db, row: CurationRow, fields: ListingFields, editor: AuditActor & { id: string }, now = clock.now()) {
  const { repeat, area, lat, lon, ...columns } = fields;
  // A field left out (opening hours, for a form without them) keeps its value; a moved pin is checked
  // against the listing's city and placed (geohash, neighbourhood) as a submission is.
  const set: Record<string, unknown> = {
    ...Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)),
    ...editedPlace(row.city, { area, lat, lon }),
  };
  // The repeat is stored as the RRULE text the server writes from the first date (as for submissions).
  if (repeat !== undefined) set.repeat_rule = repeat && fields.date ? repeatRuleText(repeat, fields.date) : null;
  // An edited date, time or repeat moves the next occurrence at once (recorded as the fields, not as these).
  const timing = materialiseColumns({ ...row, ...(set as Partial<ListingRow>) }, now.getTime());
  return applyChanges(db, row, { ...set, ...timing }, diffFields(row, set), editor, "listing.edit", now.toISOString());
}

/** Publish or unpublish; publishing sets `published_at` to now, unpublishing clears it. */
export async function setListingStatus(db: Db, row: CurationRow, status: ListingStatus, editor: AuditActor & { id: string }, now = clock.now()) {
  const at = now.toISOString();
  const changes = diffFields(row, { status });
  return applyChanges(db, row, { status, published_at: status === "published" ? at : null }, changes, editor, "listing.status", at);
}

export async function setListingFeatured(db: Db, row: CurationRow, featured: boolean, editor: AuditActor & { id: string }, now = clock.now()) {
  return applyChanges(db, row, { featured }, diffFields(row, { featured }), editor, "listing.featured", now.toISOString());
}

export const TRANSLATED_COLUMNS = ["title", "description", "location", "tags", "highlights", "hours", "best_time", "cost"] as const;
export type TranslatedColumn = (typeof TRANSLATED_COLUMNS)[number];

/** A listing with its translations, keyed by locale. */
export type CurationRow = ListingRow & { translations: Partial<Record<Locale, ListingTranslationRow>> };

/** The listing's own columns and its translations' as `{column}_{locale}`, for diffing an edit. */
export function flatFields(row: CurationRow): Record<string, unknown> {
  const flat: Record<string, unknown> = { ...row };
  delete flat.translations;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    for (const column of TRANSLATED_COLUMNS) flat[`${column}_${locale}`] = row.translations[locale]?.[column] ?? null;
  }
  return flat;
}

/** `title_fr` → title in fr; null for a listing column. */
function translatedField(field: string): { column: TranslatedColumn; locale: Locale } | null {
  const cut = field.lastIndexOf("_");
  const column = field.slice(0, cut);
  const locale = field.slice(cut + 1);
  if (cut < 0 || !(TRANSLATED_COLUMNS as readonly string[]).includes(column) || !(LOCALES as readonly string[]).includes(locale)) return null;
  return { column: column as TranslatedColumn, locale: locale as Locale };
}

/** An edit split into the listing's columns and each locale's translated columns. */
export function splitFields(fields: Record<string, unknown>) {
  const own: Record<string, unknown> = {};
  const translated: Partial<Record<Locale, Partial<Record<TranslatedColumn, unknown>>>> = {};
  for (const [field, value] of Object.entries(fields)) {
    const target = translatedField(field);
    if (target) (translated[target.locale] ??= {})[target.column] = value;
    else own[field] = value;
  }
  return { own: own as Partial<ListingRow>, translated };
}

type CurationSummaryRow = Awaited<ReturnType<typeof findListings>>["rows"][number];

export function toCurationSummary(row: CurationSummaryRow) {
  return {
    ...pick(row, ["id", "source", "status", "type", "city", "title", "featured", "promoted", "edited_fields", "updated_at"]),
    // Where the listing lives (or would live) publicly.
    public_path: detailPath(row),
  };
}

/**
 * The stored repeat as the form shows it (null: none, or a rule the form cannot show, which the editor
 * keeps by leaving `repeat` out), and in words in the request's language. Kept apart from `fields` so
 * that sending the fields back as they came never clears a rule.
 */
function scheduleOf(row: CurationRow) {
  const repeat = row.repeat_rule && row.date ? repeatInputOf(row.repeat_rule, row.date) : null;
  const summary = repeatSummary(row.repeat_rule, row.date);
  return {
    repeat,
    repeatShown: !row.repeat_rule || repeat !== null,
    repeatText: summary ? repeatWords(summary) : row.repeat_rule,
  };
}

export function toCurationDetail(row: CurationRow, changes: Awaited<ReturnType<typeof changesOf>>) {
  const french = row.translations.fr;
  return {
    ...pick(row, ["id", "source", "submission_id", "status", "type", "city", "slug", "featured", "promoted"]),
    ...pick(row, ["published_at", "updated_at", "edited_fields"]),
    public_path: detailPath(row),
    fields: {
      ...pick(row, ["title", "description", "location", "date", "tags", "website", "address", "phone", "hours", "best_time", "cost"]),
      ...pick(row, ["opening_hours", "category", "ends_on", "start_time", "end_time"]),
      ...pick(row, TYPE_FIELD_NAMES),
      // The form's French fields (`title_fr`…), from the listing's French translation.
      title_fr: french?.title ?? null,
      description_fr: french?.description ?? null,
      location_fr: french?.location ?? null,
      tags_fr: french?.tags ?? null,
      hours_fr: french?.hours ?? null,
      best_time_fr: french?.best_time ?? null,
      cost_fr: french?.cost ?? null,
    },
    schedule: scheduleOf(row),
    /** Where it stands (the editor sends these back only when changed). */
    place: pick(row, ["area", "lat", "lon"]),
    /** Oldest first; editor_email is null when the editor's account was removed. */
    changes,
  };
}
