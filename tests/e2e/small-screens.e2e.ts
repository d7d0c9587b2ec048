// Phones from 320 to 414 px wide, in both languages: nothing scrolls sideways, the header fits even with
// a long city name, and every bottom-bar label shows whole. Then the keyboard: the skip link is the first
// stop, and tabbing out of the home page's city field moves on instead of dropping focus to the page.
import { expect, test, type Page } from "./test";
import { open } from "./open";
import { listCards } from "./api";

/** Whether an element's text is cut (ellipsis or overflow) rather than shown whole. */
const isCut = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));

for (const width of [320, 390, 414]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    test("in both languages: no sideways scroll, the header fits with a long city, the bottom bar's labels are whole", async ({ page }) => {
      for (const [home, cityLabel, montreal] of [
        ["/", "Choose your city", "Montreal"],
        ["/fr", "Choisissez votre ville", "Montréal"],
      ] as const) {
        await open(page, home);
        const selector = page.getByRole("combobox", { name: cityLabel });
        for (const city of [montreal, "Conception Bay South"]) {
          await selector.click();
          await page.getByRole("option", { name: city }).click();
          await expect(selector).toContainText(city);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${home} with ${city}`).toBeLessThanOrEqual(width);
          const header = await page.getByRole("banner").boundingBox();
          expect(header!.x + header!.width, `header with ${city}`).toBeLessThanOrEqual(width);
          const right = await selector.evaluate((el) => el.getBoundingClientRect().right);
          expect(right, `city button with ${city}`).toBeLessThanOrEqual(width);
        }
        for (const path of [home, `${home === "/" ? "" : home}/shop`, `${home === "/" ? "" : home}/city/Montreal`]) {
          await open(page, path);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        }
        expect(await isCut(page, "nav[aria-label] ul a"), home).toEqual([]);
        // The spec's five tabs, on one row (a sixth wrapped the bar onto two, 113 px of every screen).
        const bar = page.getByRole("navigation").last();
        await expect(bar.getByRole("link")).toHaveCount(5);
        expect((await bar.boundingBox())!.height, home).toBeLessThanOrEqual(60);
      }
    });
  });
}

test.describe("a place's and an event's page on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test("show what a visitor came to do in the first screen, above the facts and the description", async ({ page, request }) => {
    const shop = (await listCards(request, { type: "shop", city: "Halifax" }))[0]!;
    const event = (await listCards(request, { type: "event", city: "Toronto" }))[0]!;
    for (const [path, action] of [
      [shop.path, page.getByRole("link", { name: /Get Directions/ })],
      [event.path, page.getByRole("link", { name: /Add to calendar/ })],
    ] as const) {
      await open(page, path);
      for (const control of [action, page.getByRole("main").getByRole("button", { name: "Save", exact: true })]) {
        const box = await control.boundingBox();
        expect(box!.y + box!.height, path).toBeLessThanOrEqual(800);
      }
    }
  });
});

test.describe("keyboard", () => {
  test("the skip link comes first and takes focus to the content, in both languages", async ({ page }) => {
    for (const [path, name] of [
      ["/gems", "Skip to content"],
      ["/fr/gems", "Aller au contenu"],
    ] as const) {
      await open(page, path);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
    }
  });

  test("tabbing out of the home page's city field moves to the next control", async ({ page }) => {
    await open(page, "/");
    const city = page.getByRole("main").getByRole("combobox").nth(1);
    await city.focus();
    await page.keyboard.type("Mont");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.tagName);
    expect(focused).not.toBe("BODY");
    await expect(city).not.toBeFocused();
  });
});
