// The public reads of the `listings` table. Each answer is one D1 batch whose cost grows with the page
// size, not with the number of listings: list pages walk an index in id order (keyset `after`, or
// ?page=N), totals and city counts come from `listing_counts` (kept by triggers), home picks are
// LIMIT 3 reads, and a detail is a unique-index lookup. Search is in ./search-queries.ts.
import { BROWSABLE_TYPES, type BrowsableType } from "@shared/catalogue/listing";
import { resolveCity } from "@shared/places/city-provinces";
import { FEATURED_COUNT, TRENDING_COUNT } from "@shared/rules/home-selections";
import { PAGE_SIZE } from "@shared/rules/pages";
import * as clock from "@shared/time/clock";
import type { Context } from "../../trpc/context";
import { openNowCondition } from "../hours/open-now-sql";
import { cardColumnsSql, detailColumnsSql, listingsFromSql, readBatch, toPublicListing, type BrowsableListing, type ListingSqlRow } from "./listing-rows";

type ReadContext = Pick<Context, "env" | "resHeaders" | "meter">;

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
  /** 1-based page (offset paging, for ?page=N links). */
  page?: number | undefined;
  /** Keyset paging: listings after this id (Load more). Wins over `page`. */
  after?: number | undefined;
  /** Only listings open at this moment (the one clock's), in their city's time zone. */
  open?: "now" | undefined;
}

export interface ListingPage {
  items: BrowsableListing[];
  /** Published listings matching the filter (all pages). */
  total: number;
  /** The page served, or null for a keyset (`after`) request. */
  page: number | null;
  /** The `after` of the next page, or null when this is the last. */
  nextAfter: number | null;
}

function listStatements(ctx: ReadContext, filter: ListFilter) {
  const where = [PUBLISHED];
  const params: (string | number)[] = [];
  if (filter.type) {
    where.push("l.type = ?");
    params.push(filter.type);
  } else {
    where.push(ANY_BROWSABLE);
  }
  if (filter.city !== undefined) {
    where.push("l.city = ?");
    params.push(filter.city);
  }
  // Neither type nor city: walk the table in id order (every index would need a sort).
  if (!filter.type && filter.city === undefined) where[0] = "+l.status = 'published'";
  if (filter.open) {
    const open = openNowCondition(clock.now());
    where.push(open.sql);
    params.push(...open.params);
  }
  // The counters know nothing of opening hours: an "open now" list counts its matches.
  const filteredTotal = filter.open
    ? ctx.env.DB.prepare(`SELECT count(*) AS total FROM listings l WHERE ${where.join(" AND ")}`).bind(...params)
    : null;
  const keyset = filter.after !== undefined;
  if (keyset) {
    where.push("l.id > ?");
    params.push(filter.after!);
  }
  const offset = keyset ? 0 : ((filter.page ?? 1) - 1) * PAGE_SIZE;
  // One row past the page says whether another page follows.
  const rows = ctx.env.DB.prepare(
    `SELECT ${cardColumnsSql()} FROM ${listingsFromSql()} WHERE ${where.join(" AND ")} ORDER BY l.id LIMIT ? OFFSET ?`,
  ).bind(...params, PAGE_SIZE + 1, offset);
  const countWhere = [filter.type ? "type = ?" : `type IN ${BROWSABLE_SQL}`];
  const countParams: string[] = filter.type ? [filter.type] : [];
  if (filter.city !== undefined) {
    countWhere.push("city = ?");
    countParams.push(filter.city);
  }
  const total =
    filteredTotal ??
    ctx.env.DB.prepare(`SELECT coalesce(sum(n), 0) AS total FROM listing_counts WHERE ${countWhere.join(" AND ")}`).bind(...countParams);
  return { rows, total, keyset };
}

function toPage(rows: ListingSqlRow[], total: number, page: number | null): ListingPage {
  const items = rows.slice(0, PAGE_SIZE).map(toPublicListing);
  return { items, total, page, nextAfter: rows.length > PAGE_SIZE ? items[items.length - 1]!.id : null };
}

