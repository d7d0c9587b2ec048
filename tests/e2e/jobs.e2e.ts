// Job postings as a visitor finds them: the jobs list, a posting's page with its facts and how to
// apply, and the same in French.
import { expect, test } from "./test";
import { open } from "./open";

test("the jobs list leads to a posting with its employer, pay and apply button, in English and French", async ({ page }) => {
  await open(page, "/jobs?city=all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Jobs");
  await page
    .getByRole("link", { name: /Part-time Bookseller in Leslieville/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/jobs\/toronto\/part-time-bookseller-in-leslieville$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Part-time Bookseller in Leslieville");
  await expect(page.getByText("Queen East Books")).toBeVisible();
  await expect(page.getByText("$18 an hour")).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply by E-mail" })).toHaveAttribute("href", "mailto:hiring@example.com");

  await open(page, "/fr/jobs?city=all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Emplois locaux");
  await page
    .getByRole("link", { name: /Part-time Bookseller in Leslieville/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/jobs\/toronto\/part-time-bookseller-in-leslieville$/);
  await expect(page.getByText("18\u00a0$ l'heure")).toBeVisible();
  await expect(page.getByRole("link", { name: "Postuler par courriel" })).toBeVisible();
});

test("the submit form shows a job's own fields once Job is chosen, and its date becomes the closing date", async ({ page }) => {
  await open(page, "/submit");
  const main = page.getByRole("main");
  await expect(main.getByLabel(/^Employer/)).toHaveCount(0);
  await main.getByLabel(/^Content type/).selectOption({ label: "Job" });
  await expect(main.getByRole("group", { name: "The job" })).toBeVisible();
  for (const label of [/^Employer/, /^Hours/, /^Pay from \(CAD\)/, /^Pay up to \(CAD\)/, /^Pay per/, /^Apply link/, /^Apply by e-mail/]) {
    await expect(main.getByLabel(label)).toBeVisible();
  }
  await expect(main.getByLabel(/^Pay per/).locator("option")).toHaveText(["", "Hour", "Year"]);
  await expect(main.getByLabel(/^Closing date/)).toBeVisible();
});
