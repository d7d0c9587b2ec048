// Search: FTS5 ranked by bm25, with each ranking kept per content version.
//
// bm25 orders matches only by scoring every one of them, so a first ranking scores a bounded number (each
// tier's first SCORED_PER_TIER matches, decision 0161: "coffee" has 12,500 matches at 100,110 listings),
// and the ranking itself changes only when listings do (`content_version`, bumped by triggers in the
// same transaction as any change). So an isolate ranks a query once per content version
// and keeps the ids, best first, up to SEARCH_COUNT_CAP + 1 (which also counts the matches: "1,000+").
// The same query from the next visitor, and every later page of it ("Load more", ?page=N), then reads
// one page of cards by id. Queries come mostly from the search boxes' suggestions, so few rankings serve
// most searches.
//
// Round trips are what a search costs on Cloudflare (the database's primary is often in another
// region), so a kept ranking is used at once: when this isolate's content version has aged out, the
// version is read in the same batch as the page, and only if it moved is the query ranked again.
//
// A ranking also keeps the Best Coffee Shops ballot's shops the query finds (their own index, read once
// with the ranking; decision 0118), shown on the first page.
//
// Every answer says how it was ranked in `X-Search-Cache` (HIT, MISS); outside production the request
// header `X-Search-Cache: bypass` ranks afresh (BYPASS), which the bench uses to measure the ranking.
import { PAGE_SIZE, SEARCH_COUNT_CAP, cappedCount } from "@shared/listings/paging";
import { ftsQueries, type FtsQueries } from "@shared/search/search";
import * as clock from "@shared/time/clock";
import { CONTENT_VERSION_SQL, freshContentVersion, rememberContentVersion } from "../../cache/content-version";
import { MemoryLru } from "../../cache/memory-lru";
import type { Context } from "../../trpc/context";
import { PUBLISHED, cityName } from "./listing-queries";
import { ballotMatches, type BallotMatch } from "../voting/ballot-search";
import {
  cardColumnsSql,
  listingsFromSql,
  read,
  readBatch,
  translationJoinSql,
  toPublicListing,
  type BrowsableListing,
  type Read,
} from "./listing-rows";
import { listingRow, rankingRow, versionRow, type ListingSqlRow } from "./row-shapes";

export type SearchContext = Pick<Context, "env" | "req" | "resHeaders" | "meter">;

/** Title above tags above place above description. */
export const BM25_WEIGHTS = "10.0, 4.0, 2.0, 1.0";

/** The tiers' FTS expressions, best first: in the title, anywhere, through a family word (when it adds one). */
function tierMatches(queries: FtsQueries): string[] {
  return queries.typed === queries.match ? [queries.typedInTitle, queries.typed] : [queries.typedInTitle, queries.typed, queries.match];
}

/**
 * A match's tier (0 first), as SQL over a listing id: 0 when its title has every typed word, 1 when it
 * has them anywhere, 2 when only a family word found it ("garden" ranks VanDusen Botanical Garden above
 * a nature centre). Each tier is one uncorrelated index lookup SQLite runs once per query, not per row.
 */
function tierSql(id: string, queries: FtsQueries) {
  const earlier = tierMatches(queries).slice(0, -1);
  const whens = earlier.map((_, tier) => `WHEN ${id} IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ?) THEN ${tier}`);
  return { sql: `CASE ${whens.join(" ")} ELSE ${earlier.length} END`, values: earlier };
}

export const SEARCH_CACHE_HEADER = "X-Search-Cache";

interface Ranking {
  version: number;
  /** Listing ids, best first; more than SEARCH_COUNT_CAP means "more than we counted". */
  ids: Uint32Array;
  /** The ballot's shops the query finds (decision 0118): they change only with the content version too. */
  ballot: BallotMatch[];
}

/** Rankings are small (at most 1,001 ids, 4 KB): 2 MB keeps hundreds of queries per isolate. */
const RANKINGS_MAX_BYTES = 2 * 1024 * 1024;
// Each entry also holds its key (a few words): counted as 100 bytes.
const rankings = new MemoryLru<Ranking>(RANKINGS_MAX_BYTES, (ranking) => ranking.ids.byteLength + 100 + 200 * ranking.ballot.length);

/**
 * The published listings an FTS query matches, in a city when given: FROM and WHERE (the query is its
 * first parameter), and its values for a query; `translated` joins each listing's translation for card columns.
 */
function matchesIn(city: string | undefined, translated = false) {
  const join = translated ? ` ${translationJoinSql()}` : "";
  const sql = `FROM listings_fts JOIN listings l ON l.id = listings_fts.rowid${join} WHERE listings_fts MATCH ? AND ${PUBLISHED}`;
  return city === undefined
    ? { sql, values: (match: string) => [match] }
    : { sql: `${sql} AND l.city = ?`, values: (match: string) => [match, city] };
}

