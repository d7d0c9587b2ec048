// GET /basemap/tiles.json and /basemap/{z}/{x}/{y}.mvt: the map's basemap from the operator's PMTiles
// archive in R2 (./basemap-archive.ts). Without an archive tiles.json is empty (204), tiles 404, and the map draws its bundled
// land outline instead (web/components/map/map-style.ts). Tiles are the archive's bytes, kept by
// browsers a day: an archive is replaced rarely, and a stale basemap tile is harmless.
import { Hono, type Context } from "hono";
import { apiMessages } from "@shared/api/api-texts";
import { BASEMAP_MAX_ZOOM, BASEMAP_TILES_PATH, tileAddress } from "@shared/map/map-tiles";
import { refuse } from "../../http/error-envelope";
import { publicOrigin } from "../../http/public-origin";
import { basemapArchive } from "./basemap-archive";
import { tileResponse, tileRow } from "./tiles-route";

const BASEMAP_CACHE_CONTROL = "public, max-age=86400";

type AppContext = Context<{ Bindings: Env }>;

async function tileJson(c: AppContext): Promise<Response> {
  const archive = await basemapArchive(c.env.BASEMAP);
  // No archive: "no basemap" is an answer, not an error (a 404 would be a console error on every map).
  if (!archive) return c.body(null, 204, { "Cache-Control": "public, max-age=300" });
  const origin = publicOrigin(c.env, new URL(c.req.url));
  return c.json(await archive.getTileJson(`${origin}${BASEMAP_TILES_PATH}`), 200, { "Cache-Control": "public, max-age=300" });
}

async function basemapTile(c: AppContext): Promise<Response> {
  const address = tileAddress(c.req.param("z") ?? "", c.req.param("x") ?? "", tileRow(c.req.param("file") ?? ""), BASEMAP_MAX_ZOOM);
  const archive = address ? await basemapArchive(c.env.BASEMAP) : null;
  if (!address || !archive) return refuse(c, "NOT_FOUND", apiMessages, "notFound");
  // A tile the extract does not hold (open sea, outside its box) is empty, not an error.
  const tile = await archive.getZxy(address.z, address.x, address.y);
  return tileResponse(tile?.data ?? null, BASEMAP_CACHE_CONTROL, "MISS", tile ? 200 : 204);
}

export const basemapRoutes = new Hono<{ Bindings: Env }>().get("/tiles.json", tileJson).get("/:z/:x/:file", basemapTile);