/** A page of published listings of a type and/or city, in the stable list order (id). */
export async function listPage(ctx: ReadContext, filter: ListFilter): Promise<ListingPage> {
  const resolved = { ...filter, city: filter.city === undefined ? undefined : cityName(filter.city) };
  const { rows, total, keyset } = listStatements(ctx, resolved);
  const [found, [count]] = await readBatch<[ListingSqlRow, { total: number }]>(ctx, [rows, total]);
  return toPage(found, count?.total ?? 0, keyset ? null : (filter.page ?? 1));
}

/** One published listing by its address (type, city slug, slug), or null. */
export async function getByAddress(ctx: ReadContext, type: BrowsableType, citySlug: string, slug: string) {
  const [[row]] = await readBatch<[ListingSqlRow]>(ctx, [
    ctx.env.DB.prepare(
      `SELECT ${detailColumnsSql()} FROM ${listingsFromSql()} WHERE l.type = ? AND l.city_slug = ? AND l.slug = ? AND ${PUBLISHED}`,
    ).bind(type, citySlug, slug),
  ]);
  return row ? toPublicListing(row) : null;
}

/** A city's counts per type and one page of one tab (all types, or one), or null for an unknown city. */
export async function cityPage(ctx: ReadContext, city: string, filter: Omit<ListFilter, "city">) {
  const resolved = resolveCity(city);
  if (!resolved) return null;
  const { rows, total: matching } = listStatements(ctx, { ...filter, city: resolved.city });
  const counts = ctx.env.DB.prepare(`SELECT type, n FROM listing_counts WHERE type IN ${BROWSABLE_SQL} AND city = ?`).bind(
    resolved.city,
  );
  type CountRow = { type: BrowsableType; n: number };
  // An "open now" tab also counts its matches (the tabs keep their full counts).
  const [found, countRows, [openCount] = []] = filter.open
    ? await readBatch<[ListingSqlRow, CountRow, { total: number }]>(ctx, [rows, counts, matching])
    : await readBatch<[ListingSqlRow, CountRow]>(ctx, [rows, counts]);
  const byType = Object.fromEntries(BROWSABLE_TYPES.map((t) => [t, 0])) as Record<BrowsableType, number>;
  for (const row of countRows) byType[row.type] = row.n;
  const total = filter.open ? (openCount?.total ?? 0) : filter.type ? byType[filter.type] : Object.values(byType).reduce((a, b) => a + b, 0);
  return { ...resolved, counts: byType, listings: toPage(found, total, filter.after !== undefined ? null : (filter.page ?? 1)) };
}

/**
 * The spec's home rules as queries: Featured = the first 3 featured listings, with promoted Pro
 * listings first (paid placement); Trending = the first 3 of the first 12 listings in list order.
 */
export async function homeSelections(ctx: ReadContext) {
  const pick = (condition: string, limit: number) =>
    ctx.env.DB.prepare(
      `SELECT ${cardColumnsSql()} FROM ${listingsFromSql()} WHERE ${condition} AND ${ANY_BROWSABLE} ORDER BY l.id LIMIT ?`,
    ).bind(limit);
  const [pro, featured, first] = await readBatch<[ListingSqlRow, ListingSqlRow, ListingSqlRow]>(ctx, [
    pick(`${PUBLISHED} AND l.promoted = 'pro'`, FEATURED_COUNT),
    pick(`${PUBLISHED} AND l.featured = 1`, FEATURED_COUNT),
    // The first listings in list order: walk the table by id (no index would be cheaper).
    pick("+l.status = 'published'", TRENDING_COUNT),
  ]);
  const proIds = new Set(pro.map((row) => row.id));
  const featuredPicks = [
    ...pro.map((row) => ({ ...toPublicListing(row), featured: true })),
    ...featured.filter((row) => !proIds.has(row.id)).map(toPublicListing),
  ].slice(0, FEATURED_COUNT);
  return { featured: featuredPicks, trending: first.map(toPublicListing) };
}
