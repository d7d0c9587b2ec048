// The opening-hours widget in Chromium against the real Worker and D1: a shop's hours entered by
// keyboard on the submit form (focus follows adding and removing ranges, a range past midnight), shown
// on its page once approved; then a closed date added in the admin editor. axe with the widget open.
import { expect, test } from "./test";
import { E2E_ADMIN, logIn, randomIp, uniqueTitle } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { approveByTitle } from "./api";
import { open } from "./open";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  await logIn(page.context(), E2E_ADMIN);
});

test("a shop's hours entered by keyboard, shown on its page, then a closed date added by an admin", async ({ page }) => {
  const title = uniqueTitle("Night Owl Bakery");
  await open(page, "/submit");
  const main = page.getByRole("main");
  await main.getByLabel("Your name").fill("Ada Baker");
  await main.getByLabel("Email").fill("ada@example.ca");
  await main.getByLabel("Title").fill(title);
  await main.getByLabel("Content type").selectOption({ label: "Business Listing" });
  await main.getByLabel("Description").fill("Bread baked through the night, sold until the small hours.");
  await main.getByLabel("City").selectOption("Halifax");
  await main.getByLabel("Location").fill("North End");

  const hours = main.getByRole("group", { name: "Opening hours" });
  const friday = hours.getByRole("group", { name: "Friday" });
  await friday.getByRole("button", { name: "Add hours on Friday" }).focus();
  await page.keyboard.press("Enter");
  await expect(friday.getByLabel("Friday, hours 1: Opens")).toBeFocused();
  await friday.getByRole("button", { name: "Add hours on Friday" }).press("Enter");
  const late = friday.getByLabel("Friday, hours 2: Opens");
  await expect(late).toBeFocused();
  await late.fill("22:00");
  await friday.getByLabel("Friday, hours 2: Closes").fill("02:00");
  // Removing the first range leaves focus on the Remove of the one that took its place.
  await friday.getByRole("button", { name: "Remove hours 1 on Friday" }).press("Enter");
  await expect(friday.getByRole("button", { name: "Remove hours 1 on Friday" })).toBeFocused();
  await expect(friday.getByLabel("Friday, hours 1: Opens")).toHaveValue("22:00");
  const saturday = hours.getByRole("group", { name: "Saturday" });
  await saturday.getByRole("button", { name: "Add hours on Saturday" }).press("Enter");
  await expectNoSeriousA11yViolations(page);

  await main.getByRole("button", { name: "Submit for Free" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Submission Successful!" })).toBeVisible();

  const path = await approveByTitle(page.request, title);
  await open(page, path);
  const section = page.getByRole("region", { name: "Opening hours" });
  await expect(section.getByRole("row", { name: "Friday 10:00 PM – 2:00 AM" })).toBeVisible();
  await expect(section.getByRole("row", { name: "Saturday 9:00 AM – 5:00 PM" })).toBeVisible();

  // The editor shows the same hours; a closed date is added and saved.
  await open(page, "/admin");
  await page.getByRole("tab", { name: "Listings" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(title);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: `Edit “${title}”` }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByLabel("Friday, hours 1: Closes")).toHaveValue("02:00");
  await dialog.getByLabel("Day closed").fill("2030-12-25");
  await dialog.getByLabel("Day closed").press("Enter");
  await expect(dialog.getByRole("button", { name: "Remove Wed, December 25, 2030" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByRole("heading", { name: "Changes" })).toBeFocused();
  await expect(dialog.getByRole("listitem").getByText(/^Opening hours: /)).toBeVisible();
});
