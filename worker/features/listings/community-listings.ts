// Approved submissions as listings (beyond the spec, whose success toast promises "You'll be notified
// once it's published"). The admin review writes the listing row in the same D1 batch as the
// submission's new status (worker/features/admin/moderation-queries.ts): approval creates or
// republishes it, rejection takes it down. Nothing is merged at read time.
import { and, eq, gt, inArray, lt, or } from "drizzle-orm";
import { PROMOTION_MS } from "@shared/payments/payment-statuses";
import { provinceOf } from "@shared/places/city-provinces";
import { DEFAULT_LOCALE } from "@shared/i18n/locales";
import { citySlug, slugify } from "@shared/places/slug";
import { splitTags } from "@shared/listings/submission-fields-schema";
import { TYPE_FIELD_NAMES } from "@shared/listings/type-fields";
import * as clock from "@shared/time/clock";
import { materialiseColumns } from "@shared/listings/listing-timing";
import type { Db } from "../../db/client";
import { pick } from "../../db/pick";
import { placeColumns } from "./listing-place";
import { listingPhotos, listingTranslations, listings, submissions } from "../../db/schema";

/** Published submissions get ids above the catalogue's (1–110), so the two can never collide. */
export const PUBLISHED_ID_OFFSET = 100_000;

const UPLOADS_PATH = "/api/uploads/";

/** The public URL of a submission's image (served by worker/features/uploads). */
export function uploadUrl(imageKey: string): string {
  return `${UPLOADS_PATH}${imageKey}`;
}

/** The upload key a path of ours names (`uploadUrl`'s inverse), or null for any other path. */
export function uploadKeyOf(pathname: string): string | null {
  return pathname.startsWith(UPLOADS_PATH) ? pathname.slice(UPLOADS_PATH.length) : null;
}

/**
 * The listing fields a submission holds under the same column names as its listing: the form's input
 * writes them (submission-queries.ts), the review reads them and publishing copies them, each through
 * this one list. A new field of both tables is one more name here.
 */
export const SUBMITTED_FIELDS = [
  "title",
  "description",
  "city",
  "location",
  // Where it stands as submitted; publishing places it (./listing-place.ts).
  "area",
  "lat",
  "lon",
  "date",
  "ends_on",
  "start_time",
  "end_time",
  "language",
  // Shops and gems (the schema keeps none for other types): triggers (migration 0014) turn the hours
  // into the ranges "open now" reads; /shop?category= lists by the category.
  "opening_hours",
  "category",
  // Only what the submitter gave: pages show "Hours not provided" and no phone otherwise.
  "website",
  "phone",
  "address",
  // The type's own fields (null on other types).
  ...TYPE_FIELD_NAMES,
] as const satisfies readonly (keyof typeof submissions.$inferSelect & keyof typeof listings.$inferInsert)[];

/** What the review reads of a submission to publish it (moderation-queries.ts). */
export const PUBLISHED_SUBMISSION_COLUMNS = [
  ...SUBMITTED_FIELDS,
  "id",
  "content_type",
  "repeat_rule",
  "tags",
  "promotion_tier",
  "paid",
  "image_key",
] as const satisfies readonly (keyof typeof submissions.$inferSelect)[];

type PublishedSubmission = Pick<typeof submissions.$inferSelect, (typeof PUBLISHED_SUBMISSION_COLUMNS)[number]>;

/** Tier benefits only once the payment is confirmed: choosing "Submit & Pay" alone buys nothing. */
export function promotedTier(submission: Pick<PublishedSubmission, "promotion_tier" | "paid">) {
  return submission.promotion_tier === "none" || !submission.paid ? null : submission.promotion_tier;
}

/**
 * Creates the submission's listing at `slug`, or republishes the row it already has. A republished
 * row keeps its fields and address (an admin may have edited them since); only its status and
 * publication time change. Statements for the caller's batch: the listing, then any translation.
 */
export function publishListing(db: Db, submission: PublishedSubmission, slug: string, publishedAt: string) {
  const listing = listingUpsert(db, submission, slug, publishedAt);
  return submission.language === DEFAULT_LOCALE ? [listing] : ([listing, ownTranslation(db, submission)] as const);
}

