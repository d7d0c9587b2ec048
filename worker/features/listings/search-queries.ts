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
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { contentVersionQuery, freshContentVersion, rememberContentVersion } from "../../cache/content-version";
import { MemoryLru } from "../../cache/memory-lru";
import type { Context } from "../../trpc/context";
import { PUBLISHED, cards, cityName } from "./listing-queries";
import { ballotMatches, type BallotMatch } from "../voting/ballot-search";
import { listings } from "../../db/schema";
import {
  cardColumns,
  l,
  readDb,
  translation,
  withTranslation,
  toPublicListing,
  type BrowsableListing,
  type CardRow,
  type ReadDb,
} from "./listing-rows";

export type SearchContext = Pick<Context, "env" | "req" | "resHeaders" | "meter">;

/** Title above tags above place above description. */
export const BM25_WEIGHTS = "10.0, 4.0, 2.0, 1.0";
const BM25 = sql.raw(`bm25(listings_fts, ${BM25_WEIGHTS})`);

/** The tiers' FTS expressions, best first: in the title, anywhere, through a family word (when it adds one). */
function tierMatches(queries: FtsQueries): string[] {
  return queries.typed === queries.match ? [queries.typedInTitle, queries.typed] : [queries.typedInTitle, queries.typed, queries.match];
}

/**
 * A match's tier (0 first), as SQL over a listing id: 0 when its title has every typed word, 1 when it
 * has them anywhere, 2 when only a family word found it ("garden" ranks VanDusen Botanical Garden above
 * a nature centre). Each tier is one uncorrelated index lookup SQLite runs once per query, not per row.
 */
