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
import type { TimingColumns } from "@shared/time/event-occurrences";
import { forgetContentVersion } from "../../cache/content-version";

/** The Cron Trigger that runs moveEventsOn (wrangler.toml lists it). */
export const EVENTS_CRON = "*/15 * * * *";

/** Rows moved on per statement batch; a run keeps going until none is due (or the round limit). */
const BATCH = 200;
const MAX_ROUNDS = 50;

type DueRow = TimingColumns & { id: number };

/** Recomputes every listing whose next occurrence ended at or before `nowMs`; answers how many. */
export async function moveEventsOn(db: D1Database, nowMs: number): Promise<number> {
  let moved = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { results } = await db
      .prepare(
        "SELECT id, type, city, date, ends_on, start_time, end_time, repeat_rule FROM listings WHERE next_end_at <= ? ORDER BY next_end_at LIMIT ?",
      )
      .bind(nowMs, BATCH)
      .all<DueRow>();
    if (results.length === 0) return moved;
    await db.batch(
      results.map((row) => {
        const next = materialiseColumns(row, nowMs);
        return db
          .prepare("UPDATE listings SET next_start_at = ?, next_end_at = ?, last_end_at = ? WHERE id = ?")
          .bind(next.next_start_at, next.next_end_at, next.last_end_at, row.id);
      }),
    );
    moved += results.length;
    // The writes moved the content version (triggers): this isolate reads it afresh, as after a mutation.
    forgetContentVersion();
  }
  return moved;
}
