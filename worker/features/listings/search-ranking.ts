// A search's ranking, kept per content version. bm25 orders matches only by scoring every one of them,
// so a word that one listing in eight mentions costs in proportion to the listings (at 10,110 listings,
// "coffee" has 1,262 matches and ranking them takes D1 1–1.7 ms), while the ranking itself changes only
// when listings do (`content_version`, bumped by triggers in the same transaction as any change). So an
// isolate ranks a query once per content version and keeps the ids, best first: the same query from the
// next visitor, and every later page of it ("Load more", ?page=N), then reads one page of rows by id.
// Queries come mostly from the search boxes' suggestions, so few rankings serve most searches.
//
// The kept ranking holds up to SEARCH_COUNT_CAP + 1 ids, which also counts the matches ("1,000+").
// Outside production, the request header `X-Search-Cache: bypass` ranks afresh (the bench measures
// both); every answer says how it was ranked in `X-Search-Cache` (HIT, MISS or BYPASS).
import { SEARCH_COUNT_CAP } from "@shared/rules/pages";
import { currentContentVersion } from "../../cache/content-version";
import { MemoryLru } from "../../cache/memory-lru";
import type { Context } from "../../trpc/context";
import { listingsUnavailable, readBatch } from "./listing-rows";

export type SearchContext = Pick<Context, "env" | "req" | "resHeaders" | "meter">;

/** Title above tags above place above description. */
export const BM25_WEIGHTS = "10.0, 4.0, 2.0, 1.0";

export const SEARCH_CACHE_HEADER = "X-Search-Cache";

/** Rankings are small (at most 1,001 ids, 4 KB): 2 MB keeps hundreds of queries per isolate. */
const RANKINGS_MAX_BYTES = 2 * 1024 * 1024;
// Each entry also holds its key (a few words): counted as 100 bytes.
const rankings = new MemoryLru<Uint32Array>(RANKINGS_MAX_BYTES, (ids) => ids.byteLength + 100);

/**
 * The matches of an FTS query (in a city, when given), best first, at most SEARCH_COUNT_CAP + 1, as one
 * comma-separated row: a thousand rows would cost more to hand over from D1 than to rank.
 */
function rankStatement(ctx: SearchContext, match: string, city: string | undefined) {
  const limit = SEARCH_COUNT_CAP + 1;
  const best = (ranked: string) => `SELECT group_concat(id, ',' ORDER BY score, id) AS ids FROM (${ranked})`;
  // Without a city the index alone answers (it holds published listings only).
  if (city === undefined) {
    return ctx.env.DB.prepare(
      best(`SELECT rowid AS id, bm25(listings_fts, ${BM25_WEIGHTS}) AS score FROM listings_fts WHERE listings_fts MATCH ? ORDER BY score, rowid LIMIT ?`),
    ).bind(match, limit);
  }
  return ctx.env.DB.prepare(
    best(
      `SELECT l.id AS id, bm25(listings_fts, ${BM25_WEIGHTS}) AS score FROM listings_fts JOIN listings l ON l.id = listings_fts.rowid WHERE listings_fts MATCH ? AND l.status = 'published' AND l.city = ? ORDER BY score, l.id LIMIT ?`,
    ),
  ).bind(match, city, limit);
}

async function contentVersion(ctx: SearchContext): Promise<number> {
  try {
    return await currentContentVersion(ctx.env.DB);
  } catch (cause) {
    throw listingsUnavailable(cause);
  }
}

/** The ranked ids of an FTS match expression, from this isolate's memory while content is unchanged. */
export async function ranking(ctx: SearchContext, match: string, city: string | undefined): Promise<Uint32Array> {
  const bypass = ctx.env.APP_ENV !== "production" && ctx.req.headers.get(SEARCH_CACHE_HEADER)?.toLowerCase() === "bypass";
  const key = `${await contentVersion(ctx)}\n${city ?? ""}\n${match}`;
  const kept = bypass ? undefined : rankings.get(key);
  ctx.resHeaders.set(SEARCH_CACHE_HEADER, bypass ? "BYPASS" : kept ? "HIT" : "MISS");
  if (kept) return kept;
  const [[row]] = await readBatch<[{ ids: string | null }]>(ctx, [rankStatement(ctx, match, city)]);
  const ids = row?.ids ? Uint32Array.from(row.ids.split(","), Number) : new Uint32Array();
  rankings.set(key, ids);
  return ids;
}