/**
 * The matches of each tier that a first ranking scores (decision 0161): the first this many in id
 * order, about ten pages, so a word that thousands of listings mention costs the same at any number of
 * listings. Further matches, up to SEARCH_COUNT_CAP + 1, follow them in id order.
 */
export const SCORED_PER_TIER = 250;

/**
 * The matches of a search (in a city, when given), best first, at most SEARCH_COUNT_CAP + 1, as one
 * comma-separated row: a thousand rows would cost more to hand over from D1 than to rank.
 *
 * bm25 orders matches only by scoring every one of them, so a first ranking bounds its work (decision
 * 0161): each tier takes its first SCORED_PER_TIER matches in id order (the index yields them in that
 * order and stops there), and only those candidates are scored, by the whole query's bm25 as before, and
 * ordered: still on before ended, then tier, then score. The other matches, up to the count's cap, follow
 * in id order.
 */
function rankStatement(ctx: SearchContext, queries: FtsQueries, city: string | undefined) {
  // Without a city the index alone finds the matches (it holds published listings only); in a city each
  // match's row is read for its city.
  const matches = city === undefined ? { sql: "FROM listings_fts WHERE listings_fts MATCH ?", values: (match: string) => [match] } : matchesIn(city);
  const from = matches.sql;
  const tiers = tierMatches(queries);
  const last = tiers.length - 1;
  // The last tier is the whole query: its candidates are the first of every match.
  const earlier = tiers.slice(0, last);
  const tierTables = earlier.map((_, tier) => `t${tier} AS MATERIALIZED (SELECT listings_fts.rowid AS id ${from} LIMIT ?)`);
  const tierOf = `CASE ${earlier.map((_, tier) => `WHEN +rowid IN t${tier} THEN ${tier}`).join(" ")} ELSE ${last} END`;
  // MATERIALIZED keeps each step in this order: scoring candidates one by one through the index
  // (rowid = ?) would run the whole query once per candidate. Instead one pass over the matches, up to
  // the last candidate's id (the index stops there), keeps the candidates (the unary + makes them a
  // filter, not an index lookup), so bm25 scores the candidates only.
  // Ended events after everything still on: 1 for an event whose last occurrence is over, else 0 or null
  // (nulls sort first). A kept ranking stays right: the Cron Trigger's write when an event's last
  // occurrence ends moves the content version.
  return ctx.env.DB.prepare(
    `WITH ${tierTables.join(", ")},
       every AS MATERIALIZED (SELECT listings_fts.rowid AS id ${from} LIMIT ?),
       t${last} AS MATERIALIZED (SELECT id FROM every ORDER BY id LIMIT ?),
       candidates AS MATERIALIZED (${tiers.map((_, tier) => `SELECT id FROM t${tier}`).join(" UNION ")}),
       scored AS MATERIALIZED (
         SELECT id, tier, score, (SELECT l.last_end_at <= ? FROM listings l WHERE l.id = c.id) AS ended FROM (
           SELECT rowid AS id, bm25(listings_fts, ${BM25_WEIGHTS}) AS score, ${tierOf} AS tier FROM listings_fts
           WHERE listings_fts MATCH ? AND rowid <= (SELECT max(id) FROM candidates) AND +rowid IN candidates) c)
     SELECT group_concat(id, ',' ORDER BY part, ended, tier, score, id) AS ids FROM (
       SELECT id, 0 AS part, ended, tier, score FROM scored
       UNION ALL SELECT id, 1, NULL, NULL, NULL FROM every WHERE id NOT IN (SELECT id FROM scored)
       ORDER BY part, ended, tier, score, id LIMIT ?)`,
  ).bind(
    ...earlier.flatMap((match) => [...matches.values(match), SCORED_PER_TIER]),
    ...matches.values(queries.match),
    SEARCH_COUNT_CAP + 1,
    SCORED_PER_TIER,
    clock.nowMs(),
    queries.match,
    SEARCH_COUNT_CAP + 1,
  );
}

const toIds = (row: { ids: string | null } | undefined) => (row?.ids ? Uint32Array.from(row.ids.split(","), Number) : new Uint32Array());

/** How one page of a ranking is read: its cards by id, or ranked again past the kept ranking. */
interface PageRead {
  statement: D1PreparedStatement;
  /** The ids in ranking order, when the statement reads them by id (D1 returns them in its own order). */
  order: Uint32Array | null;
}

