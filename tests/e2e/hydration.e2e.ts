// The hydration watch every browser test runs (tests/e2e/test.ts) catches a real mismatch: an edge page
// whose HTML differs from what the browser renders first.
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
