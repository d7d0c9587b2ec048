// The public reads of the `listings` table. Each answer is one D1 batch whose cost grows with the page
// size, not with the number of listings: list pages walk an index in id order (keyset `after`, or
// ?page=N), event lists an index in time order (keyset `cursor`), totals and city counts come from
// `listing_counts` and `event_counts` (kept by triggers), a date window's from the same index, counted
// up to WINDOW_COUNT_CAP; home picks are LIMIT 3 reads, and a detail is a unique-index lookup. Search is
// in ./search-queries.ts.
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing";
import type { CategorySlug } from "@shared/places/business-categories";
import { resolveCity } from "@shared/places/city-provinces";
import { FEATURED_COUNT, TRENDING_COUNT } from "@shared/home/home-selections";
import { citiesByDistance } from "@shared/places/nearby-cities";
import type { EventWhen } from "@shared/events/event-whens";
import { eventWindow } from "@shared/events/event-windows";
import { PAGE_SIZE, WINDOW_COUNT_CAP, cappedCount } from "@shared/listings/paging";
import * as clock from "@shared/time/clock";
import { openNowCondition } from "../hours/open-now-sql";
import { CLOSING_TYPES } from "@shared/listings/listing-timing";
import { listZone } from "@shared/time/event-occurrences";
import {
  cardColumnsSql,
  detailColumnsSql,
  listingsFromSql,
  read,
  readBatch,
  toPublicListing,
  translationJoinSql,
  type BrowsableListing,
  type Read,
  type ReadContext,
} from "./listing-rows";
import { eventRow, listingRow, totalRow, typeCountRow, type ListingSqlRow } from "./row-shapes";

const BROWSABLE_SQL = `(${BROWSABLE_TYPES.map((t) => `'${t}'`).join(", ")})`;
export const PUBLISHED = "l.status = 'published'";
/**
 * "Any browsable type" as a filter only: the unary + keeps SQLite from answering `type IN (…)` through
 * the type index and then sorting every match by id; the id order then comes from the table itself
 * (or the city index), so LIMIT stops after one page.
 */
const ANY_BROWSABLE = `+l.type IN ${BROWSABLE_SQL}`;

/** The canonical name of a city filter ("toronto" → "Toronto"); unknown names are kept (they match nothing). */
export const cityName = (city: string) => resolveCity(city)?.city ?? city;

export interface ListFilter {
  type?: BrowsableType | undefined;
  city?: string | undefined;
  /** Events only: a date window, or the past ones (none: ongoing and to come). */
  when?: EventWhen | undefined;
  /** 1-based page (offset paging, for ?page=N links). */
  page?: number | undefined;
  /** Keyset paging: listings after this id (Load more, lists in id order). Wins over `page`. */
  after?: number | undefined;
  /** Keyset paging of event lists (in time order): "time.id" of the last card shown. Wins over `page`. */
  cursor?: string | undefined;
  /** Only listings open at this moment (the one clock's), in their city's time zone. */
  open?: "now" | undefined;
  /** The shop list only: the shops and gems of one business category (decision 0117). */
  category?: CategorySlug | undefined;
}

export interface ListingPage {
  items: BrowsableListing[];
  /** Published listings matching the filter (all pages); a date window's up to WINDOW_COUNT_CAP. */
  total: number;
  /** More than `total` match (a date window's count stopped at its cap: "50+"). */
  totalCapped: boolean;
  /** The page served, or null for a keyset (`after`, `cursor`) request. */
  page: number | null;
  /** The `after` of the next page, or null when this is the last (or the list is in time order). */
  nextAfter: number | null;
  /** The `cursor` of the next page of an event list, or null when this is the last (or the list is in id order). */
  nextCursor: string | null;
}

/**
 * An event that has not ended (ongoing or to come), or a posting not closed: the read-time check on the
 * materialised next end, so an occurrence that ended (or a closing day that passed) since the Cron Trigger
 * last ran is never listed. Other types pass.
 */
const ENDING_SQL = ["event", ...CLOSING_TYPES].map((t) => `'${t}'`).join(", ");
const NOT_ENDED = `(l.type NOT IN (${ENDING_SQL}) OR l.next_end_at > ?)`;

