// The hydration watch every browser test runs (tests/e2e/test.ts) catches a real mismatch: an edge page
// whose HTML differs from what the browser renders first.
import { open } from "./open";
import { expect, test, watchHydrationErrors } from "./test";

test("the watch reports React's hydration error when the edge's HTML and the first client render differ", async ({ browser }) => {
  // Its own context: the test's own watch (on the default context) must not see this deliberate mismatch.
  const context = await browser.newContext();
  const seen = watchHydrationErrors(context);
  const page = await context.newPage();
  await page.route("/privacy", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)[^<]+/, "$1Not what the app renders");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Not what the app renders");
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]).toMatch(/Minified React error #418/);
  await context.close();
});

test("a page reached inside the app, then reloaded, hydrates to the edge's HTML", async ({ page }) => {
  // A reload keeps the key the app gave the history entry, so the page must not take itself for one
  // reached in the app (which renders its own head tags, absent from the edge's HTML). This test's
  // watch fails it on React's hydration error.
  await open(page, "/best-coffee-shops");
  await page.getByRole("link", { name: "Vote Now in Vancouver" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Best Coffee Shops in Vancouver" })).toBeVisible();
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  await expect(page).toHaveTitle(/Vancouver/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Events/);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Events/);
});
