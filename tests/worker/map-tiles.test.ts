// The map's vector tiles over HTTP: decoded as MapLibre decodes them, a tile holds the published
// listings (clustered at low zooms, each pin its own at street zoom) and the neighbourhood outlines;
// an address that is not a tile is a 404; without a basemap archive the basemap answers 404.
import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchApp } from "./fetch-app";
import { BASEMAP_KEY } from "@worker/features/map/basemap-archive";
import { pmtilesArchive } from "./pmtiles-fixture";

const BAGELS = { lat: 45.5226, lon: -73.6013, title: "The Great Bagel Debate: St-Viateur vs. Fairmount" };

/** The tile holding a point at zoom z (Web Mercator, as every tiled map). */
function tileOf(point: { lat: number; lon: number }, z: number) {
  const n = 2 ** z;
  const lat = (point.lat * Math.PI) / 180;
  return {
    x: Math.floor(((point.lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n),
  };
}

async function tile(path: string) {
  const res = await fetchApp(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/vnd.mapbox-vector-tile");
  expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  const decoded = new VectorTile(new PbfReader(new Uint8Array(await res.arrayBuffer())));
  const features = (name: string) => {
    const layer = decoded.layers[name];
    return layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties) : [];
  };
  return { listings: features("listings"), areas: features("areas") };
}

describe("the listing tiles", () => {
  it("hold each listing as its own pin at street zoom, with only public fields", async () => {
    const { x, y } = tileOf(BAGELS, 16);
    const { listings } = await tile(`/tiles/16/${x}/${y}.mvt`);
    const pin = listings.find((properties) => properties.title === BAGELS.title);
    expect(pin).toEqual({
      id: 12,
      type: "story",
      title: BAGELS.title,
      url: "/stories/montreal/mile-end-bagel-debate",
      city: "Montreal",
      area: "mile-end",
      areaName: "Mile End",
      lang: "en",
    });
  });

  it("hold one type's listings with ?type=, as a list page's map shows them", async () => {
    const { x, y } = tileOf(BAGELS, 16);
    const stories = (await tile(`/tiles/16/${x}/${y}.mvt?type=story`)).listings;
    expect(stories.map((properties) => properties.id)).toContain(12);
    expect(stories.every((properties) => properties.type === "story")).toBe(true);
    const gems = (await tile(`/tiles/16/${x}/${y}.mvt?type=gem`)).listings;
    expect(gems.map((properties) => properties.id)).not.toContain(12);
    expect((await fetchApp(`/tiles/16/${x}/${y}.mvt?type=planet`)).status).toBe(404);
  });

  it("hold a search's matches with ?q= (and its city), as the search page's map shows them", async () => {
    const { x, y } = tileOf(BAGELS, 16);
    const bakeries = (await tile(`/tiles/16/${x}/${y}.mvt?q=bakeries&city=Montreal`)).listings.map((properties) => properties.id);
    expect(bakeries).toEqual([12]);
    // Another search's matches are elsewhere: not the bagel story.
    expect((await tile(`/tiles/16/${x}/${y}.mvt?q=festival`)).listings.map((properties) => properties.id)).not.toContain(12);
    expect((await tile(`/tiles/16/${x}/${y}.mvt?q=bakeries&city=Toronto`)).listings).toEqual([]);
    expect((await tile(`/tiles/16/${x}/${y}.mvt?q=zzyzxq`)).listings).toEqual([]);
    // A search is not a type's map, and its words have the search's limit.
    expect((await fetchApp(`/tiles/16/${x}/${y}.mvt?q=bakeries&type=story`)).status).toBe(404);
    expect((await fetchApp(`/tiles/16/${x}/${y}.mvt?q=${"x".repeat(101)}`)).status).toBe(404);
  });

  it("cluster a city's listings at a city's zoom, with their count", async () => {
    const { x, y } = tileOf(BAGELS, 9);
    const { listings } = await tile(`/tiles/9/${x}/${y}.mvt`);
    const clusters = listings.filter((properties) => properties.cluster === true);
    expect(clusters.length).toBeGreaterThan(0);
    const counted = clusters.reduce((sum, properties) => sum + Number(properties.point_count), 0);
    expect(counted).toBeGreaterThanOrEqual(10);
    expect(listings.find((properties) => properties.title === BAGELS.title)).toBeUndefined();
  });

  it("hold the neighbourhood outlines around a listing", async () => {
    const { x, y } = tileOf(BAGELS, 14);
    const { areas } = await tile(`/tiles/14/${x}/${y}.mvt`);
    expect(areas).toContainEqual({ city: "Montreal", slug: "mile-end" });
  });

  it("speak French under /fr: the catalogue's French title", async () => {
    const { x, y } = tileOf(BAGELS, 16);
    const { listings } = await tile(`/fr/tiles/16/${x}/${y}.mvt`);
    const pin = listings.find((properties) => properties.id === 12);
    expect(pin?.title).toBe("La grande guerre des bagels\u00a0: St-Viateur contre Fairmount");
    expect(pin?.lang).toBe("fr");
  });

  it("answer the same tile from the edge cache the second time", async () => {
    const { x, y } = tileOf(BAGELS, 13);
    const first = await fetchApp(`/tiles/13/${x}/${y}.mvt`);
    const bytes = await first.arrayBuffer();
    const second = await fetchApp(`/tiles/13/${x}/${y}.mvt`);
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array(bytes));
  });

  it.each([
    "/tiles/17/0/0.mvt",
    "/tiles/3/8/0.mvt",
    "/tiles/3/0/8.mvt",
    "/tiles/a/0/0.mvt",
    "/tiles/1/0/0.png",
    "/tiles/1/-1/0.mvt",
    "/tiles/1.5/0/0.mvt",
  ])("refuse %s, which is not a tile: 404 with a message", async (path) => {
    const res = await fetchApp(path);
    expect(res.status).toBe(404);
    expect((await res.json<{ error: { message: string } }>()).error.message).toBe("Not found");
  });
});

describe("the basemap without an uploaded archive", () => {
  it("has no TileJSON (204), so the map draws its own land, and no tiles (404)", async () => {
    const json = await fetchApp("/basemap/tiles.json");
    expect(json.status).toBe(204);
    expect(await json.text()).toBe("");
    expect((await fetchApp("/basemap/10/301/366.mvt")).status).toBe(404);
  });
});

describe("the basemap from an uploaded archive", () => {
  // Two tiles of an extract: the world at zoom 0 and the north-west quarter at zoom 1 (bytes as stored).
  const world = new Uint8Array([0x1a, 0x02, 0x08, 0x01]);
  const northWest = new Uint8Array([0x1a, 0x03, 0x08, 0x02, 0x00]);
  const archive = pmtilesArchive(
    { "0/0/0": world, "1/0/0": northWest },
    { vector_layers: [{ id: "earth", fields: {} }], attribution: "© OpenStreetMap contributors", name: "Local Hype test extract" },
  );

  beforeAll(async () => {
    await env.BASEMAP.put(BASEMAP_KEY, archive);
  });
  afterAll(async () => {
    await env.BASEMAP.delete(BASEMAP_KEY);
  });

  it("describes it as TileJSON whose tiles are on our own origin, with its layers, zooms and attribution", async () => {
    const res = await fetchApp("/basemap/tiles.json");
    expect(res.status).toBe(200);
    const json = await res.json<Record<string, unknown>>();
    expect(json).toMatchObject({
      tiles: ["http://localhost/basemap/{z}/{x}/{y}.mvt"],
      vector_layers: [{ id: "earth", fields: {} }],
      attribution: "© OpenStreetMap contributors",
      minzoom: 0,
      maxzoom: 1,
      bounds: [-141, 41, -52, 84],
    });
  });

  it("serves each tile's bytes as stored, an empty answer where the extract has none, and no address that is not a tile", async () => {
    const tile = async (path: string) => {
      const res = await fetchApp(path);
      return { status: res.status, type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    expect(await tile("/basemap/0/0/0.mvt")).toEqual({ status: 200, type: "application/vnd.mapbox-vector-tile", bytes: world });
    expect((await tile("/basemap/1/0/0.mvt")).bytes).toEqual(northWest);
    // Open sea, or outside the extract: nothing to draw, not an error.
    expect((await tile("/basemap/1/1/1.mvt")).status).toBe(204);
    expect((await tile("/basemap/1/2/0.mvt")).status).toBe(404);
  });
});