/**
 * A listing written in another language than the default also has its text as that language's
 * translation, so the admin edits it among that language's fields (pages read the same either way:
 * the listing's `language` already says it). Kept as it is on republishing.
 */
function ownTranslation(db: Db, submission: PublishedSubmission) {
  return db
    .insert(listingTranslations)
    .values({
      listing_id: PUBLISHED_ID_OFFSET + submission.id,
      locale: submission.language,
      ...pick(submission, ["title", "description", "location"]),
      tags: splitTags(submission.tags),
    })
    .onConflictDoNothing();
}

function listingUpsert(db: Db, submission: PublishedSubmission, slug: string, publishedAt: string) {
  return db
    .insert(listings)
    .values({
      id: PUBLISHED_ID_OFFSET + submission.id,
      source: "community",
      submission_id: submission.id,
      status: "published",
      type: submission.content_type,
      slug,
      city_slug: citySlug(submission.city),
      province: provinceOf(submission.city) ?? "",
      ...pick(submission, SUBMITTED_FIELDS),
      // Its point (the submitted one, or its neighbourhood's or city's centre) and the neighbourhood holding it.
      ...placeColumns(submission),
      // No photo: the UI draws the generated artwork, as for catalogue listings without one.
      image: submission.image_key ? uploadUrl(submission.image_key) : null,
      repeat_rule: submission.repeat_rule,
      // Its next occurrence and last end, as of now (the Cron Trigger moves them on).
      ...materialiseColumns({ ...submission, type: submission.content_type }, clock.nowMs()),
      tags: splitTags(submission.tags),
      promoted: promotedTier(submission),
      // A paid promotion runs for PROMOTION_DAYS from publication; the Cron Trigger ends it.
      promoted_until: promotedTier(submission) ? Date.parse(publishedAt) + PROMOTION_MS : null,
      created_at: publishedAt,
      updated_at: publishedAt,
      published_at: publishedAt,
    })
    .onConflictDoUpdate({
      target: listings.id,
      set: { status: "published", published_at: publishedAt, updated_at: publishedAt },
    });
}

/** Puts a submission's listing back up with the publication time it had (an undone rejection). */
export function republishListing(db: Db, submissionId: number, publishedAt: string, at: string) {
  return db.update(listings).set({ status: "published", published_at: publishedAt, updated_at: at }).where(eq(listings.submission_id, submissionId));
}

/** Takes a submission's listing down (if it has one): the row stays, unpublished, for the admin. */
export function unpublishListing(db: Db, submissionId: number, at: string) {
  return db
    .update(listings)
    .set({ status: "unpublished", published_at: null, updated_at: at })
    .where(and(eq(listings.submission_id, submissionId), eq(listings.status, "published")));
}

/** The address a submission's listing already has (kept across reject and approve), or null. */
export async function existingListingSlug(db: Db, submissionId: number): Promise<string | null> {
  const [row] = await db.select({ slug: listings.slug }).from(listings).where(eq(listings.submission_id, submissionId)).limit(1);
  return row?.slug ?? null;
}

/** Whether an uploaded image belongs to a published listing, and so may be shown to anyone. */
export async function isPublishedImage(db: Db, imageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.status, "published"),
        // A submission's image, or a photo its owners added.
        or(
          eq(listings.image, uploadUrl(imageKey)),
          inArray(listings.id, db.select({ id: listingPhotos.listing_id }).from(listingPhotos).where(eq(listingPhotos.key, imageKey))),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** `base`, or `base-2`, `base-3`… : the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * The slug a new community listing is published under: its title slugified, made unique within its
 * city among every listing there (any type, published or not: an unpublished listing keeps its
 * address). Reads only the slugs that share the base, through the (city slug, slug) index.
 */
export async function publicSlugFor(db: Db, submission: { title: string; city: string }): Promise<string> {
  const city = citySlug(submission.city);
  const base = slugify(submission.title) || "listing";
  const taken = await db
    .select({ slug: listings.slug })
    .from(listings)
    // `base` itself, or `base-…`: slugs are a–z, 0–9 and "-", and "." sorts right after "-".
    .where(and(eq(listings.city_slug, city), or(eq(listings.slug, base), and(gt(listings.slug, `${base}-`), lt(listings.slug, `${base}.`)))));
  return firstFreeSlug(base, new Set(taken.map((row) => row.slug)));
}
