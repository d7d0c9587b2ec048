// The "Subscribe" control on list and city pages: a disclosure with the page's feeds (a webcal: link
// for calendars, the .ics file, the Atom feed) and a "Copy link" button; keyboard only, axe clean.
import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";
import { baseURL } from "./playwright.config";

test("subscribe to a city's events by keyboard: webcal link, .ics file, Atom feed, copy link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await open(page, "/city/Toronto");
  const subscribe = page.locator("main summary", { hasText: "Subscribe" });
  await subscribe.focus();
  await page.keyboard.press("Enter");

  const calendar = page.getByRole("link", { name: "Local Hype events in Toronto" });
  await expect(calendar).toBeVisible();
  await expect(calendar).toHaveAttribute("href", `${baseURL.replace(/^http:/, "webcal:")}/feeds/city/toronto/events.ics`);
  await expect(page.getByRole("link", { name: "Download .ics" })).toHaveAttribute("href", `${baseURL}/feeds/city/toronto/events.ics`);
  await expect(page.getByRole("link", { name: "Local Hype: new in Toronto" })).toHaveAttribute("href", `${baseURL}/feeds/city/toronto.atom`);

  const copy = page.getByRole("button", { name: "Copy link: Local Hype: new in Toronto" });
  await copy.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/feeds/city/toronto.atom`);

  // The feed behind the link answers as a feed.
  const feed = await page.request.get("/feeds/city/toronto.atom");
  expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  await expectNoSeriousA11yViolations(page);
});

test("the events list offers every city's calendar and its Atom feed", async ({ page }) => {
  await open(page, "/events");
  await page.locator("main summary", { hasText: "Subscribe" }).click();
  await expect(page.getByRole("link", { name: "Local Hype events", exact: true })).toHaveAttribute(
    "href",
    `${baseURL.replace(/^http:/, "webcal:")}/feeds/events.ics`,
  );
  await expect(page.getByRole("link", { name: "Local Hype: new local events" })).toHaveAttribute("href", `${baseURL}/feeds/events.atom`);
});
