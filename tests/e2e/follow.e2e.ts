// Following a city in Chromium against the real Worker and D1, in French: the city page's link opens the
// follow page (a plain form, no script), the address is sent, the confirmation e-mail's link asks, and its
// button confirms; no serious accessibility violation on either page.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { linkIn, waitForEmail } from "./local-email";
import { open } from "./open";

test("a visitor follows Montréal's events from the city page and confirms from the e-mailed link, in French", async ({ page }) => {
  const email = `follow-${randomUUID().slice(0, 8)}@example.com`;
  await open(page, "/fr/city/Montreal");
  await page.getByRole("link", { name: "Suivre les événements de Montréal" }).click();

  await expect(page).toHaveURL(/\/fr\/follow\?city=Montreal$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1, name: "Suivre les événements de Montréal" })).toBeVisible();
  await expect(
    page.getByText("Nous envoyons d'abord un lien de confirmation, et rien d'autre tant que vous ne l'avez pas suivi.", { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Courriel").fill(email);
  await page.getByRole("button", { name: "Suivre" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Consultez votre boîte de réception\u00a0: nous vous avons envoyé un lien pour confirmer que vous suivez les événements de Montréal.",
  );

  const confirmation = await waitForEmail(page.request, email, /^Confirmez que vous suivez les événements de Montréal$/);
  const link = new URL(linkIn(confirmation.text, "/api/follow/confirm?"));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText("Confirmez-vous que vous suivez les événements de Montréal?")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Oui, suivre" }).click();
  await expect(
    page.getByText("Merci\u00a0: vous suivez les événements de Montréal. Les nouveaux événements arrivent dans un courriel hebdomadaire."),
  ).toBeVisible();
});
