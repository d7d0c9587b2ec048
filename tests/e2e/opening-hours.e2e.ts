// "Open now" in the browser: a place's page hydrates to exactly the server's HTML (no mismatch, whatever
// the browser's clock), then reads the browser's clock (Playwright's page.clock) and follows it minute by
// minute, in the city's zone and the page's language; cards keep the Worker's words for their minute.
import { expect, test, type Page } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";

/**
 * Console errors and page errors: a hydration mismatch is reported as one, and the browser's clock here
 * is hours away from the server's, so a first render from the browser's clock would differ from the HTML.
 */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    // Offline, the photo CDN cannot be reached; those failures are not the app's.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) problems.push(message.text());
  });
  return problems;
}

test("a shop's badge follows the browser's clock after hydrating to the server's HTML", async ({ page }) => {
  // Tuesday 24 November 2026, 6:58 PM in Toronto: Parkdale Paper & Press closes at 7 PM.
  await page.clock.install({ time: new Date("2026-11-24T23:58:00Z") });
  const problems = watchErrors(page);
  await open(page, "/shop/toronto/parkdale-paper-press");
  const section = page.getByRole("region", { name: "Opening hours" });
  await expect(section.getByText("Open now")).toBeVisible();
  await expect(section.getByText("· Closes at 7:00 PM")).toBeVisible();
  await expect(section.getByRole("rowheader", { name: "Monday" })).toBeVisible();
  await expect(section.getByRole("row", { name: "Tuesday 11:00 AM – 7:00 PM" })).toBeVisible();
  await page.clock.runFor(2 * 60_000);
  await expect(section.getByText("Closed now")).toBeVisible();
  await expect(section.getByText("· Opens tomorrow at 11:00 AM")).toBeVisible();
  expect(problems).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test("the French page says it in French", async ({ page }) => {
  // Monday 23 November 2026, 9 AM in Toronto.
  await page.clock.install({ time: new Date("2026-11-23T14:00:00Z") });
  const problems = watchErrors(page);
  await open(page, "/fr/shop/toronto/parkdale-paper-press");
  const section = page.getByRole("region", { name: "Heures d'ouverture" });
  // "Fermé" is the badge and also Monday's row of the week.
  await expect(section.getByText("Fermé", { exact: true })).toHaveCount(2);
  await expect(section.getByText("· Ouvre demain à 11\u00a0h")).toBeVisible();
  expect(problems).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test("shop cards say whether each place is open, in the Worker's words, and hydrate without a mismatch", async ({ page }) => {
  // The browser's clock is days from the server's: the cards keep the server's words (no recomputing).
  await page.clock.install({ time: new Date("2026-11-23T14:00:00Z") });
  const problems = watchErrors(page);
  await open(page, "/shop?city=Toronto");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Parkdale Paper & Press" }) });
  await expect(card.getByText(/^(Open now|Closed now)$/)).toBeVisible();
  await expect(card.getByText(/^· (Closes|Opens) /)).toBeVisible();
  // A card without structured hours says nothing about them.
  const vinyl = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Junction Vinyl Exchange" }) });
  await expect(vinyl.getByText(/Open now|Closed now/)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the Open now chip filters the shop list by keyboard, and keeps the city filter", async ({ page }) => {
  await open(page, "/shop?city=Toronto");
  const chip = page.getByRole("button", { name: "Open now" });
  await expect(chip).toHaveAttribute("aria-pressed", "false");
  await chip.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/shop\?city=Toronto&open=now$/);
  await expect(chip).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/shop\?city=Toronto$/);
});
