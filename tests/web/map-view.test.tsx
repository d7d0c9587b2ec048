// The List/Map switch above a list, and the map's pins in view (what the map draws and its list twin
// lists): each pin once however many tiles hold it, only those in view, clusters first.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Map as MapLibre } from "maplibre-gl";
import { MapOrList } from "@web/components/map/map-or-list";
import { pinsInView } from "@web/components/map/map-pins";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the List/Map switch", () => {
  it("shows the list until Map is pressed, then the map, which says so when this browser cannot draw it", async () => {
    const user = userEvent.setup();
    // The Worker without a basemap archive: no TileJSON.
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    render(
      <MemoryRouter>
        <MapOrList scope={{ type: "gem", city: "Montreal" }}>
          <p>The list</p>
        </MapOrList>
      </MemoryRouter>,
    );
    expect(screen.getByRole("group", { name: "Show as" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "List" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Map" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText("The list")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Map" }));
    expect(screen.getByRole("button", { name: "Map" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByText("The list")).toBeNull();
    // happy-dom has no WebGL: never a broken map, a sentence instead.
    expect((await screen.findByRole("alert", {}, { timeout: 15_000 })).textContent).toBe("The map could not be loaded. The list still works.");
    await user.click(screen.getByRole("button", { name: "List" }));
    expect(screen.getByText("The list")).toBeTruthy();
  });
});

const point = (lon: number, lat: number, properties: Record<string, unknown>) => ({
  geometry: { type: "Point", coordinates: [lon, lat] },
  properties,
});

/** A map whose view is a box around Mile End and whose loaded tiles hold `features`. */
const mapHolding = (features: unknown[]) =>
  ({
    getBounds: () => ({ contains: ([lon, lat]: [number, number]) => lon > -73.62 && lon < -73.58 && lat > 45.51 && lat < 45.54 }),
    querySourceFeatures: () => features,
  }) as unknown as MapLibre;

describe("the pins in view", () => {
  it("are each listed once, clusters first and pins by title, without those outside the view", () => {
    const bagels = point(-73.6013, 45.5226, {
      id: 12,
      type: "story",
      title: "The Great Bagel Debate",
      url: "/stories/montreal/mile-end-bagel-debate",
      city: "Montreal",
      area: "mile-end",
      areaName: "Mile End",
      lang: "en",
    });
    const atelier = point(-73.6, 45.525, {
      id: 30,
      type: "shop",
      title: "Atelier Saint-Laurent",
      url: "/shop/montreal/atelier",
      city: "Montreal",
      lang: "fr",
    });
    const cluster = point(-73.59, 45.53, { cluster: true, cluster_id: 7, point_count: 5 });
    const oldPort = point(-73.554, 45.5075, { id: 40, type: "gem", title: "Old Port", url: "/gems/montreal/old-port", city: "Montreal", lang: "en" });
    const pins = pinsInView(mapHolding([bagels, atelier, bagels, cluster, oldPort, cluster]));
    expect(pins.map((pin) => (pin.kind === "cluster" ? `cluster of ${pin.count}` : pin.title))).toEqual([
      "cluster of 5",
      "Atelier Saint-Laurent",
      "The Great Bagel Debate",
    ]);
    expect(pins[2]).toMatchObject({ kind: "pin", id: 12, areaName: "Mile End", lang: "en", lon: -73.6013, lat: 45.5226 });
    expect(pins[1]).toMatchObject({ lang: "fr" });
  });
});

describe("a search's map and a near list's", () => {
  it("is named for the search, leads \"Search this area\" to the search's matches near the point, and a city's All tab nowhere", async () => {
    const { areaPath, mapName } = await import("@web/components/map/map-view");
    expect(mapName({ search: { q: "bakeries", city: "Montreal" }, city: "Montreal" })).toBe("Map of results for “bakeries” in Montreal");
    const centre = { lat: 45.52361, lng: -73.59549 };
    expect(areaPath({ search: { q: "bagels & more", city: "Montreal" } }, centre, 2.5)).toBe(
      "/search?q=bagels+%26+more&city=Montreal&near=45.5236,-73.5955&radius=2.5",
    );
    expect(areaPath({ type: "gem", city: "Montreal" }, centre, 2.5)).toBe("/gems?near=45.5236,-73.5955&radius=2.5");
    expect(areaPath({ city: "Montreal" }, centre, 2.5)).toBeNull();
  });

  it("says on a pin how far it is from the near list's point, in the card's words", async () => {
    const { pinFacts } = await import("@web/components/map/map-card");
    const { howFarFrom } = await import("@web/components/map/map-view");
    const pin = {
      kind: "pin",
      key: "p12",
      id: 12,
      type: "story",
      title: "The Great Bagel Debate",
      url: "/stories/montreal/x",
      city: "Montreal",
      areaName: "Mile End",
      lang: "en",
      lon: -73.6013,
      lat: 45.5226,
    } as const;
    expect(pinFacts(pin)).toBe("Story · Mile End, Montreal");
    expect(pinFacts(pin, howFarFrom({ lat: 45.5236, lon: -73.5955 }))).toBe("Story · Mile End, Montreal · 0.5 km · 6 min walk");
    expect(howFarFrom(undefined)).toBeUndefined();
  });
});
