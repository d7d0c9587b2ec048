// My city: choosing a city in the header makes it my city, remembered across visits (a
// cookie the edge renders by): home shows its listings and "Near {city}", lists open filtered to it
// with "All cities" one click away, in English and in French (with the accents). The shared test
// fixture fails each test on a hydration error: the edge and the browser must render the same city.
import { expect, test, type Page } from "./test";
import { open } from "./open";

async function chooseCity(page: Page, label: string, city: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: city }).click();
  await expect(page.getByRole("combobox", { name: label })).toHaveText(city);
}

test.describe("my city", () => {
  test("choose Montreal in the header → reload → home and /shop are Montreal's, with All cities one click away", async ({ page }) => {
    await open(page, "/");
    const trending = page.getByRole("region", { name: "Trending Now" });
    await expect(trending.getByText("Near Toronto").first()).toBeVisible();
    await chooseCity(page, "Choose your city", "Montreal");
    // At once, without a reload: the home picks follow the choice.
    await expect(trending.getByText("Near Montreal").first()).toBeVisible();
    await expect(trending.getByRole("article")).toHaveCount(3);
    for (const text of await trending.getByRole("article").allInnerTexts()) expect(text).toContain("Montreal");

    // Remembered: the edge renders the next visit for Montreal.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await expect(page.getByRole("combobox", { name: "Choose your city" })).toHaveText("Montreal");
    await expect(trending.getByText("Near Montreal").first()).toBeVisible();
    for (const text of await trending.getByRole("article").allInnerTexts()) expect(text).toContain("Montreal");
    await expect(page.getByRole("region", { name: "Featured" }).getByRole("article").first()).toContainText("Montreal");

    await open(page, "/shop");
    const only = page.getByRole("button", { name: "Only Montreal" });
    await expect(only).toHaveAttribute("aria-pressed", "true");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain("Montreal");

    const all = page.getByRole("button", { name: "All cities" });
    await all.click();
    await expect(page).toHaveURL(/\/shop\?city=all$/);
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(cards.filter({ hasText: "Toronto" }).first()).toBeVisible();
    // Back to my city with the other button.
    await only.click();
    await expect(page).toHaveURL(/\/shop\?city=Montreal$/);
    // The address changes before the new list arrives: wait for every other city's card to leave.
    await expect(cards.filter({ hasNotText: "Montreal" })).toHaveCount(0);
    await expect(cards.first()).toContainText("Montreal");
  });

  test("in French: « Près de Montréal » and « Montréal seulement », kept across a reload", async ({ page }) => {
    await open(page, "/fr");
    await chooseCity(page, "Choisissez votre ville", "Montréal");
    const trending = page.getByRole("region", { name: "Tendances du moment" });
    await expect(trending.getByText("Près de Montréal").first()).toBeVisible();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await expect(trending.getByText("Près de Montréal").first()).toBeVisible();
    await open(page, "/fr/shop");
    await expect(page.getByRole("button", { name: "Montréal seulement" })).toHaveAttribute("aria-pressed", "true");
  });

  test("accepting geolocation makes the nearest city my city, rendered by the edge on the next visit", async ({ browser }) => {
    const context = await browser.newContext({ permissions: ["geolocation"], geolocation: { latitude: 49.2827, longitude: -123.1207 } });
    const page = await context.newPage();
    await open(page, "/");
    const trending = page.getByRole("region", { name: "Trending Now" });
    await expect(trending.getByText("Near Vancouver").first()).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Choose your city" })).toHaveText("Vancouver");
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain('data-city="Vancouver"');
    await expect(trending.getByRole("article").first()).toContainText("Vancouver");
    await context.close();
  });
});