/**
 * The open postings of the closing types (jobs), of all cities or one (its name bound after `now`):
 * counted from their rows, since the counters also hold closed ones. Postings are few; each is one index
 * entry of (status, type, city, id).
 */
function openPostingsCountSql(types: readonly string[], city: string | undefined) {
  const names = types.map((t) => `'${t}'`).join(", ") || "NULL";
  return `SELECT count(*) FROM listings l WHERE l.status = 'published' AND l.type IN (${names}) AND l.next_end_at > ?${city === undefined ? "" : " AND l.city = ?"}`;
}
const isClosing = (type: BrowsableType) => (CLOSING_TYPES as readonly string[]).includes(type);

/**
 * Paid placement: the promoted listings a list holds lead its first page, Pro before Basic, each tier in
 * the list's own order, and leave the rest of the list, so no page shows one twice and Load more and
 * ?page=N go on as before (the first page is longer by the pinned cards). Promotions are few (paid, 30
 * days), so pinning reads the promoted index's entries, not the list. A promotion whose end has passed
 * pins nothing even before the Cron Trigger clears it.
 */
function pinnedPromotions(
  ctx: ReadContext,
  where: readonly string[],
  params: readonly (string | number)[],
  order: string,
  nowMs: number,
  shown: boolean,
) {
  const pinnedWhere = `${where.join(" AND ")} AND l.promoted IS NOT NULL AND l.promoted_until > ?`;
  const pinnedOrder = `l.promoted <> 'pro', ${order}`;
  const pinnedParams = [...params, nowMs];
  return {
    /** The pinned cards when `shown` (the first page), else none (LIMIT 0 reads nothing). */
    rows: ctx.env.DB.prepare(
      `SELECT ${cardColumnsSql()} FROM ${PROMOTED_FROM} ${translationJoinSql()} WHERE ${pinnedWhere} ORDER BY ${pinnedOrder} LIMIT ?`,
    ).bind(...pinnedParams, shown ? PINNED_MAX : 0),
    /**
     * Every page's condition that leaves them out of the list. The subquery runs once per query and
     * only for a promoted row (OR stops at the first true term): an unpromoted row costs no extra read.
     */
    leftOut: {
      sql: `(l.promoted IS NULL OR l.id NOT IN (SELECT l.id FROM ${PROMOTED_FROM} WHERE ${pinnedWhere} ORDER BY ${pinnedOrder} LIMIT ?))`,
      params: [...pinnedParams, PINNED_MAX],
    },
  };
}

/** At most one page of cards is pinned; promotions past it keep their place in the list. */
const PINNED_MAX = PAGE_SIZE;

// The promoted index, named: a list's own index (type, city, time) would walk the whole list to find them.
const PROMOTED_FROM = "listings l INDEXED BY listings_status_promoted_id_idx";

/**
 * An event list in time order, walking an index: ongoing and upcoming by next start (a window bounds it),
 * or past by last end, most recent first. Upcoming and past totals are read from `event_counts`; a date
 * window counts its own events on the same index, stopping past WINDOW_COUNT_CAP.
 */
