// A listing's photos, managed by its owners. The image comes through POST /api/uploads (its format walk,
// size and pixel limits, metadata stripping) and is attached here with the uploader's token, as a
// submission's is; the row keeps its size, place and alt text. Position 0 is the cover, the page's main
// image. Every change is one batch with its `owner.photo` audit line; the table's triggers move the
// content version, so cached pages show it.
import { and, asc, count, eq, gt, lt, sql } from "drizzle-orm";
import { LISTING_PHOTOS_MAX } from "@shared/owners/photo-schema";
import { ownerMessages } from "@shared/owners/owner-texts";
import { validationMessages } from "@shared/forms/validation-texts";
import { sniffImageFormat } from "@shared/images/image-upload-schema";
import * as clock from "@shared/time/clock";
import type { CookieEnv } from "../../http/signed-cookies";
import type { Db } from "../../db/client";
import { listingPhotos } from "../../db/schema";
import { refusal } from "../../trpc/refusal";
import { auditEntry, type AuditActor } from "../audit/audit-log";
import { uploadUrl } from "../listings/community-listings";
import { imageDimensions } from "../uploads/image-dimensions";
import { attachPendingImage, releasePendingImage } from "../uploads/image-store";

type Owner = AuditActor & { id: string };
type PhotoEnv = CookieEnv & { UPLOADS: R2Bucket };

const target = (listingId: number) => ({ type: "listing", id: listingId });

/** The listing's photos in order, the cover first, as /owner shows them. */
export async function photosOf(db: Db, listingId: number) {
  const rows = await db
    .select({
      id: listingPhotos.id,
      key: listingPhotos.key,
      width: listingPhotos.width,
      height: listingPhotos.height,
      alt: listingPhotos.alt,
      alt_fr: listingPhotos.alt_fr,
    })
    .from(listingPhotos)
    .where(eq(listingPhotos.listing_id, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
  return rows.map(({ key, ...photo }) => ({ ...photo, src: uploadUrl(key) }));
}

/** One photo of this listing (its key and place), or NOT_FOUND: another listing's photo is never touched. */
async function photoOf(db: Db, listingId: number, id: number) {
  const [photo] = await db
    .select({ key: listingPhotos.key, position: listingPhotos.position })
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, id), eq(listingPhotos.listing_id, listingId)));
  if (!photo) throw refusal("NOT_FOUND", ownerMessages, "photoUnknown");
  return photo;
}

const countOf = (db: Db, listingId: number) => db.select({ n: count() }).from(listingPhotos).where(eq(listingPhotos.listing_id, listingId));

/**
 * Attaches an upload as the listing's last photo: the uploader's token moves it to its final key, its
 * header gives its size. Past LISTING_PHOTOS_MAX nothing is attached; the insert checks the count again,
 * so two adds at once cannot pass the cap (the loser's copy is deleted).
 */
export async function addPhoto(
  db: Db,
  env: PhotoEnv,
  input: { listingId: number; key: string; token: string; alt: string; alt_fr: string | null },
  owner: Owner,
  now = clock.now(),
) {
  const full = () => refusal("BAD_REQUEST", ownerMessages, "photosFull", { params: { max: LISTING_PHOTOS_MAX } });
  const [{ n }] = (await countOf(db, input.listingId)) as [{ n: number }];
  if (n >= LISTING_PHOTOS_MAX) throw full();
  if (!(await attachPendingImage(env, input.key, input.token))) throw refusal("BAD_REQUEST", validationMessages, "imageMissing", { field: "key" });
  const bytes = new Uint8Array(await (await env.UPLOADS.get(input.key))!.arrayBuffer());
  const format = sniffImageFormat(bytes);
  // The upload route refused anything without a readable size; this is the same image.
  const size = format && imageDimensions(bytes, format);
  if (!size) throw new Error(`listing photo ${input.key}: no readable size`);
  const mine = eq(listingPhotos.listing_id, input.listingId);
  const [added] = await db
    .insert(listingPhotos)
    .select(
      sql`SELECT NULL, ${input.listingId}, ${input.key}, ${size.width}, ${size.height},
        (SELECT coalesce(max(${listingPhotos.position}) + 1, 0) FROM ${listingPhotos} WHERE ${mine}),
        ${input.alt}, ${input.alt_fr}, ${owner.id}, ${now.toISOString()}
      WHERE (SELECT count(*) FROM ${listingPhotos} WHERE ${mine}) < ${LISTING_PHOTOS_MAX}`,
    )
    .returning({ id: listingPhotos.id });
  if (!added) {
    await env.UPLOADS.delete(input.key);
    throw full();
  }
  await db.batch([auditEntry(db, owner, { action: "owner.photo", target: target(input.listingId), detail: { op: "add", photoId: added.id } }, now)]);
  await releasePendingImage(env.UPLOADS, input.key);
  return added;
}

/** Removes a photo and its image: the ones after it move up a place (the next becomes the cover). */
export async function removePhoto(db: Db, bucket: R2Bucket, listingId: number, id: number, owner: Owner, now = clock.now()) {
  const photo = await photoOf(db, listingId, id);
  await db.batch([
    db.delete(listingPhotos).where(eq(listingPhotos.id, id)),
    db
      .update(listingPhotos)
      .set({ position: sql`${listingPhotos.position} - 1` })
      .where(and(eq(listingPhotos.listing_id, listingId), gt(listingPhotos.position, photo.position))),
    auditEntry(db, owner, { action: "owner.photo", target: target(listingId), detail: { op: "remove", photoId: id } }, now),
  ]);
  await bucket.delete(photo.key);
}

/** Puts the listing's photos in the order given, which names each of them once. */
export async function reorderPhotos(db: Db, listingId: number, ids: number[], owner: Owner, now = clock.now()) {
  const current = new Set((await photosOf(db, listingId)).map((photo) => photo.id));
  if (ids.some((id) => !current.has(id))) throw refusal("NOT_FOUND", ownerMessages, "photoUnknown");
  if (new Set(ids).size !== ids.length || ids.length !== current.size) throw refusal("BAD_REQUEST", ownerMessages, "photoOrderMismatch");
  await db.batch([
    auditEntry(db, owner, { action: "owner.photo", target: target(listingId), detail: { op: "reorder", ids } }, now),
    ...ids.map((id, position) => db.update(listingPhotos).set({ position }).where(eq(listingPhotos.id, id))),
  ]);
}

/** Makes a photo the cover (position 0); the ones before it move down a place. */
export async function setCover(db: Db, listingId: number, id: number, owner: Owner, now = clock.now()) {
  const photo = await photoOf(db, listingId, id);
  if (photo.position === 0) return;
  await db.batch([
    db
      .update(listingPhotos)
      .set({ position: sql`${listingPhotos.position} + 1` })
      .where(and(eq(listingPhotos.listing_id, listingId), lt(listingPhotos.position, photo.position))),
    db.update(listingPhotos).set({ position: 0 }).where(eq(listingPhotos.id, id)),
    auditEntry(db, owner, { action: "owner.photo", target: target(listingId), detail: { op: "cover", photoId: id } }, now),
  ]);
}
