// "Près de moi" on a French list page: with the position granted at a Montréal point, one tap lists the
// nearest first with their distance in kilometres and walking minutes; without a tap, nothing asks the
// browser for the position (a spy counts the calls); a refused position says so; axe on both states.
// A listing's page: its static map (an SVG image from the Worker) and the list twin under it, with axe.
import { expect, test, type Page } from "./test";
import { open } from "./open";
import { expectNoSeriousA11yViolations } from "./axe";

/** Mile End, Montréal. */
const MONTREAL = { latitude: 45.5236, longitude: -73.5985 };

/** Counts the page's calls to navigator.geolocation (before any of its code runs). */
const countGeolocation = () => {
  const counted = window as unknown as { geolocationCalls: number };
  counted.geolocationCalls = 0;
  const geolocation = navigator.geolocation;
  const getCurrentPosition = geolocation.getCurrentPosition.bind(geolocation);
  const watchPosition = geolocation.watchPosition.bind(geolocation);
  geolocation.getCurrentPosition = (...args) => {
    counted.geolocationCalls += 1;
    getCurrentPosition(...args);
  };
  geolocation.watchPosition = (...args) => {
    counted.geolocationCalls += 1;
    return watchPosition(...args);
  };
};
const geolocationCalls = (page: Page) => page.evaluate(() => (window as unknown as { geolocationCalls: number }).geolocationCalls);

/** "1,2 km · 15 min à pied" → 1.2 */
const kilometres = (text: string) => Number(/([\d,]+)\u00a0km · \d+\u00a0min à pied/.exec(text)![1]!.replace(",", "."));

test.describe("near me", () => {
  test("« Près de moi » at a Montréal point lists the nearest first, in km and minutes on foot", async ({ browser }) => {
    const context = await browser.newContext({ permissions: ["geolocation"], geolocation: MONTREAL, locale: "fr-CA" });
    const page = await context.newPage();
    await open(page, "/fr/gems?city=all");
    await page.getByRole("button", { name: "Près de moi" }).click();
    const nearest = page.getByRole("region", { name: "Les plus près de vous" });
    const cards = nearest.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const texts = await cards.allInnerTexts();
    const distances = texts.map(kilometres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The Plateau's staircases are the gem nearest Mile End, about a kilometre away.
    expect(texts[0]).toContain("Les escaliers extérieurs du Plateau");
    expect(distances[0]).toBeLessThan(2);
    // The position never reaches the page's address.
    expect(page.url()).not.toContain("45.5");
    await expect(page.getByRole("button", { name: "Près de moi" })).toHaveAttribute("aria-pressed", "true");
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  test('on a search, "Near me" keeps the search\'s matches within a walk, nearest first', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ["geolocation"], geolocation: MONTREAL });
    const page = await context.newPage();
    await open(page, "/search?q=bakeries");
    // Every city's matches (other tests may add some): counted before "Near me" narrows them.
    const count = page.getByText(/^\d+ results$/);
    await expect(count).toBeVisible();
    const total = Number(/^(\d+)/.exec((await count.textContent()) ?? "")![1]);
    expect(total).toBeGreaterThan(10);
    await page.getByRole("button", { name: "Near me" }).click();
    const cards = page.getByRole("region", { name: "Nearest to you" }).getByRole("article");
    await expect(cards.first()).toContainText("The Great Bagel Debate: St-Viateur vs. Fairmount");
    const texts = await cards.allInnerTexts();
    const distances = texts.map((text) => Number(/(\d+\.\d) km · \d+ min walk/.exec(text)![1]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Only the matches within 5 km of Mile End: Montreal's, none of the other cities'.
    expect(distances.length).toBeLessThan(total);
    expect(Math.max(...distances)).toBeLessThanOrEqual(5);
    expect(page.url()).not.toContain("45.5");
    await context.close();
  });

  test("without a tap the page never asks for the position; a refusal is said clearly", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-CA" });
    await context.addInitScript(countGeolocation);
    const page = await context.newPage();
    await open(page, "/fr/gems?city=Montreal");
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("Tab");
    expect(await geolocationCalls(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Près de moi" }).click();
    await expect(page.getByRole("alert")).toContainText("L'accès à la position est désactivé pour ce site.");
    expect(await geolocationCalls(page)).toBe(1);
    await context.close();
  });

  test("a listing's page shows its small map as an image, with the numbered list twin whose links lead on", async ({ page }) => {
    await open(page, "/stories/montreal/mile-end-bagel-debate");
    const map = page.getByRole("img", { name: "Map of The Great Bagel Debate: St-Viateur vs. Fairmount and 8 places near it" });
    await expect(map).toBeVisible();
    const twin = page.getByRole("figure").getByRole("listitem");
    await expect(twin).toHaveCount(8);
    // The browser's database holds the whole seed (jobs and coffee shops too), so the nearest vary: their shape is checked.
    await expect(twin.first()).toHaveText(/^.+ — \d+\.\d km$/);
    // The map is the page's own markup: nothing in it fetches anything (no tiles, no images, no fonts).
    expect(await map.locator("image, use, foreignObject, [href]").count()).toBe(0);
    await expect(map.locator("circle")).toHaveCount(9);
    await expectNoSeriousA11yViolations(page);
    const first = twin.first().getByRole("link");
    const [href, title] = [await first.getAttribute("href"), await first.textContent()];
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });
});
