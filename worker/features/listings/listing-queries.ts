// The public reads of the `listings` table. Each answer is one D1 batch whose cost grows with the page
// size, not with the number of listings: list pages walk an index in id order (keyset `after`, or
// ?page=N), event lists an index in time order (keyset `cursor`), totals and city counts come from
// `listing_counts` and `event_counts` (kept by triggers), a date window's from the same index, counted
// up to WINDOW_COUNT_CAP; home picks are LIMIT 3 reads, and a detail is a unique-index lookup. Search is
// in ./search-queries.ts.
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/listings/listing";
import { CATEGORY_SLUGS, type CategorySlug } from "@shared/places/business-categories";
import { resolveCity } from "@shared/places/city-provinces";
import { FEATURED_COUNT, TRENDING_COUNT } from "@shared/home/home-selections";
import { citiesByDistance } from "@shared/places/nearby-cities";
import type { EventWhen } from "@shared/events/event-whens";
import { eventWindow } from "@shared/events/event-windows";
import { PAGE_SIZE, WINDOW_COUNT_CAP, cappedCount } from "@shared/listings/paging";
import * as clock from "@shared/time/clock";
import { Column, and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, notInArray, or, is, sql, type SQL } from "drizzle-orm";
import { openNowCondition } from "../hours/open-now";
import { CLOSING_TYPES, ENDING_TYPES } from "@shared/listings/listing-timing";
import { listZone } from "@shared/time/event-occurrences";
import { eventCounts, listingCounts, listings } from "../../db/schema";
import {
  cardColumns,
  detailColumns,
  inIds,
  l,
  readDb,
  toPublicListing,
  translation,
  withTranslation,
  type BrowsableListing,
  type CardRow,
  type ReadContext,
  type ReadDb,
} from "./listing-rows";

export const PUBLISHED = eq(l.status, "published");
/**
 * "Any browsable type" as a filter only: the unary + keeps SQLite from answering `type IN (…)` through
 * the type index and then sorting every match by id; the id order then comes from the table itself
 * (or the city index), so LIMIT stops after one page.
 */
const ANY_BROWSABLE = sql`+${l.type} IN ${BROWSABLE_TYPES}`;
/** Published, as a filter only: the list walks the table in id order (every index would need a sort). */
const PUBLISHED_FILTER = sql`+${l.status} = 'published'`;

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
  /** With a city only: the listings of one of its neighbourhoods (a slug; ?area=). */
  area?: string | undefined;
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
 * An event that has not ended (ongoing or to come), or a closing listing not closed: the read-time check on the
 * materialised next end, so an occurrence that ended (or a closing day that passed) since the Cron Trigger
 * last ran is never listed. Other types pass.
 */
const notEnded = (nowMs: number) => or(notInArray(l.type, ENDING_TYPES), gt(l.next_end_at, nowMs));
const isClosing = (type: BrowsableType) => (CLOSING_TYPES as readonly string[]).includes(type);

// Every count is a query of one row `{ total }` (or rows of `{ type, n }` per type), read in the page's
// batch and added up: from the counters (`listing_counts`, `event_counts`, kept by triggers) where they
// know the answer, else by counting the matching rows on an index.

/** Published listings of these types (all cities or one), from the counters. */
const countersTotal = (db: ReadDb, types: readonly string[], city: string | undefined) =>
  db
    .select({ total: sql<number>`coalesce(sum(${listingCounts.n}), 0)` })
    .from(listingCounts)
    .where(and(inArray(listingCounts.type, types as BrowsableType[]), city === undefined ? undefined : eq(listingCounts.city, city)));

/** The upcoming or past events of all cities (their own row, '*': one row read) or one, from the counters. */
const eventTotal = (db: ReadDb, kind: "upcoming" | "past", city: string | undefined) =>
  db
    .select({ total: sql<number>`coalesce(sum(${eventCounts[kind]}), 0)` })
    .from(eventCounts)
    .where(eq(eventCounts.city, city ?? "*"));

/**
 * The open listings of the closing types, of all cities or one, per type: counted from their
 * rows, since the counters also hold closed ones. They are few; each is one index entry of
 * (status, type, city, id).
 */
const openClosingCounts = (db: ReadDb, city: string | undefined, nowMs: number) =>
  db
    .select({ type: l.type, n: count() })
    .from(l)
    .where(and(PUBLISHED, inArray(l.type, CLOSING_TYPES), gt(l.next_end_at, nowMs), city === undefined ? undefined : eq(l.city, city)))
    .groupBy(l.type);

