// The privacy page as a visitor reaches it: from the footer of any page and from the submit form, in
// both languages, keyboard-reachable, with no serious accessibility violation.
import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";

test("the footer leads to the privacy page, which states the periods and the contact", async ({ page }) => {
  await open(page, "/gems");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page).toHaveTitle("Privacy Policy | Local Hype");
  await expect(page.getByText("Your name and e-mail on a submission: 180 days after our decision, then erased.")).toBeVisible();
  await expect(page.getByRole("link", { name: "privacy@localhype.ca" })).toHaveAttribute("href", "mailto:privacy@localhype.ca");
  await expectNoSeriousA11yViolations(page);
});

test("the submit form links it, and the French page is French", async ({ page }) => {
  await open(page, "/fr/submit");
  const link = page.getByRole("main").getByRole("link", { name: "Politique de confidentialité" });
  await expect(link).toHaveAttribute("href", "/fr/privacy");
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/fr\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Vos droits" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expectNoSeriousA11yViolations(page);
});
