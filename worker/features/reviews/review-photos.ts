// A review's photos: uploaded through POST /api/uploads (its types, size and pixel limits, metadata
// stripped), attached with the uploader's token when the review is written, read with each review's row,
// and served only while their review is published.
import { and, eq, inArray, sql } from "drizzle-orm";
import { sniffImageFormat } from "@shared/images/image-upload-schema";
import { validationMessages } from "@shared/forms/validation-texts";
import type { CookieEnv } from "../../http/signed-cookies";
import type { Db } from "../../db/client";
import { listingReviews, reviewPhotos } from "../../db/schema";
import { refusal } from "../../trpc/refusal";
import { uploadUrl } from "../listings/community-listings";
import { imageDimensions } from "../uploads/image-dimensions";
import { attachPendingImage, releasePendingImage } from "../uploads/image-store";

type PhotoEnv = CookieEnv & { UPLOADS: R2Bucket };
export interface AttachedPhoto {
  key: string;
  width: number;
  height: number;
  caption: string | null;
}

/** Moves each upload to its final key (the uploader's token checked) and reads its size; a wrong token is a 400 on its field. */
export async function attachReviewPhotos(env: PhotoEnv, photos: readonly { key: string; token: string; caption: string | null }[]) {
  const attached: AttachedPhoto[] = [];
  for (const [i, photo] of photos.entries()) {
    if (!(await attachPendingImage(env, photo.key, photo.token)))
      throw refusal("BAD_REQUEST", validationMessages, "imageMissing", { field: `photos.${i}.key` });
    const bytes = new Uint8Array(await (await env.UPLOADS.get(photo.key))!.arrayBuffer());
    const kind = sniffImageFormat(bytes);
    // The upload route refused anything without a readable size; this is the same image.
    const size = kind && imageDimensions(bytes, kind);
    if (!size) throw new Error(`review photo ${photo.key}: no readable size`);
    attached.push({ key: photo.key, ...size, caption: photo.caption });
  }
  return attached;
}

/** Stores the attached photos under their review, in the order given, and drops the pending copies. */
export async function insertReviewPhotos(db: Db, env: PhotoEnv, reviewId: number, photos: readonly AttachedPhoto[]) {
  if (photos.length === 0) return;
  await db.insert(reviewPhotos).values(photos.map((photo, position) => ({ review_id: reviewId, ...photo, position })));
  await Promise.all(photos.map((photo) => releasePendingImage(env.UPLOADS, photo.key)));
}

/** The review's photos in order, for its writer's page (each with its key, to remove it) and to delete them with it. */
export async function reviewPhotosOf(db: Db, reviewId: number) {
  const rows = await db
    .select({ key: reviewPhotos.key, width: reviewPhotos.width, height: reviewPhotos.height, caption: reviewPhotos.caption })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.review_id, reviewId))
    .orderBy(reviewPhotos.position);
  return rows.map((photo) => ({ ...photo, src: uploadUrl(photo.key) }));
}

/** Takes down the named photos of one review (keys of other reviews are ignored): rows, then images. */
export async function removeReviewPhotos(db: Db, uploads: R2Bucket, reviewId: number, keys: readonly string[]) {
  if (keys.length === 0) return;
  const removed = await db
    .delete(reviewPhotos)
    .where(and(eq(reviewPhotos.review_id, reviewId), inArray(reviewPhotos.key, [...keys])))
    .returning({ key: reviewPhotos.key });
  if (removed.length > 0) await uploads.delete(removed.map((photo) => photo.key));
}

/** Whether an upload key is a photo of a published review (the only ones anyone may be served). */
export async function isPublishedReviewPhoto(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewPhotos.id })
    .from(reviewPhotos)
    .innerJoin(listingReviews, eq(listingReviews.id, reviewPhotos.review_id))
    .where(and(eq(reviewPhotos.key, key), eq(listingReviews.status, "published")))
    .limit(1);
  return row !== undefined;
}

/**
 * A review's photos as one JSON array column of its row (no second query per review), in order. Table names
 * are written out, as for the reply: drizzle leaves a select's columns unqualified.
 */
export const photosColumn = {
  photos: sql<string>`(SELECT json_group_array(json_object('key', "key", 'width', width, 'height', height, 'caption', caption))
    FROM (SELECT * FROM review_photos WHERE review_photos.review_id = listing_reviews.id ORDER BY review_photos.position))`,
};

/** The photos as the page shows them: explicit size, and the caption (the page words "Photo 1 by Sam" without one). */
export function shownPhotos(json: string) {
  return (JSON.parse(json) as AttachedPhoto[]).map((photo) => ({
    src: uploadUrl(photo.key),
    width: photo.width,
    height: photo.height,
    caption: photo.caption,
  }));
}