/** The rows matching `where`, counted (up to `cap` when given: a date window's count stops there). */
const matchCount = (db: ReadDb, where: SQL | undefined, cap?: number) =>
  cap === undefined
    ? db.select({ total: count() }).from(l).where(where)
    : db.select({ total: count() }).from(
        db
          .select({ one: sql`1` })
          .from(l)
          .where(where)
          .limit(cap)
          .as("matches"),
      );

type TotalQuery = ReturnType<typeof countersTotal> | ReturnType<typeof eventTotal> | ReturnType<typeof matchCount>;

/** A card read from `listings l` with its translation. */
export const cards = <C extends ReturnType<typeof cardColumns>>(db: ReadDb, columns: C = cardColumns() as C) =>
  db.select(columns).from(l).leftJoin(translation, withTranslation());

/**
 * The same columns as SQL: drizzle checks that a column's table is in FROM, and a read through a named
 * index (FROM written as SQL) has none. Each decodes as its column does.
 */
const asSql = <C extends Record<string, unknown>>(columns: C) =>
  Object.fromEntries(Object.entries(columns).map(([name, field]) => [name, is(field, Column) ? sql`${field}`.mapWith(field) : field])) as C;

/**
 * Paid placement: the promoted listings a list holds lead its first page, Pro before Basic, each tier in
 * the list's own order, and leave the rest of the list, so no page shows one twice and Load more and
 * ?page=N go on as before (the first page is longer by the pinned cards). Promotions are few (paid, 30
 * days), so pinning reads the promoted index's entries, not the list. A promotion whose end has passed
 * pins nothing even before the Cron Trigger clears it.
 */
function pinnedPromotions(db: ReadDb, where: readonly (SQL | undefined)[], order: readonly SQL[], nowMs: number, shown: boolean) {
  const pinnedWhere = and(...where, isNotNull(l.promoted), gt(l.promoted_until, nowMs));
  const pinnedOrder = [sql`${l.promoted} <> 'pro'`, ...order];
  return {
    /** The pinned cards when `shown` (the first page), else none (LIMIT 0 reads nothing). */
    rows: db
      .select(asSql(cardColumns()))
      .from(PROMOTED_FROM as unknown as typeof l)
      .leftJoin(translation, withTranslation())
      .where(pinnedWhere)
      .orderBy(...pinnedOrder)
      .limit(shown ? PINNED_MAX : 0),
    /**
     * Every page's condition that leaves them out of the list. The subquery runs once per query and
     * only for a promoted row (OR stops at the first true term): an unpromoted row costs no extra read.
     */
    leftOut: or(
      isNull(l.promoted),
      notInArray(
        l.id,
        db
          .select(asSql({ id: l.id }))
          .from(PROMOTED_FROM as unknown as typeof l)
          .where(pinnedWhere)
          .orderBy(...pinnedOrder)
          .limit(PINNED_MAX),
      ),
    ),
  };
}

/** At most one page of cards is pinned; promotions past it keep their place in the list. */
const PINNED_MAX = PAGE_SIZE;

// The promoted index, named: a list's own index (type, city, time) would walk the whole list to find them.
const PROMOTED_FROM = sql`${listings} ${l} INDEXED BY listings_status_promoted_id_idx`;

/** A page's LIMIT (one row past the page says whether another follows) and OFFSET (?page=N; none for keyset). */
const pageOffset = (filter: ListFilter, keyset: boolean) => (keyset ? 0 : ((filter.page ?? 1) - 1) * PAGE_SIZE);

/**
 * An event list in time order, walking an index: ongoing and upcoming by next start (a window bounds it),
 * or past by last end, most recent first. Upcoming and past totals are read from `event_counts`; a date
 * window counts its own events on the same index, stopping past WINDOW_COUNT_CAP.
 */
