// The map picker on the submit form in Chromium: "Choose on a map" loads MapLibre only on the press; the
// look-up over our own places finds Mile End and brings it under the cross; the arrow keys move the
// point (the readout follows); "Use this point" fills the latitude and longitude; nothing is fetched
// from another host; axe with the picker open.
import { expect, test, type Page } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";
import { baseURL } from "./playwright.config";

/** Every network request the page makes (data: and blob: URLs are the page's own bytes). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (!/^(data|blob):/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The readout's point: "Point: 45.5235, -73.6000". */
async function readPoint(page: Page) {
  const text = (await page.locator("output").textContent()) ?? "";
  const [, lat, lon] = /^Point: (-?\d+\.\d{4}), (-?\d+\.\d{4})$/.exec(text) ?? [];
  expect(lat, text).toBeDefined();
  return { lat: Number(lat), lon: Number(lon) };
}

test("on /submit: Mile End found by name, the point moved by keyboard, then used in the fields, all from our origin", async ({ page }) => {
  const requests = recordRequests(page);
  await open(page, "/submit");
  const main = page.getByRole("main");
  await main.getByLabel("Title").fill("Café du Mile End");
  await main.getByLabel("City").selectOption("Montreal");
  const choose = main.getByRole("button", { name: "Choose on a map" });
  await expect(choose).toBeVisible();
  const before = requests.length;
  expect(requests.some((url) => /maplibre|point-picker/.test(url))).toBe(false);

  await choose.click();
  const picker = main.getByRole("region", { name: "Choose the point on a map" });
  const find = picker.getByLabel("Find a place or neighbourhood");
  await expect(find).toBeFocused();
  const map = page.getByRole("region", { name: "Map for placing the point in Montreal" });
  await expect(map).toHaveJSProperty("tagName", "CANVAS");
  await find.fill("Mile End");
  await picker.getByRole("button", { name: "Mile End — Neighbourhood" }).click();
  await expect(picker.getByText("The map is centred on Mile End.")).toBeVisible();
  // Mile End's centre, inside its outline (shared/places/neighbourhoods/neighbourhood-shapes.ts).
  await expect(picker.locator("output")).toHaveText("Point: 45.5235, -73.6000");
  const centre = await readPoint(page);
  expect(centre.lat).toBeGreaterThan(45.518);
  expect(centre.lat).toBeLessThan(45.53);
  expect(centre.lon).toBeGreaterThan(-73.61);
  expect(centre.lon).toBeLessThan(-73.59);
  await expectNoSeriousA11yViolations(page);

  // The keyboard moves the map, so the point under the cross: east, then north.
  await map.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await readPoint(page)).lon).toBeGreaterThan(centre.lon);
  await page.keyboard.press("ArrowUp");
  await expect.poll(async () => (await readPoint(page)).lat).toBeGreaterThan(centre.lat);
  // The readout changes only when the map comes to rest (moveend): it holds what "Use this point" writes.
  const moved = await readPoint(page);

  await picker.getByRole("button", { name: "Use this point" }).click();
  await expect(picker).toBeHidden();
  await expect(choose).toBeFocused();
  const lat = Number(await main.getByLabel("Latitude").inputValue());
  const lon = Number(await main.getByLabel("Longitude").inputValue());
  expect(await main.getByLabel("Latitude").inputValue()).toMatch(/^45\.\d{5}$/);
  expect(lat).toBeCloseTo(moved.lat, 4);
  expect(lon).toBeCloseTo(moved.lon, 4);

  const picking = requests.slice(before);
  expect(picking.some((url) => /maplibre|point-picker/.test(url))).toBe(true);
  expect(picking.some((url) => url.includes("/api/trpc/places.lookup"))).toBe(true);
  expect(picking.filter((url) => !url.startsWith(baseURL))).toEqual([]);
});
