// Home's sections below the fold are the server's HTML until the visitor first acts
// (web/lib/hydrate-later.tsx): their code is not fetched at load, and a click that comes before it has
// arrived is held and given again, so the play button plays and a link moves within the app.
import { expect, test, type Page } from "./test";
import { openWithScriptHeld } from "./before-hydration";
import { open } from "./open";

const LATER_CHUNK = /\/assets\/later-sections-[\w-]+\.js$/;

/** Holds the sections' chunk back until `release` is called, and says whether it was asked for. */
async function holdLaterChunk(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(LATER_CHUNK, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test.describe("home's sections below the fold", () => {
  // The service worker precaches every chunk once the page is idle and then claims the page: a chunk it
  // serves never reaches `page.route`, so on a slow run the held chunk went unseen. These tests are about
  // the page's own loading; the offline tests cover the worker.
  test.use({ serviceWorkers: "block" });

  test("are in the page before any script for them, which loads only on the visitor's first act", async ({ page }) => {
    const later = await holdLaterChunk(page);
    await open(page, "/");
    await expect(page.getByRole("heading", { name: "Explore by Category" })).toBeAttached();
    await expect(page.getByRole("region", { name: "Explore by Cities" }).getByRole("link")).toHaveCount(8);
    await expect(page.getByRole("button", { name: /^Play video:/ })).toHaveCount(4);
    expect(later.asked()).toBe(false);
    await page.mouse.wheel(0, 400);
    await expect.poll(later.asked).toBe(true);
    later.release();
  });

  test("an act at the moment the page becomes interactive is not missed", async ({ page }) => {
    // The sections render (and so ask for the act) in a pass of their own after the rest of the page
    // has hydrated: a scroll between the two passes must still load them.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.ready !== "true") return;
        observer.disconnect();
        dispatchEvent(new Event("scroll"));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
    });
    const later = await holdLaterChunk(page);
    await open(page, "/");
    await expect.poll(later.asked).toBe(true);
    later.release();
  });

  test("a visitor who scrolled before the page's script ran keeps their place, and the sections load", async ({ page }) => {
    const later = await holdLaterChunk(page);
    const letScriptRun = await openWithScriptHeld(page, "/");
    const cities = page.getByRole("region", { name: "Explore by Cities" });
    await cities.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    await letScriptRun();
    await expect.poll(later.asked).toBe(true);
    later.release();
    await expect(cities.getByRole("link")).toHaveCount(8);
    expect(await page.evaluate(() => scrollY)).toBe(scrolledTo);
  });

  test("a click on the play button before their code has arrived plays the video once it has", async ({ page }) => {
    const later = await holdLaterChunk(page);
    await open(page, "/");
    const play = page.getByRole("button", { name: /^Play video: Toronto/ });
    await play.click();
    await expect.poll(later.asked).toBe(true);
    await expect(page.locator("iframe")).toHaveCount(0);
    later.release();
    await expect(page.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
  });

  test("a click on a link there before their code has arrived moves within the app once it has", async ({ page }) => {
    const later = await holdLaterChunk(page);
    await open(page, "/");
    // Set on this document: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("region", { name: "Explore by Category" }).getByRole("link", { name: /Spas/ }).click();
    await expect.poll(later.asked).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    later.release();
    await expect(page).toHaveURL(/\/shop\?category=spas$/);
    await expect(page.getByText("Category: Spas")).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("reached from another page, they show at once", async ({ page }) => {
    await open(page, "/stories");
    await page.getByRole("link", { name: "Local Hype", exact: false }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Explore by Category" }).getByRole("link")).toHaveCount(11);
    await page.getByRole("button", { name: /^Play video: Toronto/ }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
  });
});