function eventQueries(db: ReadDb, filter: ListFilter, nowMs: number) {
  const { when, city } = filter;
  const past = when === "past";
  const where: (SQL | undefined)[] = [PUBLISHED, eq(l.type, "event"), city === undefined ? undefined : eq(l.city, city), inArea(filter)];
  let total: TotalQuery;
  if (past) {
    total = filter.area ? matchCount(db, and(...where, lte(l.last_end_at, nowMs)), WINDOW_COUNT_CAP + 1) : eventTotal(db, "past", city);
    where.push(lte(l.last_end_at, nowMs));
  } else {
    // Every occurrence ends after it starts: the events a window [from, until) overlaps.
    const window = eventWindow(when, nowMs, listZone(city));
    where.push(gte(l.next_start_at, 0), lt(l.next_start_at, window.until ?? Number.MAX_SAFE_INTEGER), gt(l.next_end_at, window.from));
    // The counters know nothing of neighbourhoods: a neighbourhood's events count their own (up to the cap).
    total = when === undefined && !filter.area ? eventTotal(db, "upcoming", city) : matchCount(db, and(...where), WINDOW_COUNT_CAP + 1);
  }
  const key = past ? l.last_end_at : l.next_start_at;
  const order = past ? [desc(key), desc(l.id)] : [asc(key), asc(l.id)];
  const cursor = parseCursor(filter.cursor);
  // Past events pin nothing: a promotion is for what is still on.
  const pinned = pinnedPromotions(db, where, order, nowMs, !past && firstPage(filter, cursor !== null));
  const pageWhere = [...where, past ? undefined : pinned.leftOut];
  if (cursor)
    pageWhere.push(past ? sql`(${key}, ${l.id}) < (${cursor.time}, ${cursor.id})` : sql`(${key}, ${l.id}) > (${cursor.time}, ${cursor.id})`);
  const rows = cards(db)
    .where(and(...pageWhere))
    .orderBy(...order)
    .limit(PAGE_SIZE + 1)
    .offset(pageOffset(filter, cursor !== null));
  // A date window's or a neighbourhood's count stops at its cap; the counters' are exact.
  const capped = (!past && when !== undefined) || filter.area !== undefined;
  return {
    rows,
    totals: [total],
    windowed: when !== undefined || filter.area !== undefined,
    capped,
    keyset: cursor !== null,
    pinned: pinned.rows,
    sortKey: past ? "last_end_at" : "next_start_at",
  } as const;
}

/** "time.id" → its parts, or null (none or malformed: the first page). */
function parseCursor(cursor: string | undefined) {
  const match = cursor ? /^(\d{1,16})\.(\d{1,16})$/.exec(cursor) : null;
  return match ? { time: Number(match[1]), id: Number(match[2]) } : null;
}

function listQueries(db: ReadDb, filter: ListFilter, nowMs: number) {
  const { city } = filter;
  // Only shops and gems ever hold a category (every write path checks it), and they never end: the
  // list walks the category index in id order and counts on that index alone (decision 0117).
  const where: (SQL | undefined)[] = [
    PUBLISHED,
    ...(filter.category ? [eq(l.category, filter.category)] : [notEnded(nowMs), filter.type ? eq(l.type, filter.type) : ANY_BROWSABLE]),
    city === undefined ? undefined : eq(l.city, city),
    inArea(filter),
  ];
  if (filter.open) where.push(openNowCondition(clock.now()));
  const pinned = pinnedPromotions(db, where, [asc(l.id)], nowMs, firstPage(filter, filter.after !== undefined));
  // Neither type nor city: walk the table in id order (every index would need a sort).
  if (!filter.type && !filter.category && city === undefined) where[0] = PUBLISHED_FILTER;
  // The counters know nothing of opening hours nor categories: such a list counts its matches (a
  // category's on its index).
  const counted = Boolean(filter.open || filter.category || filter.area || (filter.type && isClosing(filter.type)));
  const counterTypes = filter.type ? [filter.type] : BROWSABLE_TYPES.filter((t) => t !== "event" && !isClosing(t));
  // The counters hold every published listing; events count only while not ended (the events index),
  // closing listings only while open.
  const totals: TotalQuery[] = counted
    ? [matchCount(db, and(...where))]
    : filter.type
      ? [countersTotal(db, counterTypes, city)]
      : [
          countersTotal(db, counterTypes, city),
          eventTotal(db, "upcoming", city),
          matchCount(db, and(PUBLISHED, inArray(l.type, CLOSING_TYPES), gt(l.next_end_at, nowMs), city === undefined ? undefined : eq(l.city, city))),
        ];
  const keyset = filter.after !== undefined;
  const rows = cards(db)
    .where(and(...where, keyset ? gt(l.id, filter.after!) : undefined, pinned.leftOut))
    .orderBy(asc(l.id))
    .limit(PAGE_SIZE + 1)
    .offset(pageOffset(filter, keyset));
  return { rows, totals, windowed: counted, capped: false, keyset, pinned: pinned.rows, sortKey: null } as const;
}

/**
 * One neighbourhood of the list's city (?area=), or no condition. A city's neighbourhood is few listings,
 * walked in id order on the (status, city, area, id) index; without a city there is no neighbourhood.
 */