function eventStatements(ctx: ReadContext, filter: ListFilter, nowMs: number) {
  const where = ["l.status = 'published'", "l.type = 'event'"];
  const params: (string | number)[] = [];
  if (filter.city !== undefined) {
    where.push("l.city = ?");
    params.push(filter.city);
  }
  const { when } = filter;
  const past = when === "past";
  const cityParams = [...params];
  const counter = (kind: "upcoming" | "past") => ctx.env.DB.prepare(`SELECT (${eventCountSql(kind, filter.city)}) AS total`).bind(...cityParams);
  let count: D1PreparedStatement;
  if (when === "past") {
    count = counter("past");
    where.push("l.last_end_at <= ?");
    params.push(nowMs);
  } else {
    // Every occurrence ends after it starts: the events a window [from, until) overlaps.
    const window = eventWindow(when, nowMs, listZone(filter.city));
    where.push("l.next_start_at >= 0", "l.next_start_at < ?", "l.next_end_at > ?");
    params.push(window.until ?? Number.MAX_SAFE_INTEGER, window.from);
    count =
      when === undefined
        ? counter("upcoming")
        : ctx.env.DB.prepare(`SELECT count(*) AS total FROM (SELECT 1 FROM listings l WHERE ${where.join(" AND ")} LIMIT ?)`).bind(
            ...params,
            WINDOW_COUNT_CAP + 1,
          );
  }
  const key = past ? "l.last_end_at" : "l.next_start_at";
  const order = past ? `${key} DESC, l.id DESC` : `${key}, l.id`;
  const cursor = parseCursor(filter.cursor);
  // Past events pin nothing: a promotion is for what is still on.
  const pinned = pinnedPromotions(ctx, where, params, order, nowMs, !past && firstPage(filter, cursor !== null));
  const offset = cursor ? 0 : ((filter.page ?? 1) - 1) * PAGE_SIZE;
  const pageWhere = [...where];
  const pageParams = [...params];
  if (!past) {
    pageWhere.push(pinned.leftOut.sql);
    pageParams.push(...pinned.leftOut.params);
  }
  if (cursor) {
    pageWhere.push(`(${key}, l.id) ${past ? "<" : ">"} (?, ?)`);
    pageParams.push(cursor.time, cursor.id);
  }
  const rows = ctx.env.DB.prepare(
    `SELECT ${cardColumnsSql()}, ${key} AS sort_key FROM ${listingsFromSql()} WHERE ${pageWhere.join(" AND ")} ORDER BY ${order} LIMIT ? OFFSET ?`,
  ).bind(...pageParams, PAGE_SIZE + 1, offset);
  // A date window's count stops at its cap; the counters' are exact.
  const capped = !past && when !== undefined;
  return { rows, count, capped, keyset: cursor !== null, pinned: pinned.rows };
}

/** "time.id" → its parts, or null (none or malformed: the first page). */
function parseCursor(cursor: string | undefined) {
  const match = cursor ? /^(\d{1,16})\.(\d{1,16})$/.exec(cursor) : null;
  return match ? { time: Number(match[1]), id: Number(match[2]) } : null;
}

function listStatements(ctx: ReadContext, filter: ListFilter, nowMs: number) {
  const where = [PUBLISHED];
  const params: (string | number)[] = [];
  if (filter.category) {
    // Only shops and gems ever hold a category (every write path checks it), and they never end: the
    // list walks the category index in id order and counts on that index alone (decision 0117).
    where.push("l.category = ?");
    params.push(filter.category);
  } else if (filter.type) {
    where.push(NOT_ENDED, "l.type = ?");
    params.push(nowMs, filter.type);
  } else {
    where.push(NOT_ENDED, ANY_BROWSABLE);
    params.push(nowMs);
  }
  if (filter.city !== undefined) {
    where.push("l.city = ?");
    params.push(filter.city);
  }
  if (filter.open) {
    const open = openNowCondition(clock.now());
    where.push(open.sql);
    params.push(...open.params);
  }
  const pinned = pinnedPromotions(ctx, where, params, "l.id", nowMs, firstPage(filter, filter.after !== undefined));
  // Neither type nor city: walk the table in id order (every index would need a sort).
  if (!filter.type && !filter.category && filter.city === undefined) where[0] = "+l.status = 'published'";
  // The counters know nothing of opening hours nor categories: such a list counts its matches (a
  // category's on its index).
  const openTotal =
    filter.open || filter.category || (filter.type && isClosing(filter.type))
      ? ctx.env.DB.prepare(`SELECT count(*) AS total FROM listings l WHERE ${where.join(" AND ")}`).bind(...params)
      : null;
  const keyset = filter.after !== undefined;
  if (keyset) {
    where.push("l.id > ?");
    params.push(filter.after!);
  }
  where.push(pinned.leftOut.sql);
  params.push(...pinned.leftOut.params);
  const offset = keyset ? 0 : ((filter.page ?? 1) - 1) * PAGE_SIZE;
  // One row past the page says whether another page follows.
  const rows = ctx.env.DB.prepare(
    `SELECT ${cardColumnsSql()} FROM ${listingsFromSql()} WHERE ${where.join(" AND ")} ORDER BY l.id LIMIT ? OFFSET ?`,
  ).bind(...params, PAGE_SIZE + 1, offset);
  // The counters hold every published listing; events count only while not ended (the events index),
  // postings only while open.
  const types = filter.type ? [filter.type] : BROWSABLE_TYPES.filter((t) => t !== "event" && !isClosing(t));
  const countWhere = [`type IN (${types.map(() => "?").join(", ")})`];
  const countParams: (string | number)[] = [...types];
  if (filter.city !== undefined) {
    countWhere.push("city = ?");
    countParams.push(filter.city);
  }
  const counters = `SELECT coalesce(sum(n), 0) FROM listing_counts WHERE ${countWhere.join(" AND ")}`;
  const total =
    openTotal ??
    (filter.type
      ? ctx.env.DB.prepare(`SELECT (${counters}) AS total`).bind(...countParams)
      : ctx.env.DB.prepare(
          `SELECT (${counters}) + (${eventCountSql("upcoming", filter.city)}) + (${openPostingsCountSql(CLOSING_TYPES, filter.city)}) AS total`,
        ).bind(...countParams, ...(filter.city === undefined ? [] : [filter.city]), nowMs, ...(filter.city === undefined ? [] : [filter.city])));
  return { rows, total, openTotal, keyset, pinned: pinned.rows };
}

