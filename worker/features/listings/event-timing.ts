// Keeping the materialised occurrence columns of `listings` (next_start_at, next_end_at, last_end_at)
// true as time passes. Every write path computes them when it writes an event (seed, publishing, admin
// edits); this moves them on once an occurrence has ended. The Cron Trigger runs it every 15 minutes,
// reading only the rows whose next occurrence has ended (the next_end_at index, a range scan).
//
// Staleness: lists filter on `next_end_at > now` at read time, so an ended occurrence is never listed as
// upcoming; until the next run (at most 15 minutes), a repeating event whose occurrence just ended is
// missing from the upcoming lists, and a one-off that just ended is missing from neither (past lists
// read `last_end_at`, which never changes with time).
import { materialiseColumns } from "@shared/listings/listing-timing";
import { asc, eq, lte } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { forgetContentVersion } from "../../cache/content-version";
import { pick } from "../../db/pick";
import { listings } from "../../db/schema";

/** The Cron Trigger that runs moveEventsOn (wrangler.toml lists it). */
export const EVENTS_CRON = "*/15 * * * *";

/** Rows moved on per statement batch; a run keeps going until none is due (or the round limit). */
const BATCH = 200;
const MAX_ROUNDS = 50;

/** What a listing's occurrences are computed from (timingOfColumns): the rows that RSVPs and reviews check read these too. */
export const TIMING_COLUMNS = pick(listings, ["type", "city", "date", "ends_on", "start_time", "end_time", "repeat_rule"]);

const DUE_COLUMNS = { id: listings.id, ...TIMING_COLUMNS };

/** Recomputes every listing whose next occurrence ended at or before `nowMs`; answers how many. */
export async function moveEventsOn(d1: D1Database, nowMs: number): Promise<number> {
  const db = drizzle(d1);
  let moved = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await db.select(DUE_COLUMNS).from(listings).where(lte(listings.next_end_at, nowMs)).orderBy(asc(listings.next_end_at)).limit(BATCH);
    const [first, ...rest] = due.map((row) => db.update(listings).set(materialiseColumns(row, nowMs)).where(eq(listings.id, row.id)));
    if (!first) return moved;
    await db.batch([first, ...rest]);
    moved += due.length;
    // The writes moved the content version (triggers): this isolate reads it afresh, as after a mutation.
    forgetContentVersion();
  }
  return moved;
}