const inArea = (filter: ListFilter) => (filter.area !== undefined && filter.city !== undefined ? eq(l.area, filter.area) : undefined);

/** The first page of a list, where promotions are pinned: not a keyset request, and page 1. */
const firstPage = (filter: ListFilter, keyset: boolean) => !keyset && (filter.page ?? 1) === 1;

type Total = Pick<ListingPage, "total" | "totalCapped">;

/** A counted total: a date window's stops at its cap ("50+"), the counters' are exact. */
const toTotal = (counted: number, capped: boolean): Total =>
  capped ? cappedCount(counted, WINDOW_COUNT_CAP) : { total: counted, totalCapped: false };

/** The sum of the totals' one-row answers. */
const sumOf = (totals: readonly { total: number }[][]) => totals.reduce((sum, [row]) => sum + (row?.total ?? 0), 0);

/**
 * A page of a list: its pinned promotions (first page only), then the list's page; the next page follows
 * the list, by id (`after`) or, for an event list in time order, by its sort key and id (`cursor`).
 */
function toPage(rows: CardRow[], pinned: CardRow[], total: Total, page: number | null, sortKey: "next_start_at" | "last_end_at" | null): ListingPage {
  const shown = rows.slice(0, PAGE_SIZE);
  const last = rows.length > PAGE_SIZE ? shown[shown.length - 1] : undefined;
  const items = [...pinned, ...shown].map(toPublicListing);
  if (sortKey) return { items, ...total, page, nextAfter: null, nextCursor: last ? `${last[sortKey]}.${last.id}` : null };
  return { items, ...total, page, nextAfter: last ? last.id : null, nextCursor: null };
}

/** A list's or a city tab's queries: event lists in time order, every other list in the stable list order (id). */
const tabQueries = (db: ReadDb, filter: ListFilter, nowMs: number) =>
  filter.type === "event" ? eventQueries(db, filter, nowMs) : listQueries(db, filter, nowMs);

/** A page of published listings of a type and/or city: events ongoing or to come by next start (or past), others by id. */
export async function listPage(ctx: ReadContext, filter: ListFilter): Promise<ListingPage> {
  const resolved = { ...filter, city: filter.city === undefined ? undefined : cityName(filter.city) };
  const db = readDb(ctx);
  const tab = tabQueries(db, resolved, clock.nowMs());
  const [found, promoted, ...totals] = await db.batch([tab.rows, tab.pinned, ...tab.totals]);
  return toPage(found, promoted, toTotal(sumOf(totals), tab.capped), tab.keyset ? null : (filter.page ?? 1), tab.sortKey);
}

/** One published listing by its address (type, city slug, slug), or null. */
export async function getByAddress(ctx: ReadContext, type: BrowsableType, citySlug: string, slug: string) {
  const db = readDb(ctx);
  const [[row]] = await db.batch([cards(db, detailColumns()).where(and(eq(l.type, type), eq(l.city_slug, citySlug), eq(l.slug, slug), PUBLISHED))]);
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
  const db = readDb(ctx);
  const scoped = { ...filter, city: resolved.city };
  const tab = tabQueries(db, scoped, nowMs);
  const counters = db
    .select({ type: listingCounts.type, n: listingCounts.n })
    .from(listingCounts)
    .where(
      and(
        inArray(
          listingCounts.type,
          BROWSABLE_TYPES.filter((t) => !(ENDING_TYPES as readonly string[]).includes(t)),
        ),
        eq(listingCounts.city, resolved.city),
      ),
    );
  // A date window or "open now" counts its own matches (the tabs keep their full counts).
  const [found, promoted, countRows, closingRows, [events], ...totals] = await db.batch([
    tab.rows,
    tab.pinned,
    counters,
    openClosingCounts(db, resolved.city, nowMs),
    eventTotal(db, "upcoming", resolved.city),
    ...(tab.windowed ? tab.totals : []),
  ]);
  const byType = Object.fromEntries(BROWSABLE_TYPES.map((t) => [t, 0])) as Record<BrowsableType, number>;
  for (const row of [...countRows, ...closingRows]) byType[row.type] = row.n;
  byType.event = events?.total ?? 0;
  const total = tab.windowed ? sumOf(totals) : filter.type ? byType[filter.type] : Object.values(byType).reduce((a, b) => a + b, 0);
  return { ...resolved, counts: byType, listings: toPage(found, promoted, toTotal(total, tab.capped), filter.page ?? 1, tab.sortKey) };
}