/** The first page of a list, where promotions are pinned: not a keyset request, and page 1. */
const firstPage = (filter: ListFilter, keyset: boolean) => !keyset && (filter.page ?? 1) === 1;

/** The upcoming or past events of all cities or one (its name bound), from the counters. */
function eventCountSql(kind: "upcoming" | "past", city: string | undefined) {
  // Every city's total is its own row ('*', kept by the same triggers): one row read, not one per city.
  return `SELECT coalesce(sum(${kind}), 0) FROM event_counts WHERE city = ${city === undefined ? "'*'" : "?"}`;
}

type EventSqlRow = ListingSqlRow & { sort_key: number };

type Total = Pick<ListingPage, "total" | "totalCapped">;

/** A counted total: a date window's stops at its cap ("50+"), the counters' are exact. */
const toTotal = (counted: number, capped: boolean): Total =>
  capped ? cappedCount(counted, WINDOW_COUNT_CAP) : { total: counted, totalCapped: false };

/** A page of a list: its pinned promotions (first page only), then the list's page; the next page follows the list. */
function toPage(rows: ListingSqlRow[], pinned: ListingSqlRow[], total: Total, page: number | null): ListingPage {
  const shown = rows.slice(0, PAGE_SIZE);
  const last = shown[shown.length - 1];
  const items = [...pinned, ...shown].map(toPublicListing);
  return { items, ...total, page, nextAfter: rows.length > PAGE_SIZE && last ? last.id : null, nextCursor: null };
}

function toEventPage(rows: EventSqlRow[], pinned: ListingSqlRow[], total: Total, page: number | null): ListingPage {
  const shown = rows.slice(0, PAGE_SIZE);
  const last = shown[shown.length - 1];
  const nextCursor = rows.length > PAGE_SIZE && last ? `${last.sort_key}.${last.id}` : null;
  return { items: [...pinned, ...shown].map(toPublicListing), ...total, page, nextAfter: null, nextCursor };
}

/** Event lists (type event) are in time order; every other list in the stable list order (id). */
const inTimeOrder = (filter: ListFilter) => filter.type === "event";

/** A page of published listings of a type and/or city: events ongoing or to come by next start (or past), others by id. */
export async function listPage(ctx: ReadContext, filter: ListFilter): Promise<ListingPage> {
  const resolved = { ...filter, city: filter.city === undefined ? undefined : cityName(filter.city) };
  const nowMs = clock.nowMs();
  if (inTimeOrder(resolved)) {
    const { rows, count, capped, keyset, pinned } = eventStatements(ctx, resolved, nowMs);
    const [found, [counted], promoted] = await readBatch(ctx, [read(rows, eventRow), read(count, totalRow), read(pinned, listingRow)]);
    return toEventPage(found, promoted, toTotal(counted?.total ?? 0, capped), keyset ? null : (filter.page ?? 1));
  }
  const { rows, total, keyset, pinned } = listStatements(ctx, resolved, nowMs);
  const [found, [count], promoted] = await readBatch(ctx, [read(rows, listingRow), read(total, totalRow), read(pinned, listingRow)]);
  return toPage(found, promoted, toTotal(count?.total ?? 0, false), keyset ? null : (filter.page ?? 1));
}

