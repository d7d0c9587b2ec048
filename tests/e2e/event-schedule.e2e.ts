// An event's schedule entered by people, in Chromium against the real Worker and D1: a visitor submits
// a weekly event in French and sees the repeat in words before sending; once approved, its page says
// it in words; an admin then changes the repeat in the listing editor and the page follows. axe on the
// form and the editor with the schedule fields open.
import { expect, test } from "./test";
import { E2E_ADMIN, logIn, randomIp, uniqueTitle } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { approveByTitle } from "./api";
import { open } from "./open";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  await logIn(page.context(), E2E_ADMIN);
});

/** A day a week from now (yyyy-mm-dd): the server's clock is real. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test("a weekly event submitted in French, read back in words, then its repeat changed by an admin", async ({ page }) => {
  const title = uniqueTitle("Marché du mardi");
  await open(page, "/fr/submit");
  const main = page.getByRole("main");
  await main.getByLabel("Votre nom").fill("Jeanne Tremblay");
  await main.getByLabel("Courriel").fill("jeanne@example.ca");
  await main.getByLabel("Titre").fill(title);
  await main.getByLabel("Type de contenu").selectOption({ label: "Événement" });
  await main.getByLabel("Description").fill("Producteurs locaux et musique, chaque mardi et jeudi soir.");
  await main.getByLabel("Ville").selectOption("Montreal");
  await main.getByLabel("Lieu").fill("Marché Jean-Talon");
  await main.getByLabel("Date", { exact: true }).fill(nextWeek());

  const schedule = main.getByRole("group", { name: "Quand" });
  await schedule.getByLabel("Début", { exact: true }).fill("17:00");
  await schedule.getByLabel("Fin", { exact: true }).fill("21:00");
  await schedule.getByLabel("Répétition", { exact: true }).selectOption({ label: "Chaque semaine" });
  const days = schedule.getByRole("group", { name: "Ces jours-là" });
  await days.getByRole("checkbox", { name: "mardi" }).check();
  await days.getByRole("checkbox", { name: "jeudi" }).check();
  await expect(schedule).toContainText("Répétition : Chaque mardi et jeudi");
  await expectNoSeriousA11yViolations(page);

  await main.getByRole("button", { name: "Soumettre gratuitement" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Proposition envoyée!" })).toBeVisible();

  const path = await approveByTitle(page.request, title);
  await open(page, `/fr${path}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Chaque mardi et jeudi");

  // The admin editor shows the schedule as stored and changes the repeat.
  await open(page, "/admin");
  await page.getByRole("tab", { name: "Listings" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(title);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: `Edit “${title}”` }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByLabel("Starts at")).toHaveValue("17:00");
  await expect(dialog.getByLabel("Repeats", { exact: true })).toHaveValue("weekly");
  await expect(dialog.getByRole("checkbox", { name: "Tuesday" })).toBeChecked();
  await dialog.getByLabel("Repeats", { exact: true }).selectOption({ label: "Every month" });
  await dialog.getByRole("radio", { name: "The same weekday of the month" }).check();
  const words = dialog.getByText(/^Repeats: Every month on the /);
  await expect(words).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const repeat = (await words.textContent())!.replace("Repeats: ", "");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByRole("heading", { name: "Changes" })).toBeFocused();
  await expect(
    dialog.getByRole("listitem").getByText(/^Repeats: FREQ=WEEKLY;BYDAY=TU,TH → FREQ=MONTHLY;BYDAY=\d(MO|TU|WE|TH|FR|SA|SU)$/),
  ).toBeVisible();

  await open(page, path);
  await expect(page.getByRole("main")).toContainText(repeat);
});
