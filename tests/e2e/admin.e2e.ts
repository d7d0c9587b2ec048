// Login and the admin dashboard in Chromium against the real Worker and D1: the gate's two "Access
// Denied" paths and its error path, logging in and out, the list, the dialog (with the keyboard),
// approving and rejecting, and accessibility. A failed review and hostile text are shown as
// tests/web/moderation-dashboard.test.tsx checks them.
import { expect, test, type Cookie, type Locator, type Page } from "./test";
import { E2E_ADMIN, E2E_USER, logIn, randomIp, submit, uniqueTitle, uploadPng, type Account } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";
import { baseURL } from "./playwright.config";
import type { RouterOutputs } from "./router-outputs";

let admin: Account;
let plainUser: Account;
/** A logged-in admin session, shared by the tests that do not test logging in. */
let adminCookies: Cookie[];

test.beforeAll(async ({ browser }) => {
  admin = E2E_ADMIN;
  plainUser = E2E_USER;
  const context = await browser.newContext({ baseURL });
  await logIn(context, admin);
  adminCookies = await context.cookies();
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const main = (page: Page) => page.getByRole("main");

async function openDashboard(page: Page) {
  await page.context().addCookies(adminCookies);
  await open(page, "/admin");
  await expect(main(page).getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** The list entry of a submission, by its title. */
function entry(page: Page, title: string): Locator {
  return main(page).getByRole("article", { name: title });
}

/** The counts as the server has them now, read through the admin API with the page's session. */
async function serverCounts(page: Page): Promise<RouterOutputs["admin"]["submissions"]["stats"]> {
  const res = await page.request.get("/api/trpc/admin.submissions.stats");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: RouterOutputs["admin"]["submissions"]["stats"] } }).result.data;
}

async function counter(page: Page, label: "Pending" | "Approved" | "Rejected"): Promise<number> {
  const value = page
    .locator('dl[aria-label="Submissions by status"] > div')
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

test.describe("the admin gate", () => {
  test("not logged in: 'Access Denied', 'Please log in…', back to the home page, with a way to log in", async ({ page }) => {
    await open(page, "/admin");
    const denied = toast(page, "Access Denied");
    await expect(denied).toContainText("Please log in to access the admin panel.");
    await expect(denied).toHaveAttribute("data-type", "error");
    await expect(page).toHaveURL(/\/$/);
    await expect(main(page).getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    await denied.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("logged in without the admin role: 'Access Denied', 'You don't have admin permissions.', back home", async ({ page }) => {
    await open(page, "/login");
    await main(page).getByLabel("Email").fill(plainUser.email);
    await main(page).getByLabel("Password").fill(plainUser.password);
    await main(page).getByRole("button", { name: "Log in" }).click();
    const denied = toast(page, "Access Denied");
    await expect(denied).toContainText("You don't have admin permissions.");
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unexpected error in the check sends the visitor home", async ({ page }) => {
    await page.route("**/api/trpc/auth.me*", (route) => route.fulfill({ status: 500, body: "boom" }));
    await open(page, "/admin");
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(main(page).getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  });
});

test.describe("login and logout", () => {
  test("a wrong password shows an error toast; the right one opens the dashboard; the page passes axe", async ({ page }) => {
    await open(page, "/login");
    await expect(page).toHaveTitle("Admin login | Local Hype");
    await expectNoSeriousA11yViolations(page);
    await main(page).getByLabel("Email").fill(admin.email);
    await main(page).getByLabel("Password").fill("not the password");
    await main(page).getByRole("button", { name: "Log in" }).click();
    const failed = toast(page, "Login failed");
    await expect(failed).toContainText("Invalid email or password.");
    await expect(page).toHaveURL(/\/login$/);

    await main(page).getByLabel("Password").fill(admin.password);
    await main(page).getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(main(page).getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(main(page)).toContainText(`Signed in as ${admin.email}`);

    // On a 390 px phone no tab widens the page: tab strips wrap, tables scroll inside their own box.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of await main(page).getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab").all()) {
      await tab.click();
      await expect(main(page).getByRole("tabpanel").getByRole("heading", { level: 2 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.scrollWidth), (await tab.textContent()) ?? "").toBeLessThanOrEqual(390);
    }
  });

  test("logging out ends the session: /admin then denies access", async ({ page }) => {
    await logIn(page.context(), admin);
    await open(page, "/admin");
    await main(page).getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await open(page, "/admin");
    await expect(toast(page, "Access Denied")).toContainText("Please log in to access the admin panel.");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("the dashboard", () => {
  test("lists a pending submission with everything the spec names; the page passes axe", async ({ page }) => {
    const title = uniqueTitle("Sunday Jazz by the Pond");
    await submit(page.request, {
      title,
      content_type: "event",
      description: "Free live jazz every Sunday afternoon by the pond, with food trucks and a small market.",
      city: "Montreal",
      location: "Parc La Fontaine",
      date: "2025-07-14",
      tags: "Music, Outdoors",
      promotion_tier: "pro",
      submitter_name: "Jean Tremblay",
      submitter_email: "jean@example.ca",
    });
    await page.context().addCookies(adminCookies);
    const before = await serverCounts(page);
    await openDashboard(page);
    await expect(page).toHaveTitle("Admin Dashboard | Local Hype");
    const shown = {
      pending: await counter(page, "Pending"),
      approved: await counter(page, "Approved"),
      rejected: await counter(page, "Rejected"),
    };
    const after = await serverCounts(page);
    // Only this file reviews, one test at a time, so Approved and Rejected stand still; other files may
    // add pending submissions meanwhile, so Pending lies between the counts read before and after.
    expect(shown.approved).toBe(before.approved);
    expect(shown.approved).toBe(after.approved);
    expect(shown.rejected).toBe(before.rejected);
    expect(shown.rejected).toBe(after.rejected);
    expect(shown.pending).toBeGreaterThanOrEqual(before.pending);
    expect(shown.pending).toBeLessThanOrEqual(after.pending);
    expect(shown.pending).toBeGreaterThan(0);

    const item = entry(page, title);
    await expect(item).toBeVisible();
    await expect(item.getByRole("heading", { name: title })).toBeVisible();
    await expect(item).toContainText("Event");
    await expect(item).toContainText("Pro · $99");
    await expect(item).toContainText("Montreal · Parc La Fontaine");
    await expect(item).toContainText("Free live jazz every Sunday afternoon");
    await expect(item).toContainText("Submitted by Jean Tremblay · jean@example.ca");
    // Two lines of description at most.
    await expect(item.getByText("Free live jazz every Sunday afternoon")).toHaveCSS("-webkit-line-clamp", "2");
    for (const name of ["View", "Approve", "Reject"]) {
      await expect(item.getByRole("button", { name, exact: true })).toHaveAccessibleDescription(title);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("View opens a dialog that works with the keyboard: contents, focus trap, Escape, focus back", async ({ page, browser }) => {
    const title = uniqueTitle("Keyboard Bakery");
    const { key: imageKey, token: imageToken } = await uploadPng(page.request);
    await submit(page.request, {
      title,
      content_type: "shop",
      city: "Halifax",
      location: "North End",
      tags: "Bread",
      image_key: imageKey,
      image_token: imageToken,
    });
    const untagged = uniqueTitle("Plain Corner");
    await submit(page.request, { title: untagged });
    await openDashboard(page);

    const view = entry(page, title).getByRole("button", { name: "View" });
    await view.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Shop");
    await expect(dialog).toContainText("North End, Halifax");
    await expect(dialog).toContainText("A place worth a visit, sent in by a browser test.");
    await expect(dialog).toContainText("Bread");
    await expect(dialog).toContainText("No promotion");
    // The language the submitter chose (English by default).
    await expect(dialog.getByRole("definition").filter({ hasText: "English" })).toBeVisible();
    await expect(dialog).toContainText("Test Sender · sender@example.com");
    await expect(dialog.getByRole("img", { name: `Image sent with “${title}”` })).toHaveAttribute("src", `/api/uploads/${imageKey}`);
    // The admin may see the unreviewed image; nobody else may.
    expect((await page.request.get(`/api/uploads/${imageKey}`)).status()).toBe(200);
    const stranger = await browser.newContext({ baseURL });
    expect((await stranger.request.get(`/api/uploads/${imageKey}`)).status()).toBe(404);
    await stranger.close();
    await expect(dialog.getByRole("button", { name: "Approve" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Reject" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Focus stays inside the dialog however far you Tab.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();

    // No date, no tags: those rows are left out.
    await entry(page, untagged).getByRole("button", { name: "View" }).click();
    const plain = page.getByRole("dialog", { name: untagged });
    await expect(plain).toBeVisible();
    await expect(plain.getByRole("term")).toHaveText(["Type", "Location", "Language", "Description", "Promotion", "Submitter", "Status"]);
    await plain.getByRole("button", { name: "Close" }).click();
    await expect(plain).toBeHidden();
  });

  test("approve from the list and reject from the dialog: toasts, counters, list, history and the public listing", async ({ page }) => {
    const toApprove = uniqueTitle("Approve Me Cafe");
    const toReject = uniqueTitle("Reject Me Bar");
    await submit(page.request, { title: toApprove, city: "Calgary", location: "Kensington" });
    await submit(page.request, { title: toReject });
    await openDashboard(page);
    await expect(entry(page, toApprove)).toBeVisible();
    const approvedBefore = await counter(page, "Approved");
    const rejectedBefore = await counter(page, "Rejected");

    await entry(page, toApprove).getByRole("button", { name: "Approve" }).click();
    const approved = toast(page, "Success").filter({ hasText: "Submission approved successfully" });
    await expect(approved).toBeVisible();
    await expect(approved).toHaveAttribute("data-type", "success");
    await expect(entry(page, toApprove)).toHaveCount(0);
    await expect.poll(() => counter(page, "Approved")).toBe(approvedBefore + 1);
    await expect(main(page).getByRole("heading", { name: "Pending submissions" })).toBeFocused();

    await entry(page, toReject).getByRole("button", { name: "View" }).click();
    const dialog = page.getByRole("dialog", { name: toReject });
    await dialog.getByRole("button", { name: "Reject" }).click();
    // Rejecting asks for a stock reason and an optional note first.
    const reasons = page.getByRole("dialog", { name: `Reject “${toReject}”` });
    // No reason is chosen for the admin: confirming without one says so and focuses the reasons.
    await expect(reasons.getByRole("radio", { checked: true })).toHaveCount(0);
    await reasons.getByRole("button", { name: "Reject submission" }).click();
    await expect(reasons.getByRole("alert")).toHaveText("Choose a reason before rejecting.");
    await expect(reasons.getByRole("radio").first()).toBeFocused();
    await reasons.getByRole("radio", { name: "It duplicates a listing we already have." }).check();
    await reasons.getByLabel("Note to the submitter (optional)").fill("Already listed under another name.");
    await reasons.getByRole("button", { name: "Reject submission" }).click();
    // The toast names the item (stacked toasts must say which is which).
    await expect(toast(page, "Success").filter({ hasText: `Submission rejected successfully · “${toReject}”` })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(entry(page, toReject)).toHaveCount(0);
    await expect.poll(() => counter(page, "Rejected")).toBe(rejectedBefore + 1);
    await expect(main(page).getByRole("heading", { name: "Pending submissions" })).toBeFocused();

    // The history: who approved it, when it was published, and where.
    await main(page).getByRole("tab", { name: "Approved" }).click();
    const history = entry(page, toApprove);
    await expect(history).toContainText(`Approved by ${admin.email} on`);
    await expect(history).toContainText("Published");
    await expect(history.getByRole("button", { name: "Approve" })).toHaveCount(0);
    // Free tier: no paid flag to set.
    await expect(history.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
    await history.getByRole("link", { name: "Open the published listing" }).click();
    await expect(page).toHaveURL(/\/gems\/calgary\/approve-me-cafe-[a-z0-9]+$/);
    await expect(page.getByRole("heading", { level: 1, name: toApprove })).toBeVisible();

    await openDashboard(page);
    await main(page).getByRole("tab", { name: "Rejected" }).click();
    await expect(entry(page, toReject)).toContainText(`Rejected by ${admin.email} on`);
    await expect(entry(page, toReject)).toContainText("Reason: It duplicates a listing we already have. · “Already listed under another name.”");
  });

  test("the queue filters and searches, and approves or rejects the chosen entries at once", async ({ page }) => {
    const tag = uniqueTitle("Bulk");
    const [first, second, third] = ["Alpha Roastery", "Beta Bakery", "Gamma Gallery"].map((name) => `${tag} ${name}`);
    for (const title of [first!, second!, third!]) await submit(page.request, { title, city: "Halifax" });
    await openDashboard(page);

    // A search narrows the queue to this test's three entries; oldest first puts the first one on top.
    await main(page).getByRole("searchbox", { name: "Title or submitter email" }).fill(tag);
    await main(page).getByRole("button", { name: "Search" }).click();
    await main(page).getByRole("combobox", { name: "Order" }).selectOption("Oldest first");
    await expect(main(page).getByRole("article")).toHaveCount(3);
    await expect(main(page).getByRole("article").first()).toHaveAccessibleName(first!);
    await main(page).getByRole("combobox", { name: "City" }).selectOption("Calgary");
    await expect(main(page).getByRole("article")).toHaveCount(0);
    await main(page).getByRole("combobox", { name: "City" }).selectOption("Halifax");
    await expect(main(page).getByRole("article")).toHaveCount(3);

    await main(page)
      .getByRole("checkbox", { name: `Select “${first}”` })
      .check();
    await main(page)
      .getByRole("checkbox", { name: `Select “${second}”` })
      .check();
    await expect(main(page).getByText("2 selected")).toBeVisible();
    // No reason is preselected: "Reject selected" waits for one and says why.
    await expect(main(page).getByRole("button", { name: "Reject selected" })).toBeDisabled();
    await expect(main(page).getByRole("button", { name: "Reject selected" })).toHaveAccessibleDescription("Choose a reason before rejecting.");
    await main(page).getByRole("combobox", { name: "Reason" }).selectOption("It is outside the cities we cover.");
    await main(page).getByRole("button", { name: "Reject selected" }).click();
    await expect(toast(page, "Success").filter({ hasText: "2 submissions rejected" })).toBeVisible();
    await expect(main(page).getByRole("article")).toHaveCount(1);

    await main(page)
      .getByRole("checkbox", { name: `Select “${third}”` })
      .check();
    await main(page).getByRole("button", { name: "Approve selected" }).click();
    await expect(toast(page, "Success").filter({ hasText: "1 submission approved" })).toBeVisible();
    await expect(main(page).getByRole("article")).toHaveCount(0);

    await main(page).getByRole("tab", { name: "Rejected" }).click();
    await expect(entry(page, first!)).toContainText("Reason: It is outside the cities we cover.");
  });

  test("undo puts an approval back within the window; a paid tier shows its payment, with no hand-made one", async ({ page }) => {
    const title = uniqueTitle("Undo Me Deli");
    await submit(page.request, { title, promotion_tier: "pro" });
    await openDashboard(page);
    const item = entry(page, title);
    await expect(item).toContainText("Pro · $99");
    await expect(item.getByTestId("payment-note")).toHaveText("Paid");
    await expect(item.getByRole("button", { name: /paid/i })).toHaveCount(0);

    await item.getByRole("button", { name: "Approve" }).click();
    const approved = toast(page, "Success").filter({ hasText: "Submission approved successfully" });
    await approved.getByRole("button", { name: "Undo" }).click();
    await expect(toast(page, "Review undone")).toContainText("The submission is back to pending. No e-mail was sent.");
    await expect(entry(page, title)).toBeVisible();
    await expect(entry(page, title).getByRole("button", { name: "Approve" })).toBeVisible();
  });
});
