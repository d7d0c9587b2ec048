// The map view of a list: "Map" loads MapLibre over our own tiles; the pins in view have their twins in a
// list of links under the map; the keyboard moves the focused map; "Search this area" opens the near list
// for the map's centre; nothing is fetched from another host; French; axe with the map open.
import { expect, test, type Page } from "./test";
import { open } from "./open";
import { expectNoSeriousA11yViolations } from "./axe";
import { watchCspViolations } from "./csp-violations";
import { baseURL } from "./playwright.config";

/**
 * Every network request the page makes (data: and blob: URLs are the page's own bytes, not requests). The
 * list's cards show catalogue photos from their CDN; what the map fetches is counted from "Map" on.
 */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (!/^(data|blob):/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Zooms into the largest cluster (its twin's button) until the list twin holds a link named `title`. */
async function zoomUntilListed(page: Page, twin: ReturnType<Page["getByRole"]>, title: string) {
  for (let step = 0; step < 6; step++) {
    if ((await twin.getByRole("link", { name: title }).count()) > 0) return;
    const clusters = twin.getByRole("button", { name: /places here: zoom in|lieux ici\u00a0: zoomer/ });
    if ((await clusters.count()) === 0) break;
    await clusters.first().click();
    await expect(twin.getByRole("listitem").first()).toBeVisible();
  }
  await expect(twin.getByRole("link", { name: title })).toBeVisible();
}

test.describe("the map view", () => {
  test("opens on a Montreal list with its pins' twins, moves with the keyboard and searches the area, all from our origin", async ({ page }) => {
    const requests = recordRequests(page);
    const csp = await watchCspViolations(page);
    await open(page, "/gems?city=Montreal");
    const list = page.getByRole("button", { name: "List", exact: true });
    await expect(list).toHaveAttribute("aria-pressed", "true");
    const before = requests.length;
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await expect(page.getByRole("button", { name: "Map", exact: true })).toHaveAttribute("aria-pressed", "true");
    // The map code came only with the press.
    expect(requests.slice(0, before).some((url) => /map-view|maplibre/.test(url))).toBe(false);

    // MapLibre's canvas is the named, focusable region.
    const map = page.getByRole("region", { name: "Map of gems in Montreal" });
    await expect(map).toBeVisible();
    await expect(map).toHaveJSProperty("tagName", "CANVAS");
    await expect(page.getByText("Select the map, then move it with the arrow keys and zoom with + and −.")).toBeVisible();
    const twin = page.getByRole("region", { name: /^On the map \(\d+\)$/ });
    await expect(twin.getByRole("listitem").first()).toBeVisible();
    await zoomUntilListed(page, twin, "The Outdoor Staircases of the Plateau");
    // The twin's link leads to the listing's page.
    await expect(twin.getByRole("link", { name: "The Outdoor Staircases of the Plateau" })).toHaveAttribute(
      "href",
      "/gems/montreal/plateau-spiral-staircases",
    );
    await expectNoSeriousA11yViolations(page);

    // The keyboard moves the focused map; once moved, "Search this area" is offered.
    await map.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("-");
    const search = page.getByRole("button", { name: "Search this area" });
    await expect(search).toBeVisible();
    const mapRequests = requests.slice(before);
    await search.click();
    await expect(page).toHaveURL(/\/gems\?near=45\.\d{4},-73\.\d{4}&radius=\d+(\.\d)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Near this place");
    await expect(page.getByRole("article").first()).toBeVisible();

    expect(mapRequests.filter((url) => !url.startsWith(baseURL))).toEqual([]);
    expect(mapRequests.some((url) => url.includes("/tiles/"))).toBe(true);
    expect(csp).toEqual([]);
  });

  test("« Carte » on a French list: the map's name, its hint and its twins in French, axe with the map open", async ({ page }) => {
    const requests = recordRequests(page);
    await open(page, "/fr/gems?city=Montreal");
    const before = requests.length;
    await page.getByRole("button", { name: "Carte", exact: true }).click();
    const map = page.getByRole("region", { name: "Carte des trésors à Montréal" });
    await expect(map).toHaveJSProperty("tagName", "CANVAS");
    await expect(page.getByText("Sélectionnez la carte, puis déplacez-la avec les flèches et zoomez avec + et −.")).toBeVisible();
    const twin = page.getByRole("region", { name: /^Sur la carte \(\d+\)$/ });
    await zoomUntilListed(page, twin, "Les escaliers extérieurs du Plateau");
    await expect(twin.getByRole("link", { name: "Les escaliers extérieurs du Plateau" })).toHaveAttribute(
      "href",
      "/fr/gems/montreal/plateau-spiral-staircases",
    );
    await expect(page.getByRole("button", { name: "Liste", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expectNoSeriousA11yViolations(page);
    expect(requests.slice(before).some((url) => url.includes("/fr/tiles/"))).toBe(true);
    expect(requests.slice(before).filter((url) => !url.startsWith(baseURL))).toEqual([]);
  });

  test("a city's tabs: every type on the map of the All tab, one type's on its own tab", async ({ page }) => {
    await open(page, "/city/Montreal");
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await expect(page.getByRole("region", { name: "Map of places in Montreal" })).toHaveJSProperty("tagName", "CANVAS");
    const heading = page.getByRole("heading", { name: /^On the map \(\d+\)$/ });
    const counted = async () => Number(/\((\d+)\)/.exec((await heading.textContent()) ?? "")![1]);
    await expect(heading).not.toHaveText("On the map (0)");
    const all = await counted();
    await page.getByRole("tab", { name: /^Gems/ }).click();
    await expect(page.getByRole("region", { name: "Map of gems in Montreal" })).toHaveJSProperty("tagName", "CANVAS");
    await expect(heading).not.toHaveText("On the map (0)");
    await expect.poll(counted).toBeLessThan(all);
    await expectNoSeriousA11yViolations(page);
  });

  test("a search's map: its matches only; « Search this area » lists them by distance, each pin's card saying how far", async ({ page }) => {
    const requests = recordRequests(page);
    await open(page, "/search?q=bakeries&city=Montreal");
    // Montreal's matches (the catalogue has four; other tests may add some), counted before the map opens.
    const count = page.getByText(/^\d+ results$/);
    await expect(count).toBeVisible();
    const total = Number(/^(\d+)/.exec((await count.textContent()) ?? "")![1]);
    expect(total).toBeGreaterThanOrEqual(4);
    const before = requests.length;
    await page.getByRole("button", { name: "Map", exact: true }).click();
    const map = page.getByRole("region", { name: "Map of results for “bakeries” in Montreal" });
    await expect(map).toHaveJSProperty("tagName", "CANVAS");
    // The search's matches, and nothing else of Montreal's.
    const twin = page.getByRole("region", { name: `On the map (${total})` });
    await zoomUntilListed(page, twin, "The Great Bagel Debate: St-Viateur vs. Fairmount");
    expect(requests.slice(before).some((url) => /\/tiles\/.*\?q=bakeries&city=Montreal/.test(url))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // What the map fetched, all from our origin (the near list's cards then show the catalogue's photos).
    expect(requests.slice(before).filter((url) => !url.startsWith(baseURL))).toEqual([]);
    await map.focus();
    await page.keyboard.press("-");
    await page.getByRole("button", { name: "Search this area" }).click();
    await expect(page).toHaveURL(/\/search\?q=bakeries&city=Montreal&near=45\.\d{4},-73\.\d{4}&radius=\d+(\.\d)?$/);
    await expect(page.getByRole("heading", { level: 2, name: "Near this place" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards.first()).toContainText(/\d+\.\d km · \d+ min walk/);
    const distances = (await cards.allInnerTexts()).map((text) => Number(/(\d+\.\d) km · \d+ min walk/.exec(text)![1]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(page.getByRole("link", { name: "Back to every result" })).toHaveAttribute("href", "/search?q=bakeries&city=Montreal");

    // On the near list's map, each pin's twin (and card) says how far it is from the list's point.
    await page.getByRole("button", { name: "Map", exact: true }).click();
    const near = page.getByRole("region", { name: /^On the map \(\d+\)$/ });
    await expect(near.getByRole("listitem").first()).toContainText(/ · \d+\.\d km · \d+ min walk$/);
  });
});
