// Saved places as a visitor uses them: Save on a card, find it on the Saved page (from the footer), share
// the list, open someone's shared list and save it all; in both languages, with no serious accessibility
// violation. (Offline reading of saved places is in offline.e2e.ts.)
import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";

test("Save on a card puts the place on the Saved page, newest first; Remove takes it off", async ({ page }) => {
  await open(page, "/gems");
  const cards = page.getByRole("main").getByRole("article");
  const first = cards.nth(0);
  const second = cards.nth(1);
  const firstTitle = (await first.getByRole("heading").textContent())!;
  const secondTitle = (await second.getByRole("heading").textContent())!;
  await first.getByRole("button", { name: "Save" }).click();
  await expect(first.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await second.getByRole("button", { name: "Save" }).click();
  await expect(second.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("contentinfo").getByRole("link", { name: "Saved places" }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page).toHaveTitle("Saved places | Local Hype");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([secondTitle, firstTitle, "Share your list"]);
  await expectNoSeriousA11yViolations(page);

  // A new page load reads the list from the browser's storage.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: firstTitle })).toBeVisible();
  await page.getByRole("button", { name: `Remove ${firstTitle}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: firstTitle })).toHaveCount(0);
  await expect(page.getByText("1 saved place")).toBeVisible();
});

test("a detail page saves too, and the tabs agree", async ({ page, context }) => {
  await open(page, "/gems");
  const link = page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link");
  const title = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const other = await context.newPage();
  await open(other, "/saved");
  await expect(other.getByText("Nothing saved yet. Press Save on any place to keep it here.")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("main").getByRole("button", { name: "Saved", exact: true })).toHaveAttribute("aria-pressed", "true");
  // The other tab hears the storage change and shows the place without a reload.
  await expect(other.getByRole("heading", { level: 2, name: title })).toBeVisible();
});

test("a shared list opens read-only and Save all keeps it, in French", async ({ page, context }) => {
  await open(page, "/fr/gems");
  const cards = page.getByRole("main").getByRole("article");
  const titles = [(await cards.nth(0).getByRole("heading").textContent())!, (await cards.nth(1).getByRole("heading").textContent())!];
  await cards.nth(1).getByRole("button", { name: "Enregistrer" }).click();
  await cards.nth(0).getByRole("button", { name: "Enregistrer" }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Lieux enregistrés" }).click();
  await expect(page).toHaveURL(/\/fr\/saved$/);
  const shared = await page.getByRole("textbox", { name: "Lien vers votre liste" }).inputValue();
  expect(shared).toMatch(/\/fr\/saved\?ids=\d+,\d+$/);
  await expectNoSeriousA11yViolations(page);

  // Someone else, in another browser (a fresh context: nothing saved).
  const friend = await (await context.browser()!.newContext()).newPage();
  await open(friend, shared);
  await expect(friend.getByRole("heading", { level: 1, name: "Une liste partagée" })).toBeVisible();
  await expect(friend.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(titles);
  await expect(friend.getByRole("button", { name: /^Retirer/ })).toHaveCount(0);
  await friend.getByRole("button", { name: "Tout enregistrer" }).click();
  await expect(friend.getByText(/Tout est enregistré\./)).toBeVisible();
  await friend.getByRole("link", { name: "Voir vos lieux enregistrés" }).click();
  await expect(friend.getByRole("heading", { level: 1, name: "Lieux enregistrés" })).toBeVisible();
  await expect(friend.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([...titles, "Partager votre liste"]);
  await expectNoSeriousA11yViolations(friend);
  await friend.context().close();
});
