// GET /tiles/{z}/{x}/{y}.mvt[?type=gem | ?q=bagel&city=Montreal] (and /fr/tiles/…, whose titles are French): the map's vector tiles of our
// own data (./listing-tiles.ts). Every anonymous visitor gets the same tile for a content version, so
// tiles are kept in the Cache API under the build, the version, the language and the address, as pages
// are (worker/cache/page-cache.ts); browsers keep one a few minutes, so a new listing shows within them.
// An address that is not a tile (not integers, a zoom past the last, x or y outside the zoom) is a 404.
import { Hono, type Context } from "hono";
import { apiMessages } from "@shared/api/api-texts";
import { activeLocale } from "@shared/i18n/active-locale";
import { BROWSABLE_TYPES } from "@shared/listings/listing-types";
import { LISTING_TILES_MAX_ZOOM, tileAddress } from "@shared/map/map-tiles";
import * as clock from "@shared/time/clock";
import { currentContentVersion } from "../../cache/content-version";
import { BUILD_ID, PAGE_CACHE_HEADER } from "../../cache/page-cache";
import { refuse } from "../../http/error-envelope";
import { searchInput } from "@shared/listings/listings-schema";
import { ftsQueries } from "@shared/search/search";
import { searchMatches } from "../listings/search-queries";
import { listingTile, type TileScope } from "./listing-tiles";

export const TILE_CONTENT_TYPE = "application/vnd.mapbox-vector-tile";
/** Browsers: a tile's address names no version, so a copy is kept only briefly. */
const BROWSER_CACHE_CONTROL = "public, max-age=300";
/** The edge copy: its key changes with content, so it can live long; unused entries are evicted. */
const EDGE_CACHE_CONTROL = "public, max-age=604800";

type AppContext = Context<{ Bindings: Env }>;

/** A tile answer: its bytes, how it was served (HIT or MISS) and the Cache-Control it is sent or kept with. */
export function tileResponse(body: BodyInit | null, cacheControl: string, how: "HIT" | "MISS", status = 200): Response {
  return new Response(body, { status, headers: { "Content-Type": TILE_CONTENT_TYPE, "Cache-Control": cacheControl, [PAGE_CACHE_HEADER]: how } });
}

/** The y of "{y}.mvt", as the address spells it (checked by tileAddress). */
export const tileRow = (file: string) => (file.endsWith(".mvt") ? file.slice(0, -".mvt".length) : "");

/** The search a tile shows (?q=, ?city= as the search page's): its words as the index reads them, or null when not asked. */
function tileSearch(c: AppContext) {
  const asked = searchInput.pick({ q: true, city: true }).safeParse({ q: c.req.query("q"), city: c.req.query("city") });
  if (!asked.success) return null;
  const { q, city } = asked.data;
  // Keyed as the search's ranking is: its FTS words, not the spelling typed.
  return { q, city, key: `search/${encodeURIComponent(city?.toLowerCase() ?? "")}/${encodeURIComponent(ftsQueries(q)?.match ?? "")}` };
}

async function listingTileAnswer(c: AppContext): Promise<Response> {
  const address = tileAddress(c.req.param("z") ?? "", c.req.param("x") ?? "", tileRow(c.req.param("file") ?? ""), LISTING_TILES_MAX_ZOOM);
  // ?type= keeps one type's listings (a list page's map); ?q= a search's matches (the search page's);
  // without either, every type (a city's).
  const typeParam = c.req.query("type");
  const type = BROWSABLE_TYPES.find((candidate) => candidate === typeParam);
  const search = c.req.query("q") === undefined ? undefined : tileSearch(c);
  if (!address || (typeParam !== undefined && !type) || search === null || (search && typeParam !== undefined)) {
    return refuse(c, "NOT_FOUND", apiMessages, "notFound");
  }
  const { z, x, y } = address;
  const version = await currentContentVersion(c.env.DB);
  const key = `https://tile-cache.invalid/${BUILD_ID}/${version}/${activeLocale()}/${search?.key ?? type ?? "all"}/${z}/${x}/${y}.mvt`;
  const cache = caches.default;
  const hit = await cache.match(key);
  if (hit) return tileResponse(hit.body, BROWSER_CACHE_CONTROL, "HIT");
  const scope: TileScope = search
    ? {
        search: {
          key: search.key,
          // Its counted matches (at most SEARCH_COUNT_CAP + 1): the map of a broad word shows the first of them.
          ids:
            (await searchMatches({ env: c.env, req: c.req.raw, resHeaders: new Headers(), meter: { rowsRead: 0 } }, search.q, search.city))?.ids ??
            new Uint32Array(),
        },
      }
    : { type };
  const bytes = await listingTile(c.env.DB, { version, nowMs: clock.nowMs(), scope }, address);
  c.executionCtx.waitUntil(cache.put(key, tileResponse(bytes.slice(), EDGE_CACHE_CONTROL, "MISS")));
  return tileResponse(bytes, BROWSER_CACHE_CONTROL, "MISS");
}

export const tilesRoutes = new Hono<{ Bindings: Env }>().get("/:z/:x/:file", listingTileAnswer);
