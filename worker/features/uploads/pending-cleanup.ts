// The Cron Trigger's job ([triggers] in wrangler.toml, hourly): delete uploads that no submission
// attached within 24 hours of upload, so the bucket cannot be filled with images nobody submits.
import { PENDING_PREFIX } from "./image-store";

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
