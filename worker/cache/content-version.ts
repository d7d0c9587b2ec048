// The content version the page cache keys on (D1 `content_version`, bumped by triggers with any change to
// `listings`). Reading it is a D1 round trip (often to another region), which would make every cache hit
// as slow as a query, so an isolate remembers it for VERSION_FRESH_MS: a change through this isolate
// (admin mutations forget it, worker/trpc/init.ts) shows at once, one made elsewhere within
// VERSION_FRESH_MS. Its age is read from the one clock, so tests move the clock instead of waiting.
import * as clock from "@shared/time/clock";
import { eq } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { contentVersion } from "../db/schema";

/** How long an isolate trusts the version it last read. */
export const VERSION_FRESH_MS = 1000;

let remembered: { version: number; readAt: number } | null = null;

/** Reads the version as D1 holds it now (one row); batch it with other reads to save a round trip. */
export const contentVersionQuery = <S extends Record<string, unknown>>(db: DrizzleD1Database<S>) =>
  db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));

/** The version this isolate read less than VERSION_FRESH_MS ago, or null. */
export function freshContentVersion(): number | null {
  return remembered && clock.nowMs() - remembered.readAt < VERSION_FRESH_MS ? remembered.version : null;
}

/** The highest version this isolate has read. */
let highest = 0;

/**
 * Records a version just read from D1 (through contentVersionQuery) and answers the version to use.
 * Reads may come from different replicas (worker/db/d1-session.ts), one behind another: an isolate
 * never steps back to a version older than one it has read, so its cached pages never go back in time.
 */
export function rememberContentVersion(row: { version: number } | undefined): number {
  highest = Math.max(highest, row?.version ?? 0);
  remembered = { version: highest, readAt: clock.nowMs() };
  return highest;
}

/** The version, from memory while it is fresh. Throws when it must be read and D1 cannot be. */
export async function currentContentVersion(db: D1Database): Promise<number> {
  return freshContentVersion() ?? rememberContentVersion((await contentVersionQuery(drizzle(db)))[0]);
}

/** After a write through this isolate: the next request reads the version again. */
export function forgetContentVersion(): void {
  remembered = null;
}
