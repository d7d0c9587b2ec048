// A visitor's review in Chromium against the real Worker, D1 and queue: written on a gem's page (in French,
// on the English page), published from the link read from the local e-mail simulation, shown on the page
// with lang="fr-CA", reported, then hidden by a moderator from the admin's Reviews tab with a reason, after
// which the page counts it ("1 hidden · off-topic 1"). A verified owner replies to a review of their shop
// from /owner and the reply shows under it. Axe on each of those screens and on the rules page.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { catalogue } from "../../worker/db/seed/listings";
import type { Listing } from "../../shared/listings/listing";
import { detailPath } from "../../shared/routing/paths";
import { expect, test } from "./test";
import { E2E_ADMIN, logIn, randomIp } from "./accounts";
import { baseURL } from "./playwright.config";
import { claimAndSignIn } from "./owner-claims";
import { expectNoSeriousA11yViolations } from "./axe";
import { linkIn, waitForEmail } from "./local-email";
import { open } from "./open";

const gem = catalogue.filter((listing) => listing.type === "gem").at(-1) as Listing;
/** A shop with a website, so its owner's claim is verified at once (owners.e2e.ts claims the first two). */
const shop = catalogue.filter((listing) => listing.type === "shop" && listing.website)[2] as Listing;

/** Writes a review from the listing's page and publishes it from the e-mailed link; answers its text. */
async function writeAndPublish(page: Page, listing: Listing, displayName: string): Promise<string> {
  const email = `reviewer-${randomUUID().slice(0, 8)}@example.org`;
  const text = `Friendly staff and a bright corner to sit in with a coffee (${randomUUID().slice(0, 6)}).`;
  await open(page, detailPath(listing));
  await page.getByRole("button", { name: "Show reviews" }).click();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByLabel("Rating").selectOption({ label: "★★★★★ (5)" });
  await form.getByLabel(/^Your review/).fill(text);
  await form.getByLabel("Month of your visit").fill("2026-10");
  await form.getByLabel("Display name").fill(displayName);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByText("Check your inbox: we sent you a link to publish your review.")).toBeVisible();
  const mail = await waitForEmail(page.request, email, /^Publish your review of /);
  const link = new URL(linkIn(mail.text, "/reviews/how-it-works#"));
  await open(page, `${link.pathname}${link.hash}`);
  await page.getByRole("button", { name: "Publish my review" }).click();
  await expect(page.getByText("Your review is published.")).toBeVisible();
  return text;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

test("a French review written on the English page is published from its e-mailed link, shown with lang, reported, then hidden by a moderator and counted on the page", async ({
  page,
}) => {
  const email = `reviewer-${randomUUID().slice(0, 8)}@example.org`;
  const text = `Un jardin paisible, parfait pour lire au soleil le dimanche matin (${randomUUID().slice(0, 6)}).`;
  await open(page, detailPath(gem));
  // "Write a review" beside "Show reviews" opens the section at its form, focused there.
  await page.getByRole("button", { name: "Write a review" }).click();
  const form = page.getByRole("form", { name: "Write a review" });
  await expect(form.getByRole("heading", { name: "Write a review" })).toBeFocused();
  await form.getByLabel("Rating").selectOption({ label: "★★★★ (4)" });
  await form.getByLabel(/^Your review/).fill(text);
  await form.getByLabel("Month of your visit").fill("2026-10");
  await form.getByLabel("Display name").fill("Camille");
  await form.getByLabel("Language of your review").selectOption({ label: "Français" });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByText("Check your inbox: we sent you a link to publish your review.")).toBeVisible();

  // In the review's language, French.
  const mail = await waitForEmail(page.request, email, /^Publiez votre avis sur /);
  const link = new URL(linkIn(mail.text, "/reviews/how-it-works#"));
  await open(page, `${link.pathname}${link.hash}`);
  await page.getByRole("button", { name: "Publier mon avis" }).click();
  await expect(page.getByText("Votre avis est publié.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await open(page, detailPath(gem));
  await page.getByRole("button", { name: "Show reviews" }).click();
  const shown = page.getByText(text);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute("lang", "fr-CA");
  await expectNoSeriousA11yViolations(page);

  const review = page.getByRole("article").filter({ has: shown });
  await review.getByRole("button", { name: "Report" }).click();
  await review.getByLabel("Reason").selectOption({ label: "off-topic" });
  await review.getByRole("button", { name: "Send report" }).click();
  await expect(review.getByText("Thank you: our team will look at it.")).toBeVisible();

  // A moderator hides it from the admin's Reviews tab, with a reason from the list.
  const staff = await page.context().browser()!.newContext({ baseURL });
  try {
    await logIn(staff, E2E_ADMIN);
    const admin = await staff.newPage();
    await admin.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
    await open(admin, "/admin");
    const main = admin.getByRole("main");
    await main.getByRole("tab", { name: "Reviews" }).click();
    const queued = main.getByRole("article").filter({ hasText: text });
    await expect(queued.getByText("1 report(s): off-topic")).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await queued.getByRole("button", { name: "Hide" }).click();
    const dialog = admin.getByRole("dialog", { name: `Hide a review of ${gem.title}` });
    await dialog.getByRole("combobox", { name: "Reason" }).selectOption({ label: "off-topic" });
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole("button", { name: "Hide" }).click();
    await expect(admin.getByText("Review hidden; its author will be e-mailed the reason")).toBeVisible();
  } finally {
    await staff.close();
  }

  // The page no longer shows it, and says it is hidden, counted by reason, without a tap.
  await open(page, detailPath(gem));
  await expect(page.getByText(/^1 hidden · off-topic 1 ·/)).toBeVisible();
  await expect(page.getByRole("link", { name: "How reviews work" })).toBeVisible();
  await page.getByRole("button", { name: "Show reviews" }).click();
  await expect(page.getByRole("heading", { name: "Write a review" })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});

test("a verified owner replies to a review of their shop, and the reply shows under it on the shop's page", async ({ page }) => {
  const text = await writeAndPublish(page, shop, "Robin");
  await claimAndSignIn(page, shop);
  await page.getByRole("link", { name: `Manage ${shop.title}` }).click();
  const mine = page.getByRole("article").filter({ hasText: text });
  await mine.getByRole("textbox", { name: "Your reply" }).fill("Thank you, Robin! The corner is yours any morning.");
  await expectNoSeriousA11yViolations(page);
  await mine.getByRole("button", { name: "Publish my reply" }).click();
  await expect(mine.getByText("Your reply is published.")).toBeVisible();
  // An owner can reply and report, never hide or delete.
  await expect(mine.getByRole("button", { name: /Hide|Delete/ })).toHaveCount(0);

  await open(page, detailPath(shop));
  await page.getByRole("button", { name: "Show reviews" }).click();
  const shown = page.getByRole("article").filter({ hasText: text });
  await expect(shown.getByText("The owner replied: Thank you, Robin! The corner is yours any morning.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the rules page states that paid promotion never changes which reviews are shown or their order", async ({ page }) => {
  await open(page, "/reviews/how-it-works");
  await expect(page.getByText("Paid promotion never changes which reviews are shown or their order.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
