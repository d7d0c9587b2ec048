// Database access for the admin Listings view (beyond the spec): find any listing (published or not),
// read one with its translations and change trail, and change it. Each change is one D1 batch: the
// listing row, its translations (fields named `{column}_{locale}`, see translated-fields.ts), its
// `edited_fields` (so the catalogue seed never overwrites what an admin fixed) and the audit row go
// together or not at all. Search stays in step through the FTS triggers (migrations 0005, 0012), which
// fire on the same writes. The address (type, city, slug) is never written here.
import type { AuditAction } from "@shared/people/audit-schema";
import { auditEntry, type AuditActor } from "../audit/audit-log";
import { asc, eq } from "drizzle-orm";
import type { ListingStatus } from "@shared/listings/listing-states";
import type { ListingType } from "@shared/listings/listing-types";
import { resolveCity } from "@shared/places/city-provinces";
import { PAGE_SIZE } from "@shared/listings/paging";
import { ftsQueries } from "@shared/search/search";
import type { ListingFields } from "@shared/listings/listing-curation-schema";
import type { Db } from "../../db/client";
import { listingChanges, listingTranslations, listings, users, type ListingRow } from "../../db/schema";
import type { Context } from "../../trpc/context";
import { read, readBatch } from "../listings/listing-rows";
import { curationSummaryRow, totalRow } from "../listings/row-shapes";
import { flatFields, splitFields, type CurationRow } from "./translated-fields";
import * as clock from "@shared/time/clock";
import { materialiseColumns } from "@shared/listings/listing-timing";
import { repeatRuleText } from "@shared/time/repeat-rule";

export interface CurationFilter {
  q?: string | undefined;
  type?: ListingType | undefined;
  city?: string | undefined;
  status?: ListingStatus | undefined;
  page?: number | undefined;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const SUMMARY_COLUMNS = `l.id, l.source, l.status, l.type, l.city, l.slug, l.title, l.featured, l.promoted, l.edited_fields, l.updated_at`;

/** `%text%` for LIKE, with LIKE's own wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of listings matching the filter, in id order, and how many match. Words search the FTS
 * index (published listings, accents folded, prefix on the last word); unpublished listings are not in
 * that index, so they are matched by a plain case-insensitive LIKE on title, place and description.
 */
export async function findListings(ctx: Pick<Context, "env" | "resHeaders" | "meter">, filter: CurationFilter) {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (filter.type) {
    where.push("l.type = ?");
    params.push(filter.type);
  }
  if (filter.city) {
    where.push("l.city = ?");
    params.push(resolveCity(filter.city)?.city ?? filter.city);
  }
  if (filter.status) {
    where.push("l.status = ?");
    params.push(filter.status);
  }
  const q = filter.q?.trim();
  if (q) {
    const match = ftsQueries(q)?.match;
    const like = likePattern(q);
    const unpublished = `(l.status = 'unpublished' AND (${["title", "location", "city", "description"].map((c) => `l.${c} LIKE ? ESCAPE '\\'`).join(" OR ")}))`;
    if (match) {
      where.push(`(l.id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ?) OR ${unpublished})`);
      params.push(match, like, like, like, like);
    } else {
      where.push(unpublished);
      params.push(like, like, like, like);
    }
  }
  const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
  const page = filter.page ?? 1;
  const d1 = ctx.env.DB;
  const [rows, [counted]] = await readBatch(ctx, [
    read(
      d1
        .prepare(`SELECT ${SUMMARY_COLUMNS} FROM listings l ${clause} ORDER BY l.id LIMIT ? OFFSET ?`)
        .bind(...params, PAGE_SIZE, (page - 1) * PAGE_SIZE),
      curationSummaryRow,
    ),
    read(d1.prepare(`SELECT count(*) AS total FROM listings l ${clause}`).bind(...params), totalRow),
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

/** Every admin change to one listing, oldest first, with each editor's address. */
export async function changesOf(db: Db, listingId: number) {
  return db
    .select({
      id: listingChanges.id,
      changed_at: listingChanges.changed_at,
      editor_email: users.email,
      changes: listingChanges.changes,
    })
    .from(listingChanges)
    .leftJoin(users, eq(users.id, listingChanges.editor_id))
    .where(eq(listingChanges.listing_id, listingId))
    .orderBy(asc(listingChanges.id));
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
 */
async function applyChanges(
  db: Db,
  row: CurationRow,
  set: Record<string, unknown>,
  changes: FieldChange[],
  editor: AuditActor & { id: string },
  action: AuditAction,
  at: string,
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
    db.insert(listingChanges).values({ listing_id: row.id, editor_id: editor.id, changed_at: at, changes }),
    auditEntry(db, editor, { action, target: { type: "listing", id: row.id }, detail: { fields: changes.map((c) => c.field) } }, new Date(at)),
  ]);
  return changes;
}

export async function editListing(db: Db, row: CurationRow, fields: ListingFields, editor: AuditActor & { id: string }, now = clock.now()) {
  const { repeat, ...columns } = fields;
  // A field left out (opening hours, for a form without them) keeps its value.
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
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
