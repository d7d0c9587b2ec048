// An owner's journey in Chromium against the real Worker, D1 and queue: the claim from the shop's page,
// the e-mailed link read from the local e-mail simulation, hours changed from /owner and shown on the
// public page at once, then the Performance section after a view and a tap, then Basic bought through the
// local test checkout and its receipt. Keyboard and axe on /owner in English and French.
import { catalogue } from "../../worker/db/seed/listings";
import type { Listing } from "../../shared/listings/listing";
import { detailPath } from "../../shared/routing/paths";
import { expect, test } from "./test";
import { randomIp } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";
import { claimAndSignIn } from "./owner-claims";

/** Shops with a website, so an address at its domain is verified at once: one per test (a second claim waits for the team). */
const [shop, boutique] = catalogue.filter((listing) => listing.type === "shop" && listing.website) as [Listing, Listing];

// Headless Chromium names itself "HeadlessChrome", which the activity counter ignores as a bot.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

test("an owner claims her shop by e-mailed link, changes its Sunday hours and sees what the page got", async ({ page }) => {
  await claimAndSignIn(page, shop);
  await page.getByRole("link", { name: `Manage ${shop.title}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: shop.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sunday's hours become 10:00–16:00, whatever they were, by keyboard.
  const sunday = page.getByRole("group", { name: "Sunday" });
  const removeFirst = sunday.getByRole("button", { name: "Remove hours 1 on Sunday" });
  while (await removeFirst.count()) await removeFirst.press("Enter");
  await sunday.getByRole("button", { name: "Add hours on Sunday" }).press("Enter");
  await expect(sunday.getByLabel("Sunday, hours 1: Opens")).toBeFocused();
  await sunday.getByLabel("Sunday, hours 1: Opens").fill("10:00");
  await sunday.getByLabel("Sunday, hours 1: Closes").fill("16:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: your page shows it now." })).toBeVisible();

  // The public page shows the new hours at once; a view and a tap on "Get Directions" are counted.
  await open(page, detailPath(shop));
  const hours = page.getByRole("region", { name: "Opening hours" });
  await expect(hours.getByRole("row", { name: "Sunday 10:00 AM – 4:00 PM" })).toBeVisible();
  await page.context().route("https://www.google.com/**", (route) => route.abort());
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/activity") && request.postData()?.includes('"directions"') === true);
  const [map] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /Get Directions/ }).click()]);
  await map.close();
  await (await beacon).response();

  // The owner's Performance section: the figures behind the "< 5", the table twin and the chart.
  const answer = page.waitForResponse((response) => response.url().includes("owners.performance"));
  await open(page, `/owner?listing=${shop.id}`);
  const batch = (await (await answer).json()) as { result?: { data?: { days: unknown[]; totals?: Record<string, number | null> } } }[];
  // Counts under 5 never leave the server: the owner's answer carries null for them.
  expect(batch.map((entry) => entry.result?.data?.totals).find(Boolean)).toEqual({
    view: null,
    call: null,
    directions: null,
    website: null,
    save: null,
    share: null,
  });
  const performance = page.getByRole("region", { name: "Performance" });
  const table = performance.getByRole("table", { name: /^Activity since / });
  const total = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total" }) });
  await expect(total.getByRole("cell")).toHaveText(["< 5", "< 5", "< 5", "< 5", "< 5", "< 5"]);
  await expect(performance.locator("svg")).toBeVisible();

  // The period switch is radio buttons: the arrow key moves to 90 days and asks again.
  const again = page.waitForResponse((response) => response.url().includes("owners.performance") && response.url().includes("90"));
  await performance.getByRole("radio", { name: "30 days" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(performance.getByRole("radio", { name: "90 days" })).toBeChecked();
  await again;
  await expect(table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total" }) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Basic through the local test checkout: back on /owner, "Payment received" (the webhook has run), and its receipt.
  const promotion = page.getByRole("region", { name: "Promotion" });
  await promotion.getByRole("button", { name: "Buy Basic — $39.00" }).click();
  await expect(page.getByText("Test mode — no money moves")).toBeVisible();
  await page.getByRole("button", { name: "Pay $39.00" }).click();
  await expect(page).toHaveURL(new RegExp(`/owner\\?listing=${shop.id}&checkout=success$`));
  await expect(promotion.getByRole("status").filter({ hasText: /^Payment received — your promotion runs until / })).toBeVisible();
  await expect(promotion.getByRole("button", { name: "Renew Basic — $39.00" })).toBeVisible();
  await promotion.getByRole("link", { name: /^Receipt for Basic on / }).click();
  const receipt = page.getByTestId("receipt");
  await expect(receipt).toContainText(`Basic promotion of “${shop.title}”`);
  await expect(receipt).toContainText("$39.00 CAD");
  await expectNoSeriousA11yViolations(page);
});

test("/fr/owner speaks French to a signed-out visitor and to an owner, with nothing for axe to flag", async ({ page }) => {
  await open(page, `/fr/owner?claim=${boutique.id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: `Revendiquer ${boutique.title}` })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expectNoSeriousA11yViolations(page);

  await claimAndSignIn(page, boutique);
  await open(page, `/fr/owner?listing=${boutique.id}`);
  await expect(page.getByRole("heading", { level: 2, name: boutique.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enregistrer", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Performance" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