function pageRead(ctx: SearchContext, ids: Uint32Array, queries: FtsQueries, city: string | undefined, start: number): PageRead | null {
  if (ids.length <= SEARCH_COUNT_CAP || start + PAGE_SIZE <= SEARCH_COUNT_CAP) {
    const order = ids.subarray(start, start + PAGE_SIZE);
    if (order.length === 0) return null;
    // The unary + keeps SQLite on the primary key: the status index would walk every published listing.
    const statement = ctx.env.DB.prepare(
      `SELECT ${cardColumnsSql()} FROM ${listingsFromSql()} WHERE l.id IN (${Array.from(order, () => "?").join(", ")}) AND +${PUBLISHED}`,
    ).bind(...order);
    return { statement, order };
  }
  // Past the first SEARCH_COUNT_CAP matches (rare): ranked again, with OFFSET.
  const { sql, values } = matchesIn(city, true);
  const tier = tierSql("l.id", queries);
  const statement = ctx.env.DB.prepare(
    `SELECT ${cardColumnsSql()} ${sql} ORDER BY l.last_end_at <= ?, ${tier.sql}, bm25(listings_fts, ${BM25_WEIGHTS}), l.id LIMIT ? OFFSET ?`,
  ).bind(...values(queries.match), clock.nowMs(), ...tier.values, PAGE_SIZE, start);
  return { statement, order: null };
}

function inOrder(rows: ListingSqlRow[], order: Uint32Array | null): ListingSqlRow[] {
  if (!order) return rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Array.from(order, (id) => byId.get(id)).filter((row) => row !== undefined);
}

/**
 * One read, in the same round trip as the content version when this isolate's has aged out
 * (`version` null); the version comes back (read, or as given).
 */
async function readWithVersion<T>(ctx: SearchContext, rowsRead: Read<T> | null, version: number | null) {
  if (version !== null) return { version, rows: rowsRead ? (await readBatch(ctx, [rowsRead]))[0] : [] };
  const versionRead = read(ctx.env.DB.prepare(CONTENT_VERSION_SQL), versionRow);
  const [[row], rows] = rowsRead ? await readBatch(ctx, [versionRead, rowsRead]) : [(await readBatch(ctx, [versionRead]))[0], []];
  return { version: rememberContentVersion(row), rows };
}

/** A page of a ranking: its cards, in ranking order. */
async function readPage(ctx: SearchContext, ranking: Ranking, queries: FtsQueries, city: string | undefined, start: number, version: number | null) {
  const cards = pageRead(ctx, ranking.ids, queries, city, start);
  const found = await readWithVersion(ctx, cards ? read(cards.statement, listingRow) : null, version);
  return { version: found.version, rows: inOrder(found.rows, cards?.order ?? null) };
}

export interface SearchPage {
  items: BrowsableListing[];
  /** The Best Coffee Shops ballot's shops the words find (first page only), each leading to its voting page. */
  ballot: BallotMatch[];
  /** Matches counted, up to SEARCH_COUNT_CAP; `totalCapped` says there are more. */
  total: number;
  totalCapped: boolean;
  page: number;
  /** The next page's number, or null when this is the last. */
  nextPage: number | null;
}

/** Ranked full-text search (FTS5, bm25), one page; an empty or meaningless query finds nothing. */
export async function searchPage(ctx: SearchContext, query: string, city: string | undefined, page: number): Promise<SearchPage> {
  const queries = ftsQueries(query);
  if (!queries) return { items: [], ballot: [], total: 0, totalCapped: false, page, nextPage: null };
  const inCity = city === undefined ? undefined : cityName(city);
  const start = (page - 1) * PAGE_SIZE;
  const key = `${inCity ?? ""}\n${queries.match}`;
  const bypass = ctx.env.APP_ENV !== "production" && ctx.req.headers.get(SEARCH_CACHE_HEADER)?.toLowerCase() === "bypass";
  let version = freshContentVersion();
  let ranking = bypass ? undefined : rankings.get(key);
  if (ranking && version !== null && ranking.version !== version) ranking = undefined;
  let rows: ListingSqlRow[] | undefined;
  if (ranking && version === null) {
    // Kept, but this isolate's version has aged out: read the page and the version together, and use
    // the page if the version has not moved.
    const kept = await readPage(ctx, ranking, queries, inCity, start, null);
    version = kept.version;
    if (version === ranking.version) rows = kept.rows;
    else ranking = undefined;
  }
  ctx.resHeaders.set(SEARCH_CACHE_HEADER, bypass ? "BYPASS" : ranking ? "HIT" : "MISS");
  if (!ranking) {
    const ranked = await readWithVersion(ctx, read(rankStatement(ctx, queries, inCity), rankingRow), version);
    version = ranked.version;
    ranking = { version, ids: toIds(ranked.rows[0]), ballot: await ballotMatches(ctx, queries, inCity) };
    rankings.set(key, ranking);
  }
  rows ??= (await readPage(ctx, ranking, queries, inCity, start, version)).rows;
  const { total, totalCapped } = cappedCount(ranking.ids.length, SEARCH_COUNT_CAP);
  const more = rows.length === PAGE_SIZE && (totalCapped || page * PAGE_SIZE < total);
  return { items: rows.map(toPublicListing), ballot: page === 1 ? ranking.ballot : [], total, totalCapped, page, nextPage: more ? page + 1 : null };
}
