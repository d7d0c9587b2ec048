// A visitor's review in Chromium against the real Worker, D1 and queue: written on a gem's page (in French,
// on the English page), published from the link read from the local e-mail simulation, shown on the page
// with lang="fr-CA", then reported. Axe on the page with the reviews open and on the rules page.
import { randomUUID } from "node:crypto";
import { catalogue } from "../../worker/db/seed/listings";
import type { Listing } from "../../shared/listings/listing";
import { detailPath } from "../../shared/routing/paths";
import { expect, test } from "./test";
import { randomIp } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { linkIn, waitForEmail } from "./local-email";
import { open } from "./open";

const gem = catalogue.filter((listing) => listing.type === "gem").at(-1) as Listing;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

test("a French review written on the English page is published from its e-mailed link, shown with lang, and reported", async ({ page }) => {
  const email = `reviewer-${randomUUID().slice(0, 8)}@example.org`;
  const text = `Un jardin paisible, parfait pour lire au soleil le dimanche matin (${randomUUID().slice(0, 6)}).`;
  await open(page, detailPath(gem));
  await page.getByRole("button", { name: "Show reviews" }).click();
  const form = page.getByRole("form", { name: "Write a review" });
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
});

test("the rules page states that paid promotion never changes which reviews are shown or their order", async ({ page }) => {
  await open(page, "/reviews/how-it-works");
  await expect(page.getByText("Paid promotion never changes which reviews are shown or their order.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
