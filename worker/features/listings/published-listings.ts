// Approved submissions as public listings (beyond the spec, whose success toast promises "You'll be
// notified once it's published"). listing-source.ts merges them with the catalogue; the admin review
// gives each one its slug when it is approved.
import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import { catalogue } from "@shared/catalogue/listings";
import { provinceOf } from "@shared/places/city-provinces";
import { citySlug, listingSlug, slugify } from "@shared/rules/slug";
import { splitTags } from "@shared/schemas/submission-fields";
import type { Db } from "../../db/client";
import { submissions } from "../../db/schema";
import type { PublicListing } from "./listing-source";

/** Published submissions get ids above the catalogue's (1–110), so the two can never collide. */
export const PUBLISHED_ID_OFFSET = 100_000;

/** The public URL of a submission's image (served by worker/features/uploads). */
export function uploadUrl(imageKey: string): string {
  return `/api/uploads/${imageKey}`;
}

type PublishedRow = Pick<
  typeof submissions.$inferSelect,
    | "id"
  | "slug"
  | "title"
  | "description"
  | "content_type"
  | "city"
  | "location"
  | "date"
  | "tags"
  | "promotion_tier"
  | "paid"
  | "image_key"
>;

/** The listing, or null for a city the reference data no longer knows (submissions are validated
 *  against it, so this is only a city removed since). */
export function toPublicListing(row: PublishedRow): PublicListing | null {
  const province = provinceOf(row.city);
  if (!province) return null;
  return {
    id: PUBLISHED_ID_OFFSET + row.id,
    slug: row.slug ?? undefined,
    title: row.title,
    description: row.description,
    type: row.content_type,
    location: row.location,
    city: row.city,
    province,
    date: row.date ?? undefined,
    tags: splitTags(row.tags),
    // No photo: the UI draws the generated artwork, as for catalogue listings without one.
    image: row.image_key ? uploadUrl(row.image_key) : undefined,
    // Tier benefits only once an admin has marked the tier paid: choosing "Submit & Pay" alone buys nothing.
    promoted: row.promotion_tier === "none" || !row.paid ? undefined : row.promotion_tier,
  };
}

/** Every approved submission, oldest first: one indexed query. */
export async function loadPublishedListings(db: Db): Promise<PublicListing[]> {
  const rows = await db
    .select({
      id: submissions.id,
      slug: submissions.slug,
      title: submissions.title,
      description: submissions.description,
      content_type: submissions.content_type,
      city: submissions.city,
      location: submissions.location,
      date: submissions.date,
      tags: submissions.tags,
      promotion_tier: submissions.promotion_tier,
      paid: submissions.paid,
      image_key: submissions.image_key,
    })
    .from(submissions)
    .where(eq(submissions.status, "approved"))
    .orderBy(asc(submissions.id));
  return rows.map(toPublicListing).filter((listing) => listing !== null);
}

/** Whether an uploaded image belongs to a published submission, and so may be shown to anyone. */
export async function isPublishedImage(db: Db, imageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.image_key, imageKey), eq(submissions.status, "approved")))
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
 * The slug a submission is published under: its title slugified, made unique within its city among
 * catalogue listings (of any type) and the other published submissions.
 */
export async function publicSlugFor(db: Db, submission: { id: number; title: string; city: string }): Promise<string> {
  const city = citySlug(submission.city);
  const published = await db
    .select({ slug: submissions.slug })
    .from(submissions)
    .where(and(eq(submissions.city, submission.city), isNotNull(submissions.slug), ne(submissions.id, submission.id)));
  const taken = new Set([
    ...catalogue.filter((listing) => citySlug(listing.city) === city).map(listingSlug),
    ...published.flatMap((row) => (row.slug ? [row.slug] : [])),
  ]);
  return firstFreeSlug(slugify(submission.title) || "listing", taken);
}
