// A page of an events list whose date window starts later than now (the weekend asked on a weekday),
// reading about one page of rows (decision 0172). In (next start, id) order its events are first those
// already on at the window's start `from`, then those starting in [from, until). The second are one range
// of the next-start index. The first are found by duration class (worker/db/event-duration-classes.ts):
// an event of class c still on at `from` started less than the class's ceiling before it, so each class
// is one short range of its index. Every range is walked in (next start, id) order and SQLite merges them
// (a compound SELECT's ORDER BY), stopping at the page's end: only the rows the page shows, one past each
// range's last shown row, and the few events of a range that ended before `from` are read. The events
// are exactly the ones `next_start_at < until AND next_end_at > from` holds (every occurrence ends after
// it starts), in the same order.
import { DURATION_CLASS_CEILINGS, UNBOUNDED_DURATION_CLASS } from "../../db/event-duration-classes";
import { cardColumnsSql, listingsFromSql } from "./listing-rows";

/** D1 compiles a compound SELECT of at most five terms. */
const COMPOUND_TERMS_MAX = 5;
type Param = string | number;
type Fragment = { sql: string; params: readonly Param[] };

/**
 * Parameters numbered once (?1, ?2, …) however often the statement repeats them: its ranges repeat the
 * list's conditions, and D1 binds at most 100 parameters per statement.
 */
function numbered() {
  const params: Param[] = [];
  const bind = (value: Param) => `?${params.push(value)}`;
  /** A fragment written with anonymous `?`s, as numbered ones bound here. */
  const fragment = ({ sql, params: values }: Fragment) => {
    let used = 0;
    const out = sql.replace(/\?(?!\d)/g, () => bind(values[used++]!));
    if (used !== values.length) throw new Error(`${values.length} parameters for ${used} places`);
    return out;
  };
  return { params, bind, fragment };
}

export interface LaterWindowPage {
  /** The list's scope: published events, in one city or all. */
  scope: Fragment;
  window: { from: number; until: number };
  /** The pinned promotions the list leaves out (see pinnedPromotions). */
  leftOut: Fragment;
  /** Keyset paging: after this (next start, id). */
  cursor: { time: number; id: number } | null;
  offset: number;
  /** Rows asked for (a page and one more, which says that another follows). */
  limit: number;
}

/** The statement reading the page's cards, each with its next start as `sort_key`. */
export function laterWindowRows(db: D1Database, page: LaterWindowPage) {
  const { params, bind, fragment } = numbered();
  const from = bind(page.window.from);
  const until = bind(page.window.until);
  const listed = [fragment(page.scope), fragment(page.leftOut)];
  let after: string | null = null;
  if (page.cursor) {
    after = bind(page.cursor.time);
    // Only a filter (the unary +): as the walk's lower bound SQLite would drop its upper one.
    listed.push(`(+l.next_start_at, l.id) > (${after}, ${bind(page.cursor.id)})`);
  }
  // Each range starts at the cursor's time when that is later, so the walk starts there.
  const startsFrom = (bound: string) => `l.next_start_at >= ${after ? `max(${bound}, ${after})` : bound}`;
  const started = `l.next_start_at < ${from} AND l.next_end_at > ${from}`;
  const ranges = [
    // Strictly after `from` less the ceiling: ms are whole numbers.
    ...DURATION_CLASS_CEILINGS.map((ceiling, c) => `l.next_duration_class = ${c} AND ${startsFrom(`${from} - ${ceiling - 1}`)} AND ${started}`),
    `l.next_duration_class = ${UNBOUNDED_DURATION_CLASS} AND ${startsFrom("0")} AND ${started}`,
    // Those starting in the window (their end, after their start, is after `from`; the term keeps out any
    // row written otherwise, as the walk did).
    `${startsFrom(from)} AND l.next_start_at < ${until} AND l.next_end_at > ${from}`,
  ];
  const selects = ranges.map(
    (range) => `SELECT ${cardColumnsSql()}, l.next_start_at AS sort_key FROM ${listingsFromSql()} WHERE ${[...listed, range].join(" AND ")}`,
  );
  const inWindow = selects.pop()!;
  const limit = bind(page.limit);
  const offset = bind(page.offset);
  // The class ranges in a few groups, each a compound of its own, so that no compound has more terms
  // than D1 allows; SQLite flattens them into one merge.
  const size = Math.ceil(selects.length / (COMPOUND_TERMS_MAX - 1));
  const groups = [];
  for (let i = 0; i < selects.length; i += size) groups.push(`SELECT * FROM (${selects.slice(i, i + size).join(" UNION ALL ")})`);
  const sql = `${[...groups, inWindow].join(" UNION ALL ")} ORDER BY sort_key, id LIMIT ${limit} OFFSET ${offset}`;
  return db.prepare(sql).bind(...params);
}