/**
 * The spec's home rules as queries: Featured = the first 3 featured listings, with promoted Pro
 * listings first (paid placement); Trending = the first 3 of the first 12 listings in list order.
 * With my city, both come from that city first, then from the cities nearest to it by great-circle
 * distance (shared/places/nearby-cities.ts) when it has fewer than 3, then from anywhere as above.
 * A promotion leads its own city's Featured only: near picks go city by city, each city's Pro first.
 */
export async function homeSelections(ctx: ReadContext, city?: string) {
  const db = readDb(ctx);
  // An ended event is never featured nor trending.
  const nowMs = clock.nowMs();
  const pick = (condition: SQL, limit: number) =>
    cards(db)
      .where(and(condition, ANY_BROWSABLE, notEnded(nowMs)))
      .orderBy(asc(l.id))
      .limit(limit);
  // Nearest cities first: one JSON object of city → rank, joined by name (bounded by the known cities,
  // each met through the (status, city, id) index), so the order needs no distance maths in SQL.
  const ranks = city ? JSON.stringify(Object.fromEntries(citiesByDistance(city).map((name, rank) => [name, rank]))) : null;
  const near = sql`json_each(${ranks}) near`;
  const pickNear = (condition: SQL | undefined, limit: number, ...order: SQL[]) =>
    cards(db)
      .innerJoin(near, sql`near.key = ${l.city}`)
      .where(and(condition, ANY_BROWSABLE, notEnded(nowMs)))
      .orderBy(sql`near.value`, ...order, asc(l.id))
      .limit(limit);
  const isPro = and(PUBLISHED, eq(l.promoted, "pro"))!;
  const isFeatured = and(PUBLISHED, eq(l.featured, true))!;
  const anywhere = [
    pick(isPro, FEATURED_COUNT),
    pick(isFeatured, FEATURED_COUNT),
    // The first listings in list order: walk the table by id (no index would be cheaper).
    pick(PUBLISHED_FILTER, TRENDING_COUNT),
  ] as const;
  const [pro, featured, first, nearFeatured = [], nearFirst = []] = ranks
    ? await db.batch([
        ...anywhere,
        pickNear(or(isPro, isFeatured), FEATURED_COUNT, sql`${l.promoted} IS NOT 'pro'`),
        pickNear(PUBLISHED, TRENDING_COUNT),
      ])
    : await db.batch(anywhere);
  const featuredPicks = [...nearFeatured.map(toFeatured), ...pro.map(toFeatured), ...featured.map(toPublicListing)];
  return {
    featured: firstDistinct(featuredPicks, FEATURED_COUNT),
    trending: firstDistinct([...nearFirst, ...first].map(toPublicListing), TRENDING_COUNT),
  };
}

/** A featured pick as a card: a Pro listing is marked featured (paid placement). */
function toFeatured(row: CardRow) {
  const listing = toPublicListing(row);
  return row.promoted === "pro" ? { ...listing, featured: true } : listing;
}

/** The first `count` listings, each once (the near and the anywhere picks overlap). */
function firstDistinct<T extends { id: number }>(listings: readonly T[], count: number): T[] {
  const seen = new Set<number>();
  return listings.filter((listing) => !seen.has(listing.id) && seen.add(listing.id)).slice(0, count);
}

/**
 * The cards of saved listings by id (the Saved page; at most SAVED_PLACES_MAX ids, checked by its input):
 * the published ones in the order asked, and the ids that are not (unpublished, rejected or gone), so the
 * page can say so. The primary key finds each.
 */
export async function savedListings(ctx: ReadContext, ids: readonly number[]) {
  const db = readDb(ctx);
  const [rows] = await db.batch([cards(db).where(and(inIds(l.id, ids), PUBLISHED, ANY_BROWSABLE))]);
  const found = new Map(rows.map((row) => [row.id, toPublicListing(row)]));
  return {
    items: ids.flatMap((id) => found.get(id) ?? []),
    unlisted: ids.filter((id) => !found.has(id)),
  };
}

/**
 * The business categories with at least one published listing, in the spec's order: one index probe per
 * category (`listings_status_category_id_idx`), whatever the number of listings.
 */
export async function categoriesInUse(ctx: ReadContext): Promise<CategorySlug[]> {
  const db = readDb(ctx);
  const [rows] = await db.batch([
    db
      .select({ slug: sql<CategorySlug>`value` })
      .from(sql`json_each(${JSON.stringify(CATEGORY_SLUGS)})`)
      .where(sql`EXISTS (SELECT 1 FROM ${listings} ${l} WHERE ${PUBLISHED} AND ${l.category} = value)`),
  ]);
  return rows.map((row) => row.slug);
}
