// Lists sorted by distance from a point ("Near me", ?near=): a box around the point prefilters on the
// (status, geohash) index, the Worker orders the candidates by exact (haversine) distance, then reads
// one page of cards. The box starts small and doubles until it holds the page (or reaches the radius),
// so a read costs about a page of rows however many listings there are (decision 0181).
import { BROWSABLE_TYPES } from "@shared/listings/listing";
import { hasEnded } from "@shared/listings/listing-timing";
import { PAGE_SIZE, SEARCH_COUNT_CAP } from "@shared/listings/paging";
import { geohash } from "@shared/places/geohash";
import { distanceKm, KM_PER_DEGREE, type Point } from "@shared/places/point";
import type { BrowsableType } from "@shared/listings/listing-types";
import * as clock from "@shared/time/clock";
import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { PUBLISHED, cards } from "./listing-queries";
import type { SearchMatches } from "./search-queries";
import { inIds, l, readDb, toPublicListing, type ReadContext, type ReadDb } from "./listing-rows";

/** The first box's half side: about a five-minute walk. */
const FIRST_RADIUS_KM = 0.5;
/**
 * A box is covered by at most this many geohash cells (one index range each): enough for the cells to
 * hug the box (a few times its area) rather than one coarse cell many times its size.
 */
const MAX_CELLS = 48;

export interface NearFilter {
  point: Point;
  radiusKm: number;
  type?: BrowsableType | undefined;
  page?: number | undefined;
  /** Listings a page holds: a list's PAGE_SIZE unless told (the detail page's map wants a few). */
  size?: number | undefined;
  /**
   * Only a search's matches: all of them by id when the search counted them all (at most SEARCH_COUNT_CAP),
   * else (a word thousands of listings have) the cells' listings that its FTS expression matches.
   */
  among?: Pick<SearchMatches, "ids" | "match" | "city"> | undefined;
}

/** Degrees of latitude and longitude a geohash cell of `length` characters spans. */
function cellSize(length: number) {
  const bits = length * 5;
  return { lat: 180 / 2 ** Math.floor(bits / 2), lon: 360 / 2 ** Math.ceil(bits / 2) };
}

/** The geohash cells that cover the box of half side `km` around the point: the finest of at most MAX_CELLS. */
export function coveringCells(point: Point, km: number): string[] {
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  const [south, north, west, east] = [point.lat - dLat, point.lat + dLat, point.lon - dLon, point.lon + dLon];
  for (let length = 7; length > 1; length--) {
    const size = cellSize(length);
    if (((north - south) / size.lat + 2) * ((east - west) / size.lon + 2) > MAX_CELLS * 2) continue;
    const cells = new Set<string>();
    for (let lat = south; ; lat = Math.min(north, lat + size.lat)) {
      for (let lon = west; ; lon = Math.min(east, lon + size.lon)) {
        cells.add(geohash(lat, lon, length));
        if (lon >= east) break;
      }
      if (lat >= north) break;
    }
    if (cells.size <= MAX_CELLS) return [...cells];
  }
  return [geohash(point.lat, point.lon, 1)];
}

/** Published listings in the cells (one index range per cell), with what ordering and filtering need. */
function candidates(db: ReadDb, cells: readonly string[]) {
  // Cells are our own base-32 codes, written as literals: D1 binds at most 100 parameters. Each range
  // repeats the status, so SQLite seeks the index once per cell (a MULTI-INDEX OR); with the status outside
  // the OR it walked every published listing instead (2 s a read at 100,110 listings, docs/PERFORMANCE.md).
  const ranges = cells.map(
    (cell) => sql`(${l.status} = 'published' AND ${l.geohash} >= ${sql.raw(`'${cell}'`)} AND ${l.geohash} < ${sql.raw(`'${cell}~'`)})`,
  );
  return (
    db
      // Columns as SQL: drizzle checks a column's table is in FROM, and a read through a named index has none.
      .select({
        id: sql<number>`${l.id}`,
        lat: sql<number>`${l.lat}`,
        lon: sql<number>`${l.lon}`,
        type: sql<string>`${l.type}`,
        nextEndAt: sql<number | null>`${l.next_end_at}`,
        city: sql<string>`${l.city}`,
      })
      .from(sql`listings l INDEXED BY listings_status_geohash_idx` as unknown as typeof l)
      .where(sql.join(ranges, sql` OR `))
  );
}