/** One published listing by its address (type, city slug, slug), or null. */
export async function getByAddress(ctx: ReadContext, type: BrowsableType, citySlug: string, slug: string) {
  const [[row]] = await readBatch(ctx, [
    read(
      ctx.env.DB.prepare(
        `SELECT ${detailColumnsSql()} FROM ${listingsFromSql()} WHERE l.type = ? AND l.city_slug = ? AND l.slug = ? AND ${PUBLISHED}`,
      ).bind(type, citySlug, slug),
      listingRow,
    ),
  ]);
  return row ? toPublicListing(row) : null;
}

/**
 * A city's counts per type (events: the ones not ended) and one page of one tab (all types, or one), or
 * null for an unknown city.
 */
export async function cityPage(ctx: ReadContext, city: string, filter: Omit<ListFilter, "city">) {
  const resolved = resolveCity(city);
  if (!resolved) return null;
  const nowMs = clock.nowMs();
  const scoped = { ...filter, city: resolved.city };
  const events = inTimeOrder(scoped);
  const tab = events ? eventStatements(ctx, scoped, nowMs) : listStatements(ctx, scoped, nowMs);
  const counts = ctx.env.DB.prepare(
    `SELECT type, n FROM listing_counts WHERE type IN ${BROWSABLE_SQL} AND type NOT IN (${ENDING_SQL}) AND city = ?
     UNION ALL SELECT 'event', (${eventCountSql("upcoming", resolved.city)})
     ${CLOSING_TYPES.map((t) => `UNION ALL SELECT '${t}', (${openPostingsCountSql([t], resolved.city)})`).join(" ")}`,
  ).bind(resolved.city, resolved.city, ...CLOSING_TYPES.flatMap(() => [nowMs, resolved.city]));
  // A date window or "open now" counts its own matches (the tabs keep their full counts).
  const tabTotal = "count" in tab ? (filter.when ? tab.count : null) : tab.openTotal;
  const capped = "capped" in tab && tab.capped;
  const page = filter.page ?? 1;
  const pinned = read(tab.pinned, listingRow);
  if (events) {
    const { found, promoted, byType, total } = await cityTab(ctx, read(tab.rows, eventRow), pinned, counts, tabTotal, filter.type);
    return { ...resolved, counts: byType, listings: toEventPage(found, promoted, toTotal(total, capped), page) };
  }
  const { found, promoted, byType, total } = await cityTab(ctx, read(tab.rows, listingRow), pinned, counts, tabTotal, filter.type);
  return { ...resolved, counts: byType, listings: toPage(found, promoted, toTotal(total, capped), page) };
}

/** A city tab's rows and pinned promotions, the city's counts per type, and the tab's total (its own count when it has one). */
async function cityTab<T>(
  ctx: ReadContext,
  rows: Read<T>,
  pinned: Read<ListingSqlRow>,
  counts: D1PreparedStatement,
  tabTotal: D1PreparedStatement | null,
  type: BrowsableType | undefined,
) {
  const [found, promoted, countRows, windowed] = tabTotal
    ? await readBatch(ctx, [rows, pinned, read(counts, typeCountRow), read(tabTotal, totalRow)])
    : [...(await readBatch(ctx, [rows, pinned, read(counts, typeCountRow)])), []];
  const byType = Object.fromEntries(BROWSABLE_TYPES.map((t) => [t, 0])) as Record<BrowsableType, number>;
  for (const row of countRows) byType[row.type] = row.n;
  const total = windowed[0] ? windowed[0].total : type ? byType[type] : Object.values(byType).reduce((a, b) => a + b, 0);
  return { found, promoted, byType, total };
}

/**
 * The spec's home rules as queries: Featured = the first 3 featured listings, with promoted Pro
 * listings first (paid placement); Trending = the first 3 of the first 12 listings in list order.
 * With my city, both come from that city first, then from the cities nearest to it by great-circle
 * distance (shared/places/nearby-cities.ts) when it has fewer than 3, then from anywhere as above.
 */
