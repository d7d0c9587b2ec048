// Pages that open offline (the service worker, web/offline/service-worker.js): a page opened before
// opens with a polite notice (gone once back online), saved places still list (their pages drawn for my city), a page never opened shows the offline page in
// the page's language, and the admin area is never served from the worker's caches. Each test's fresh
// browser context starts with no worker and no caches, so other tests never meet this one's.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";

/** Opens a path and waits until the service worker controls the page (it registers after load and idle). */
async function openControlled(page: Page, path: string) {
  await open(page, path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
}

/** Every URL the worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

test("a detail page opened before opens offline with the notice", async ({ page, context }) => {
  await openControlled(page, "/gems");
  const link = page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link");
  const title = (await link.textContent())!;
  const path = (await link.getAttribute("href"))!;
  await open(page, path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("You're offline — showing what you saw last")).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByRole("status").filter({ hasText: "You're offline — showing what you saw last" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Back online, the notice goes without a reload.
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("Save on a card → /saved → reload offline still shows it, and its page names my city", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lh_city", value: "Calgary", url: baseURL! }]);
  await openControlled(page, "/gems");
  const first = page.getByRole("main").getByRole("article").first();
  const title = (await first.getByRole("heading").textContent())!;
  const path = (await first.getByRole("heading").getByRole("link").getAttribute("href"))!;
  await first.getByRole("button", { name: "Save" }).click();
  await open(page, "/saved");
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: title })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "You're offline — showing what you saw last" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: title })).toBeVisible();
  // The saved place's page, never opened, was kept when saved: drawn for my city, not the default one.
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("combobox", { name: "Choose your city" })).toHaveText("Calgary");
  await context.setOffline(false);
});

test("a page never opened shows the offline page, in English and French", async ({ page, context }) => {
  await openControlled(page, "/");
  await context.setOffline(true);
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page).toHaveTitle("You're offline | Local Hype");
  await expect(page.getByRole("link", { name: "Your saved places" })).toHaveAttribute("href", "/saved");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/fr/events");
  await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("link", { name: "Vos lieux enregistrés" })).toHaveAttribute("href", "/fr/saved");
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
});

test("the admin area is never kept nor served by the service worker", async ({ page, context }) => {
  await openControlled(page, "/");
  await open(page, "/admin");
  await open(page, "/login");
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => /\/(admin|login)(\/|$|\?)/.test(new URL(url).pathname))).toEqual([]);
  await context.setOffline(true);
  await expect(page.goto("/admin")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});