function tierSql(queries: FtsQueries) {
  const earlier = tierMatches(queries).slice(0, -1);
  const whens = earlier.map(
    (match, tier) => sql`WHEN ${l.id} IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${match}) THEN ${sql.raw(String(tier))}`,
  );
  return sql`CASE ${sql.join(whens, sql` `)} ELSE ${sql.raw(String(earlier.length))} END`;
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
 * The published listings an FTS query matches, in a city when given: FROM and WHERE of `listings l`
 * joined to the index.
 */
const matchesIn = (match: string, city: string | undefined) =>
  sql`FROM listings_fts JOIN ${listings} ${l} ON ${l.id} = listings_fts.rowid WHERE listings_fts MATCH ${match} AND ${and(PUBLISHED, city === undefined ? undefined : eq(l.city, city))}`;

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
 * ordered: still on before ended, then tier (the categories the query names just after its first), then
 * score. The other matches, up to the count's cap, follow in id order.
 */
function rankQuery(db: ReadDb, queries: FtsQueries, city: string | undefined) {
  // Without a city the index alone finds the matches (it holds published listings only); in a city each
  // match's row is read for its city.
  const from = (match: string) => (city === undefined ? sql`FROM listings_fts WHERE listings_fts MATCH ${match}` : matchesIn(match, city));
  const tiers = tierMatches(queries);
  const last = tiers.length - 1;
  const table = (tier: number) => sql.raw(`t${tier}`);
  // The last tier is the whole query: its candidates are the first of every match.
  const earlier = tiers.slice(0, last);
  const tierTables = earlier.map(
    (match, tier) => sql`${table(tier)} AS MATERIALIZED (SELECT listings_fts.rowid AS id ${from(match)} LIMIT ${SCORED_PER_TIER})`,
  );
  const tierOf = sql.raw(`CASE ${earlier.map((_, tier) => `WHEN +rowid IN t${tier} THEN ${tier}`).join(" ")} ELSE ${last} END`);
  const candidates = sql.raw(tiers.map((_, tier) => `SELECT id FROM t${tier}`).join(" UNION "));
  // MATERIALIZED keeps each step in this order: scoring candidates one by one through the index
  // (rowid = ?) would run the whole query once per candidate. Instead one pass over the matches, up to
  // the last candidate's id (the index stops there), keeps the candidates (the unary + makes them a
  // filter, not an index lookup), so bm25 scores the candidates only.
  // Ended events after everything still on: 1 for an event whose last occurrence is over, else 0 or null
  // (nulls sort first). A kept ranking stays right: the Cron Trigger's write when an event's last
  // occurrence ends moves the content version.
  // The listings of the categories the query names (none for most queries), matched or not, come right
  // after the titles with every typed word: a bookshop before a spa whose description mentions one.
  // Shops and gems never end; one the words do not find scores 0 (bm25 is negative: after those they do).
  const named = queries.categories.length
    ? sql`SELECT ${l.id} AS id FROM ${listings} ${l} WHERE ${and(PUBLISHED, inArray(l.category, [...queries.categories]), city === undefined ? undefined : eq(l.city, city))} LIMIT ${SCORED_PER_TIER}`
    : sql`SELECT NULL AS id WHERE 0`;
  const ranked = sql`WITH ${sql.join(tierTables, sql`, `)},
       every AS MATERIALIZED (SELECT listings_fts.rowid AS id ${from(queries.match)} LIMIT ${SEARCH_COUNT_CAP + 1}),
       ${table(last)} AS MATERIALIZED (SELECT id FROM every ORDER BY id LIMIT ${SCORED_PER_TIER}),
       candidates AS MATERIALIZED (${candidates}),
       scored AS MATERIALIZED (
         SELECT id, tier, score, (SELECT l.last_end_at <= ${clock.nowMs()} FROM listings l WHERE l.id = c.id) AS ended FROM (
           SELECT rowid AS id, ${BM25} AS score, ${tierOf} AS tier FROM listings_fts
           WHERE listings_fts MATCH ${queries.match} AND rowid <= (SELECT max(id) FROM candidates) AND +rowid IN candidates) c),
       named AS MATERIALIZED (${named})
     SELECT group_concat(id, ',' ORDER BY part, ended, tier, score, id) AS ids FROM (
       SELECT named.id, 0 AS part, NULL AS ended, CASE scored.tier WHEN 0 THEN 0 ELSE 0.5 END AS tier, coalesce(scored.score, 0) AS score FROM named LEFT JOIN scored USING (id)
       UNION ALL SELECT id, 0, ended, tier, score FROM scored WHERE id NOT IN named
       UNION ALL SELECT id, 1, NULL, NULL, NULL FROM every WHERE id NOT IN (SELECT id FROM scored) AND id NOT IN named
       ORDER BY part, ended, tier, score, id LIMIT ${SEARCH_COUNT_CAP + 1})`;
  // The ranking is one row of one column, read as a query of its own.
  return db.select({ ids: sql<string | null>`ids` }).from(sql`(${ranked})`);
}

const toIds = (row: { ids: string | null } | undefined) => (row?.ids ? Uint32Array.from(row.ids.split(","), Number) : new Uint32Array());

/** How one page of a ranking is read: its cards by id (`order`: the ids in ranking order, since D1 answers in its own), or ranked again past the kept ranking. */
function pageRead(db: ReadDb, ids: Uint32Array, queries: FtsQueries, city: string | undefined, start: number) {
  if (ids.length <= SEARCH_COUNT_CAP || start + PAGE_SIZE <= SEARCH_COUNT_CAP) {
    const order = ids.subarray(start, start + PAGE_SIZE);
    if (order.length === 0) return null;
    // The unary + keeps SQLite on the primary key: the status index would walk every published listing.
    return {
      query: cards(db)
        .where(and(inArray(l.id, Array.from(order)), sql`+${PUBLISHED}`))
        .$dynamic(),
      order,
    };
  }
  // Past the first SEARCH_COUNT_CAP matches (rare): ranked again, with OFFSET. The index comes first,
  // so the MATCH finds the rows (listings first would probe the index once per listing).
  const query = db
    .select(cardColumns())
    .from(sql`listings_fts`)
    .innerJoin(l, sql`${l.id} = listings_fts.rowid`)
    .leftJoin(translation, withTranslation())
    .where(and(sql`listings_fts MATCH ${queries.match}`, PUBLISHED, city === undefined ? undefined : eq(l.city, city)))
    .orderBy(sql`${l.last_end_at} <= ${clock.nowMs()}`, tierSql(queries), BM25, l.id)
    .limit(PAGE_SIZE)
    .offset(start)
    .$dynamic();
  return { query, order: null };
}

function inOrder(rows: CardRow[], order: Uint32Array | null): CardRow[] {
  if (!order) return rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Array.from(order, (id) => byId.get(id)).filter((row) => row !== undefined);
}

/**
 * One read, in the same round trip as the content version when this isolate's has aged out
 * (`version` null); the version comes back (read, or as given).
 */
async function readWithVersion<Q extends BatchItem<"sqlite">>(db: ReadDb, query: Q, version: number | null) {
  if (version !== null) return { version, rows: (await db.batch([query]))[0] };
  const [[row], rows] = await db.batch([contentVersionQuery(db), query]);
  return { version: rememberContentVersion(row), rows };
}

/** A page of a ranking: its cards, in ranking order. */
async function readPage(db: ReadDb, ranking: Ranking, queries: FtsQueries, city: string | undefined, start: number, version: number | null) {
  const cards = pageRead(db, ranking.ids, queries, city, start);
  if (!cards) return { version: version ?? rememberContentVersion((await db.batch([contentVersionQuery(db)]))[0][0]), rows: [] };
  const found = await readWithVersion(db, cards.query, version);
  return { version: found.version, rows: inOrder(found.rows, cards.order) };
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

/** Ranks a query afresh (with the content version, unless known) and keeps the ranking. */
async function rank(ctx: SearchContext, db: ReadDb, queries: FtsQueries, inCity: string | undefined, key: string, known: number | null) {
  const ranked = await readWithVersion(db, rankQuery(db, queries, inCity), known);
  const ranking = { version: ranked.version, ids: toIds(ranked.rows[0]), ballot: await ballotMatches(ctx, queries, inCity) };
  rankings.set(key, ranking);
  return ranking;
}

const rankingKey = (inCity: string | undefined, queries: FtsQueries) => `${inCity ?? ""}\n${queries.match}`;

/** What a search finds, for its near list and its map (./near-queries.ts, worker/features/map/). */
export interface SearchMatches {
  /** Its matches, best first, at most SEARCH_COUNT_CAP + 1 (more than the cap: it did not count them all). */
  ids: Uint32Array;
  /** Its FTS expression, for a read that must check matches itself. */
  match: string;
  /** The city it is narrowed to, as the site names it. */
  city: string | undefined;
}

/**
 * The listings a search finds (in a city, when given): its kept ranking while the content version
 * holds. Null for words that find nothing (only stop words, or none).
 */
export async function searchMatches(ctx: SearchContext, query: string, city: string | undefined): Promise<SearchMatches | null> {
  const queries = ftsQueries(query);
  if (!queries) return null;
  const inCity = city === undefined ? undefined : cityName(city);
  const db = readDb(ctx);
  const version = freshContentVersion() ?? rememberContentVersion((await db.batch([contentVersionQuery(db)]))[0][0]);
  const key = rankingKey(inCity, queries);
  const kept = rankings.get(key);
  const ids = kept?.version === version ? kept.ids : (await rank(ctx, db, queries, inCity, key, version)).ids;
  return { ids, match: queries.match, city: inCity };
}

/** Ranked full-text search (FTS5, bm25), one page; an empty or meaningless query finds nothing. */
export async function searchPage(ctx: SearchContext, query: string, city: string | undefined, page: number): Promise<SearchPage> {
  const queries = ftsQueries(query);
  if (!queries) return { items: [], ballot: [], total: 0, totalCapped: false, page, nextPage: null };
  const inCity = city === undefined ? undefined : cityName(city);
  const start = (page - 1) * PAGE_SIZE;
  const key = rankingKey(inCity, queries);
  const bypass = ctx.env.APP_ENV !== "production" && ctx.req.headers.get(SEARCH_CACHE_HEADER)?.toLowerCase() === "bypass";
  let version = freshContentVersion();
  let ranking = bypass ? undefined : rankings.get(key);
  if (ranking && version !== null && ranking.version !== version) ranking = undefined;
  const db = readDb(ctx);
  let rows: CardRow[] | undefined;
  if (ranking && version === null) {
    // Kept, but this isolate's version has aged out: read the page and the version together, and use
    // the page if the version has not moved.
    const kept = await readPage(db, ranking, queries, inCity, start, null);
    version = kept.version;
    if (version === ranking.version) rows = kept.rows;
    else ranking = undefined;
  }
  ctx.resHeaders.set(SEARCH_CACHE_HEADER, bypass ? "BYPASS" : ranking ? "HIT" : "MISS");
  if (!ranking) {
    ranking = await rank(ctx, db, queries, inCity, key, version);
    version = ranking.version;
  }
  rows ??= (await readPage(db, ranking, queries, inCity, start, version)).rows;
  const { total, totalCapped } = cappedCount(ranking.ids.length, SEARCH_COUNT_CAP);
  const more = rows.length === PAGE_SIZE && (totalCapped || page * PAGE_SIZE < total);
  return { items: rows.map(toPublicListing), ballot: page === 1 ? ranking.ballot : [], total, totalCapped, page, nextPage: more ? page + 1 : null };
}
