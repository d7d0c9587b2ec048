// The newsletter preferences page in Chromium against the real Worker and D1: a signup from a city page
// keeps that city, the confirmation e-mail's preferences link opens the page (no login), and a change of
// city, language and pause is saved and still there after a reload; no serious accessibility violation.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { linkIn, waitForEmail } from "./local-email";
import { open } from "./open";

test("a subscriber changes the digest's city and language and pauses it from the e-mailed link", async ({ page }) => {
  const email = `prefs-${randomUUID().slice(0, 8)}@example.com`;
  await open(page, "/city/Vancouver");
  const form = page.getByRole("contentinfo").getByRole("form", { name: "Get the local hype in your inbox" });
  await form.getByRole("textbox", { name: "Email address" }).fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();

  const confirmation = await waitForEmail(page.request, email, /^Confirm your Local Hype newsletter/);
  await open(page, new URL(linkIn(confirmation.text, "/newsletter/confirm/")).pathname);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();

  const preferences = new URL(linkIn(confirmation.text, "/newsletter/preferences?"));
  await open(page, `${preferences.pathname}${preferences.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter preferences" })).toBeVisible();
  await expect(page.getByText(`The weekly digest for ${email}: choose its city and language, or pause it.`)).toBeVisible();
  const city = page.getByRole("main").getByLabel("City", { exact: true });
  await expect(city).toHaveValue("Vancouver");
  await expectNoSeriousA11yViolations(page);

  await city.selectOption("St. John's");
  await page.getByRole("radio", { name: "Français" }).check();
  await page.getByRole("checkbox", { name: "Pause the weekly digest" }).check();
  await page.getByRole("button", { name: "Save my preferences" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your preferences are saved." })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("main").getByLabel("City", { exact: true })).toHaveValue("St. John's");
  await expect(page.getByRole("radio", { name: "Français" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Pause the weekly digest" })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});
