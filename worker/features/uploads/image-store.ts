// Submission images in the UPLOADS R2 bucket, under keys generated here (a UUID and the sniffed format),
// so nothing a client names reaches the bucket's key space. An upload lands under `pending/` with a
// signed upload token for its uploader; only a submission presenting that token moves it to its final
// (bare) key. Whatever is still pending 24 h after upload is deleted by the hourly Cron Trigger
// (deleteStalePendingUploads), so the bucket cannot be filled with images nobody submits.
import { IMAGE_FORMATS, IMAGE_KEY_PATTERN, type ImageFormat } from "@shared/images/image-upload-schema";
import { signText, verifyText, type CookieEnv } from "../../http/signed-cookies";

export const PENDING_PREFIX = "pending/";

/** What the upload token signs: the key, in a namespace no cookie uses. */
const tokenText = (key: string) => `upload-token:${key}`;

export async function storePendingImage(env: CookieEnv & { UPLOADS: R2Bucket }, bytes: Uint8Array, format: ImageFormat) {
  const key = `${crypto.randomUUID()}.${format}`;
  // Sign first: with an unusable secret nothing is stored.
  const token = await signText(env, tokenText(key));
  await env.UPLOADS.put(`${PENDING_PREFIX}${key}`, bytes, { httpMetadata: { contentType: IMAGE_FORMATS[format] } });
  return { key, token };
}

/**
 * Attaches a pending upload for a submission: checks the uploader's token, then copies the image to
 * its final key. Answers false when the token is wrong or nothing is pending under the key (never
 * uploaded, already attached, or expired). The pending copy stays until `releasePendingImage`, so a
 * submission that fails to save can be sent again with the same token.
 */
export async function attachPendingImage(env: CookieEnv & { UPLOADS: R2Bucket }, key: string, token: string): Promise<boolean> {
  if (!IMAGE_KEY_PATTERN.test(key) || !(await verifyText(env, tokenText(key), token))) return false;
  const pending = await env.UPLOADS.get(`${PENDING_PREFIX}${key}`);
  if (!pending) return false;
  await env.UPLOADS.put(key, pending.body, { httpMetadata: pending.httpMetadata });
  return true;
}

/** Drops the pending copy once the submission that attached it is saved. */
export async function releasePendingImage(bucket: R2Bucket, key: string): Promise<void> {
  await bucket.delete(`${PENDING_PREFIX}${key}`);
}

export async function readImage(bucket: R2Bucket, key: string): Promise<R2ObjectBody | null> {
  if (!IMAGE_KEY_PATTERN.test(key)) return null;
  return bucket.get(key);
}

/** How long an upload may wait for its submission. */
export const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Deletes every pending upload older than the lifetime at `now`; answers how many. */
export async function deleteStalePendingUploads(bucket: R2Bucket, now: number): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: PENDING_PREFIX, cursor, limit: 1000 });
    const stale = page.objects.filter((object) => now - object.uploaded.getTime() >= PENDING_LIFETIME_MS).map((object) => object.key);
    // R2 deletes up to 1,000 keys per call; a page holds at most that many.
    if (stale.length > 0) await bucket.delete(stale);
    deleted += stale.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
