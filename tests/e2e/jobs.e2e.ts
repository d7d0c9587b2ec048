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