export async function homeSelections(ctx: ReadContext, city?: string) {
  // An ended event is never featured nor trending.
  const nowMs = clock.nowMs();
  const pick = (condition: string, limit: number) =>
    ctx.env.DB.prepare(
      `SELECT ${cardColumnsSql()} FROM ${listingsFromSql()} WHERE ${condition} AND ${ANY_BROWSABLE} AND ${NOT_ENDED} ORDER BY l.id LIMIT ?`,
    ).bind(nowMs, limit);
  // Nearest cities first: one JSON object of city → rank, joined by name (bounded by the known cities,
  // each met through the (status, city, id) index), so the order needs no distance maths in SQL.
  const ranks = city ? JSON.stringify(Object.fromEntries(citiesByDistance(city).map((name, rank) => [name, rank]))) : null;
  const pickNear = (condition: string, limit: number) =>
    ctx.env.DB.prepare(
      `SELECT ${cardColumnsSql()} FROM ${listingsFromSql()} JOIN json_each(?) near ON near.key = l.city
       WHERE ${condition} AND ${ANY_BROWSABLE} AND ${NOT_ENDED} ORDER BY near.value, l.id LIMIT ?`,
    ).bind(ranks, nowMs, limit);
  const statements = [
    read(pick(`${PUBLISHED} AND l.promoted = 'pro'`, FEATURED_COUNT), listingRow),
    read(pick(`${PUBLISHED} AND l.featured = 1`, FEATURED_COUNT), listingRow),
    // The first listings in list order: walk the table by id (no index would be cheaper).
    read(pick("+l.status = 'published'", TRENDING_COUNT), listingRow),
  ];
  if (ranks) {
    statements.push(
      read(pickNear(`${PUBLISHED} AND l.promoted = 'pro'`, FEATURED_COUNT), listingRow),
      read(pickNear(`${PUBLISHED} AND l.featured = 1`, FEATURED_COUNT), listingRow),
      read(pickNear(PUBLISHED, TRENDING_COUNT), listingRow),
    );
  }
  const [pro = [], featured = [], first = [], nearPro = [], nearFeatured = [], nearFirst = []] = await readBatch(ctx, statements);
  const featuredPicks = [...featuredOrder(nearPro, nearFeatured), ...featuredOrder(pro, featured)];
  return {
    featured: firstDistinct(featuredPicks, FEATURED_COUNT),
    trending: firstDistinct([...nearFirst, ...first].map(toPublicListing), TRENDING_COUNT),
  };
}

/** Pro listings first, marked featured (paid placement), then the featured ones. */
function featuredOrder(pro: readonly ListingSqlRow[], featured: readonly ListingSqlRow[]) {
  return [...pro.map((row) => ({ ...toPublicListing(row), featured: true })), ...featured.map(toPublicListing)];
}

/** The first `count` listings, each once (the near and the anywhere picks overlap). */
function firstDistinct<T extends { id: number }>(listings: readonly T[], count: number): T[] {
  const seen = new Set<number>();
  return listings.filter((listing) => !seen.has(listing.id) && seen.add(listing.id)).slice(0, count);
}

/**
 * The cards of saved listings by id (the Saved page; at most SAVED_PLACES_MAX ids, checked by its input):
 * the published ones in the order asked, and the ids that are not (unpublished, rejected or gone), so the
 * page can say so. The ids travel as one JSON parameter (D1 binds at most 100), and the primary key finds each.
 */
export async function savedListings(ctx: ReadContext, ids: readonly number[]) {
  const [rows] = await readBatch(ctx, [
    read(
      ctx.env.DB.prepare(
        `SELECT ${cardColumnsSql()} FROM ${listingsFromSql()} WHERE l.id IN (SELECT value FROM json_each(?)) AND ${PUBLISHED} AND ${ANY_BROWSABLE}`,
      ).bind(JSON.stringify(ids)),
      listingRow,
    ),
  ]);
  const found = new Map(rows.map((row) => [row.id, toPublicListing(row)]));
  return {
    items: ids.flatMap((id) => found.get(id) ?? []),
    unlisted: ids.filter((id) => !found.has(id)),
  };
}
