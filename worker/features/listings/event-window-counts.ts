// A date window's total from counters (decision 0169). An occurrence always ends after it starts, so the
// events a window [from, until) overlaps are those starting before `until` less those ending by `from`.
// `event_window_counts` (migration 0026, kept by triggers from next_start_at and next_end_at) counts
// them by the UTC day and the quarter hour their next occurrence starts and ends in: `until` is a local
// midnight, a quarter-hour boundary in every zone the cities use, so "starts before until" is the whole
// days before until's UTC day plus that day's quarters before it; "ends by from" likewise, plus the
// events ending in from's own quarter before it (when from is now: only occurrences ended since the Cron
// Trigger's last run, read on the next-end index). A window reads a few rows per day of it, however many
// events it holds.
import type { EventWindow } from "@shared/rules/event-windows";

const DAY_MS = 86_400_000;
const QUARTER_MS = 900_000;
const QUARTERS_PER_DAY = DAY_MS / QUARTER_MS;

/** The events of `edge` counted in the buckets before `at` (a quarter-hour boundary), from `city`'s ('*': all) counters. */
function bucketsBefore(edge: "start" | "end", city: string, at: number) {
  const day = Math.floor(at / DAY_MS);
  return {
    sql: `(SELECT coalesce(sum(n), 0) FROM event_window_counts WHERE city = ? AND edge = '${edge}' AND span = ${DAY_MS} AND slot < ?)
      + (SELECT coalesce(sum(n), 0) FROM event_window_counts WHERE city = ? AND edge = '${edge}' AND span = ${QUARTER_MS} AND slot >= ? AND slot < ?)`,
    params: [city, day, city, day * QUARTERS_PER_DAY, at / QUARTER_MS],
  };
}

/**
 * The statement answering `total`: the window's events of the list `listed` (the list's own condition:
 * published events, the city, the window) from the counters. Where the counters cannot answer exactly
 * — a window end off a quarter hour, or a day the floor has already folded (a clock set back) — it counts
 * the list's condition instead, as before.
 */
export function windowTotal(
  db: D1Database,
  window: EventWindow,
  city: string | undefined,
  listed: { sql: string; params: readonly (string | number)[] },
) {
  const counted = `SELECT count(*) FROM listings l WHERE ${listed.sql}`;
  if (window.until === null || window.until % QUARTER_MS !== 0) return db.prepare(`SELECT (${counted}) AS total`).bind(...listed.params);
  const place = city ?? "*";
  const started = bucketsBefore("start", place, window.until);
  // Ends are bucketed a millisecond early, so the buckets before a boundary hold the ends at or before it.
  const fromQuarter = Math.floor(window.from / QUARTER_MS) * QUARTER_MS;
  const ended = bucketsBefore("end", place, fromQuarter);
  const parts = [`(${started.sql})`, `(${ended.sql})`];
  const params = [...started.params, ...ended.params];
  if (fromQuarter < window.from) {
    // The ends between from's quarter and from itself.
    parts.push(
      `(SELECT count(*) FROM listings l INDEXED BY listings_next_end_at_idx WHERE l.next_end_at > ? AND l.next_end_at <= ?
        AND l.status = 'published' AND l.type = 'event' AND l.next_start_at >= 0${city === undefined ? "" : " AND l.city = ?"})`,
    );
    params.push(fromQuarter, window.from, ...(city === undefined ? [] : [city]));
  }
  return db
    .prepare(
      `SELECT CASE WHEN (SELECT day FROM event_window_floor) < ? THEN ${parts[0]} - ${parts.slice(1).join(" - ")}
        ELSE (${counted}) END AS total`,
    )
    .bind(Math.floor(fromQuarter / DAY_MS), ...params, ...listed.params);
}

/**
 * Folds the day buckets before yesterday (UTC) into yesterday's and drops their quarter hours, so a
 * window reads from yesterday on, not from the day its longest-running event started; the triggers put
 * anything before the floor in the floor's bucket. Once a day, from the events Cron Trigger.
 */
export async function foldPastEventWindows(db: D1Database, nowMs: number) {
  const floor = Math.floor(nowMs / DAY_MS) - 1;
  const kept = await db.prepare("SELECT day FROM event_window_floor").first<{ day: number }>();
  if (!kept || kept.day >= floor) return;
  await db.batch([
    db
      .prepare(
        `INSERT INTO event_window_counts (city, edge, span, slot, n)
         SELECT city, edge, span, ?1, sum(n) FROM event_window_counts WHERE span = ${DAY_MS} AND slot < ?1 GROUP BY city, edge HAVING sum(n) <> 0
         ON CONFLICT (city, edge, span, slot) DO UPDATE SET n = n + excluded.n`,
      )
      .bind(floor),
    db
      .prepare(`DELETE FROM event_window_counts WHERE (span = ${DAY_MS} AND slot < ?1) OR (span = ${QUARTER_MS} AND slot < ?1 * ${QUARTERS_PER_DAY})`)
      .bind(floor),
    db.prepare("UPDATE event_window_floor SET day = ?").bind(floor),
  ]);
}