/** The published listings among `ids` (a search's matches) that have a point: at most the search's cap of rows. */
function matchedCandidates(db: ReadDb, ids: Uint32Array) {
  // The unary + keeps SQLite on the primary key.
  return db
    .select({ id: l.id, lat: sql<number>`${l.lat}`, lon: sql<number>`${l.lon}`, type: l.type, nextEndAt: l.next_end_at, city: l.city })
    .from(l)
    .where(and(inIds(l.id, ids), sql`+${PUBLISHED}`, isNotNull(l.lat)));
}

/** One page of published listings within `radiusKm` of the point, nearest first, each with its distance and point. */
export async function nearPage(ctx: ReadContext, filter: NearFilter) {
  const page = filter.page ?? 1;
  const size = filter.size ?? PAGE_SIZE;
  const wanted = page * size + 1;
  const nowMs = clock.nowMs();
  // Every read goes through a batch (of one): only batches count the rows D1 read (readDb).
  const db = readDb(ctx);
  // A search that counted all its matches has them read by id, once; a broader one walks the cells.
  const matched = filter.among && filter.among.ids.length <= SEARCH_COUNT_CAP ? filter.among.ids : undefined;
  const inBox = async (km: number) => {
    if (matched) return (await db.batch([matchedCandidates(db, matched)]))[0];
    const rows = (await db.batch([candidates(db, coveringCells(filter.point, km))]))[0];
    if (!filter.among || rows.length === 0) return rows;
    // A broad search: which of the box's listings it matches, asked of its index by rowid.
    const ids = rows.map((row) => row.id);
    const [hits] = await db.batch([
      db
        .select({ id: sql<number>`rowid` })
        .from(sql`listings_fts`)
        .where(and(sql`listings_fts MATCH ${filter.among.match}`, inIds(sql`rowid`, ids))),
    ]);
    const matches = new Set(hits.map((hit) => hit.id));
    return rows.filter((row) => matches.has(row.id));
  };
  const within = async (km: number) =>
    (await inBox(km))
      .filter((row) => (filter.type ? row.type === filter.type : (BROWSABLE_TYPES as readonly string[]).includes(row.type)))
      .filter((row) => !hasEnded(row, nowMs) && (filter.among?.city === undefined || row.city === filter.among.city))
      .map((row) => ({ id: row.id, km: distanceKm(filter.point, row), point: { lat: row.lat, lon: row.lon } }))
      .filter((row) => row.km <= km)
      .sort((a, b) => a.km - b.km || a.id - b.id);
  // A search's matches read by id are all read at once: one read over the whole radius.
  let km = matched ? filter.radiusKm : Math.min(FIRST_RADIUS_KM, filter.radiusKm);
  let found = await within(km);
  while (found.length < wanted && km < filter.radiusKm) {
    km = Math.min(km * 2, filter.radiusKm);
    found = await within(km);
  }
  const shown = found.slice((page - 1) * size, page * size);
  const [rows] = shown.length
    ? await db.batch([
        cards(db).where(
          inArray(
            l.id,
            shown.map((row) => row.id),
          ),
        ),
      ])
    : [[]];
  const byId = new Map(rows.map((row) => [row.id, toPublicListing(row)]));
  return {
    items: shown.flatMap((row) => {
      const listing = byId.get(row.id);
      return listing ? [{ listing, km: row.km, point: row.point }] : [];
    }),
    page,
    hasMore: found.length > page * size,
  };
}
