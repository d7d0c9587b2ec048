// The admin Listings view in Chromium against the real Worker and D1, by keyboard only: open the
// Listings tab, find a listing, edit its title, save, see the audit entry, and find the new title on
// the public page at the same address. axe on the view and on the editor.
import { expect, test, type Locator, type Page } from "./test";
import { E2E_ADMIN, logIn, randomIp, submit, uniqueTitle } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { approveByTitle } from "./api";
import { open } from "./open";

// A person's browser: headless Chromium names itself HeadlessChrome, which the activity counters ignore as a bot.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  await logIn(page.context(), E2E_ADMIN);
});

/** Publishes a fresh community listing (submitted, then approved through the admin API); answers its public path. */
async function publishListing(page: Page, title: string): Promise<string> {
  await submit(page.request, { title, content_type: "gem", city: "Halifax", location: "North End", tags: "Harbour" });
  return approveByTitle(page.request, title);
}

/** Presses Tab until `target` has focus (failing after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("find, edit and save a listing by keyboard; the change shows in its trail and on the public page; axe passes", async ({ page }) => {
  const title = uniqueTitle("Harbour Lookout");
  const path = await publishListing(page, title);
  await open(page, "/admin");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  // The section tabs: arrow keys move between them (Radix Tabs).
  await main.getByRole("tab", { name: "Submissions" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("tab", { name: "Claims" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("tab", { name: "Listings" })).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("heading", { level: 2, name: "Listings" })).toBeVisible();

  const search = main.getByRole("searchbox", { name: "Search" });
  await tabTo(page, search);
  await page.keyboard.type(title);
  await page.keyboard.press("Enter");
  const row = main.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(title) }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Community");
  await expect(row).toContainText("Published");
  await expect(main.getByRole("status").filter({ hasText: "1 listings found" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const edit = row.getByRole("button", { name: `Edit “${title}”` });
  await tabTo(page, edit);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Gem in Halifax · Community · Published");
  await expect(dialog).toContainText(`The address stays ${path}`);
  const titleField = dialog.getByRole("textbox", { name: "Title", exact: true });
  await expect(titleField).toHaveValue(title);
  await expect(dialog).toContainText("No admin changes yet.");
  await expectNoSeriousA11yViolations(page);

  // An empty title is refused in the form, with the message on the field, which gets focus.
  await tabTo(page, titleField);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await tabTo(page, dialog.getByRole("button", { name: "Save changes" }));
  await page.keyboard.press("Enter");
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAccessibleDescription("Title is required.");

  const newTitle = `${title} Park`;
  await page.keyboard.type(newTitle);
  await tabTo(page, dialog.getByRole("button", { name: "Save changes" }));
  await page.keyboard.press("Enter");
  // After the save, focus lands on the trail, whose newest entry is this change.
  const trail = dialog.getByRole("heading", { name: "Changes" });
  await expect(trail).toBeFocused();
  await expect(dialog.getByRole("listitem").getByText(`Title: ${title} → ${newTitle}`, { exact: true })).toBeVisible();
  await expect(dialog).toContainText(E2E_ADMIN.email);
  await expect(page.getByRole("dialog", { name: newTitle })).toBeVisible();

  // The French title (optional, marked French for spell-checkers and screen readers) saves the same way.
  const frenchTitle = dialog.getByRole("textbox", { name: "Title in French" });
  await expect(frenchTitle).toHaveAttribute("lang", "fr-CA");
  await expect(frenchTitle).toHaveValue("");
  // From the trail's heading, Tab goes on inside the dialog (to its closing button, then round).
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" }).last()).toBeFocused();
  await tabTo(page, frenchTitle);
  await page.keyboard.type("Parc du Pré");
  await tabTo(page, dialog.getByRole("button", { name: "Save changes" }));
  await page.keyboard.press("Enter");
  await expect(trail).toBeFocused();
  await expect(dialog.getByRole("listitem").getByText("Title in French: (empty) → Parc du Pré", { exact: true })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(main.getByRole("rowheader", { name: new RegExp(newTitle) })).toBeVisible();

  // The public page, at the same address, shows the new title on the next request.
  await open(page, path);
  await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();

  // A tap on "Get Directions" is counted at once, and the editor shows it (and the view) as "< 5".
  await page.context().route("https://www.google.com/**", (route) => route.abort());
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/activity") && request.postData()?.includes('"directions"') === true);
  const [map] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /Get Directions/ }).click()]);
  await map.close();
  await (await beacon).response();
  await open(page, "/admin");
  await page.getByRole("tab", { name: "Listings" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(newTitle);
  await page.keyboard.press("Enter");
  const answer = page.waitForResponse((response) => response.url().includes("admin.listings.activity"));
  await page.getByRole("button", { name: `Edit “${newTitle}”` }).click();
  // The exact counts behind the "< 5": this one view and this one tap.
  const batch = (await (await answer).json()) as { result?: { data?: { totals?: Record<string, number> } } }[];
  expect(batch.map((entry) => entry.result?.data?.totals).find(Boolean)).toEqual({ view: 1, call: 0, directions: 1, website: 0, save: 0, share: 0 });
  const activity = page.getByRole("dialog", { name: newTitle }).getByRole("table", { name: /^Activity since / });
  const total = activity.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total" }) });
  await expect(total.getByRole("cell")).toHaveText(["< 5", "< 5", "< 5", "< 5", "< 5", "< 5"]);
});
