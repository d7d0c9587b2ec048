// Real visitors' Web Vitals in Chromium against the real Worker and D1: a sampled page view (the sampling
// draw pinned) fetches the reporter after load and sends its beacon when the page is hidden; the admin
// Performance tab then shows that page and language. A visitor with Global Privacy Control never fetches
// the reporter, however long the page stays (its timers run forward with Playwright's clock).
import type { Page } from "@playwright/test";
import { VITALS_REPORTER_DELAY_MS, VITALS_REPORTER_MARK } from "../../shared/performance/web-vitals";
import { expect, test } from "./test";
import { E2E_ADMIN, logIn, randomIp } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";

const REPORTER = /\/assets\/report-vitals-[\w-]+\.js$/;

/** Every draw falls in the sample; `optOut` also sets Global Privacy Control. */
async function sampled(page: Page, { optOut = false } = {}) {
  await page.addInitScript((gpc) => {
    Math.random = () => 0;
    if (gpc) Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  }, optOut);
}

test("a sampled view's Web Vitals reach the admin Performance tab", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  await sampled(page);
  await open(page, "/fr/privacy");
  // The reporter comes VITALS_REPORTER_DELAY_MS after load, and marks the timeline once it runs.
  await page.waitForRequest(REPORTER);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, VITALS_REPORTER_MARK);
  // A key press ends LCP's search for a larger element (as a visitor's first input does); the library
  // settles it in an idle moment. Without it, a page left at once may settle LCP only after unloading.
  await page.keyboard.press("Shift");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  // The page is hidden (as when the visitor switches tabs): the beacon goes out then. Hidden in place, not
  // left: a beacon sent while a page unloads is invisible to Playwright and races the next page.
  const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/vitals" && request.postData() !== null);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  expect(JSON.parse((await beacon).postData()!)).toMatchObject({ route: "privacy", locale: "fr" });

  await logIn(page.context(), E2E_ADMIN);
  // The beacons arrive while the next page loads: the tab is opened again until they are all counted.
  const rating = "(Good|Needs improvement|Poor)";
  await expect(async () => {
    await open(page, "/admin");
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Performance" }).click();
    const table = main.getByRole("table", { name: "75th percentile per page and language, 28 days" });
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "/privacy", exact: true }) })
      .filter({ hasText: "Français" });
    // Views, then LCP, INP, CLS and TTFB, each with its rating in words. TTFB is settled at load, so it is
    // in the beacon the hidden page sends; a figure the library settles while the page unloads can miss
    // it (docs/PERFORMANCE.md), so the others may read "No data".
    const figureOrNone = new RegExp(`^(No data|[\\d.]+( m?s)?${rating})$`);
    await expect(row.getByRole("cell")).toHaveText(
      ["Français", /^\d+$/, figureOrNone, figureOrNone, figureOrNone, new RegExp(`^[\\d.]+ m?s${rating}$`)],
      { timeout: 3000 },
    );
  }).toPass({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});

test("a visitor with Global Privacy Control never fetches the reporter; the same view without it does", async ({ browser, baseURL }) => {
  for (const optOut of [true, false]) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
    await sampled(page, { optOut });
    await page.clock.install();
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (REPORTER.test(request.url())) fetched.push(request.url());
    });
    await open(page, "/privacy");
    const reporter = optOut ? null : page.waitForRequest(REPORTER);
    await page.clock.runFor(VITALS_REPORTER_DELAY_MS * 3);
    await reporter;
    expect(fetched, optOut ? "with Global Privacy Control" : "without").toHaveLength(optOut ? 0 : 1);
    await context.close();
  }
});
