// Paying for a promotion in Chromium against the real Worker, without a Stripe key: the local test
// checkout stands in for Stripe's page. Pro → test checkout → Pay → the status page says "Paid" → its
// receipt names the tax included → the admin sees it → reject → after the undo window, "Refunded"; Cancel → "Pay now" opens a new checkout;
// the French checkout.
import { expect, test, type Cookie, type Page } from "./test";
import { E2E_ADMIN, logIn, randomIp, uniqueTitle } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";
import { baseURL } from "./playwright.config";

let adminCookies: Cookie[];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  await logIn(context, E2E_ADMIN);
  adminCookies = await context.cookies();
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

const field = (page: Page, label: string | RegExp) => page.getByRole("main").getByLabel(label);

/** Fills the submit form (on /submit or /fr/submit) and sends it with the Pro tier. */
async function submitPro(
  page: Page,
  title: string,
  labels: Record<"name" | "title" | "type" | "description" | "location" | "pro" | "send", string | RegExp> = {
    name: "Your name",
    title: "Title",
    type: "Content type",
    description: "Description",
    location: "Location",
    pro: "Pro $99",
    send: "Submit & Pay $99",
  },
) {
  await field(page, labels.name).fill("Jean Tremblay");
  await field(page, "Email").or(field(page, "Courriel")).fill("jean@example.ca");
  await field(page, labels.title).fill(title);
  await field(page, labels.type).selectOption({ index: 3 });
  await field(page, labels.description).fill("A corner bakery worth the walk, sent in by a browser test.");
  await field(page, "City").or(field(page, "Ville")).selectOption("Halifax");
  await field(page, labels.location).fill("North End");
  await page.getByRole("button", { name: labels.pro }).click();
  await page.getByRole("button", { name: labels.send }).click();
}

test("Pro: test checkout → Pay → Paid; the admin sees it; a rejection is refunded after the undo window", async ({ page }) => {
  const title = uniqueTitle("Paid Pro Bakery");
  await open(page, "/submit");
  await submitPro(page, title);

  await expect(page).toHaveURL(/\/payments\/test-checkout\/cs_test_local_[0-9a-f]+\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Test checkout" })).toBeVisible();
  await expect(page.getByText("Test mode — no money moves")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pro promotion" })).toBeVisible();
  await expect(page.getByTestId("test-checkout-amount")).toHaveText("$99.00 CAD");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Pay $99.00" }).click();

  await expect(page).toHaveURL(/\/submissions\/status\/[A-Za-z0-9_-]{43}\?checkout=success$/);
  const statusUrl = page.url();
  await expect(page.getByTestId("payment-status")).toHaveText("Paid");
  await expect(page.getByTestId("submission-status")).toHaveText("Pending review");
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);

  // Its receipt, beside the payment: the HST included for Halifax (Nova Scotia, 14 %).
  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "HST included (14%)" }).locator("+ dd")).toHaveText("$12.16 CAD");
  await expectNoSeriousA11yViolations(page);

  // The admin sees it paid in the review queue, and rejects it.
  await page.context().addCookies(adminCookies);
  await open(page, "/admin");
  const item = page.getByRole("main").getByRole("article", { name: title });
  await expect(item.getByTestId("payment-note")).toHaveText("Paid");
  await item.getByRole("button", { name: "Reject" }).click();
  const reasons = page.getByRole("dialog", { name: `Reject “${title}”` });
  await reasons.getByRole("radio", { name: "It duplicates a listing we already have." }).check();
  await reasons.getByRole("button", { name: "Reject submission" }).click();
  await expect(item).toHaveCount(0);

  // The refund waits for the undo window (5 s here), then the admin and the status page show it.
  await page.getByRole("main").getByRole("tab", { name: "Rejected" }).click();
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole("main").getByRole("tab", { name: "Rejected" }).click();
        return page.getByRole("main").getByRole("article", { name: title }).getByTestId("payment-note").textContent();
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe("Refunded");
  await page.context().clearCookies();
  await page.goto(statusUrl);
  await expect(page.getByTestId("payment-status")).toHaveText("Refunded");
  await expect(page.getByTestId("submission-status")).toHaveText("Not published");
});

test("Cancel: nothing is charged, the status page says so; Pay now opens a new test checkout; Continue for free", async ({ page }) => {
  const title = uniqueTitle("Cancelled Pro Cafe");
  await open(page, "/submit");
  await submitPro(page, title);
  await expect(page).toHaveURL(/\/payments\/test-checkout\//);
  const firstCheckout = page.url();
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page).toHaveURL(/\?checkout=cancelled$/);
  await expect(page.getByText("Payment cancelled: nothing was charged.")).toBeVisible();
  await expect(page.getByTestId("submission-status")).toHaveText("Awaiting payment");
  await expect(page.getByTestId("payment-status")).toHaveText("Not paid yet");
  await expectNoSeriousA11yViolations(page);
  const statusUrl = page.url().replace(/\?.*$/, "");

  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/payments\/test-checkout\//);
  expect(page.url()).not.toBe(firstCheckout);
  await expect(page.getByRole("button", { name: "Pay $99.00" })).toBeVisible();

  await page.goto(statusUrl);
  await page.getByRole("button", { name: "Continue for free" }).click();
  await expect(page.getByTestId("submission-status")).toHaveText("Pending review");
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
});

test("the French checkout: texts, the amount in French, and the way back to the French status page", async ({ page }) => {
  const title = uniqueTitle("Boulangerie payée");
  await open(page, "/fr/submit");
  await submitPro(page, title, {
    name: "Votre nom",
    title: "Titre",
    type: "Type de contenu",
    description: "Description",
    location: "Lieu",
    pro: /^Pro 99\s\$$/,
    send: /^Soumettre et payer 99\s\$$/,
  });
  await expect(page).toHaveURL(/\/fr\/payments\/test-checkout\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByText("Mode test — aucun argent n'est prélevé")).toBeVisible();
  await expect(page.getByTestId("test-checkout-amount")).toHaveText(/^99,00\s\$ CAD$/);
  await page.getByRole("button", { name: /^Payer 99,00\s\$$/ }).click();
  await expect(page).toHaveURL(/\/fr\/submissions\/status\//);
  await expect(page.getByTestId("payment-status")).toHaveText("Payé");
});
