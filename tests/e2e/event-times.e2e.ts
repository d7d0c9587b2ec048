// Events in time, in the browser: the date filter chips (links, keyboard, aria-current, French), the
// next occurrence and repeat on cards, and axe. The server's clock is real, so every assertion holds on
// any day: the seeded events repeat (weekly markets, monthly art nights, yearly festivals), so the
// upcoming list is never empty.
import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";

test.describe("event date filters", () => {
  test("chips are links that mark the current filter, work from the keyboard and keep the city", async ({ page }) => {
    await open(page, "/events?city=Toronto");
    const filters = page.getByRole("navigation", { name: "Events by date" });
    await expect(filters.getByRole("link")).toHaveText(["Upcoming", "Today", "This weekend", "Next 7 days", "Next 30 days", "Past events"]);
    await expect(filters.getByRole("link", { name: "Upcoming" })).toHaveAttribute("aria-current", "page");
    // Upcoming: every seeded event in Toronto repeats, each card with its next date and repeat.
    const first = page.getByRole("article").first();
    await expect(first).toBeVisible();
    await expect(first.getByText(/^Every (Saturday|month on the first Thursday|year in [A-Z][a-z]+)$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await filters.getByRole("link", { name: "Next 30 days" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/events\?city=Toronto&when=month$/);
    await expect(filters.getByRole("link", { name: "Next 30 days" })).toHaveAttribute("aria-current", "page");
    await expect(filters.getByRole("link", { name: "Upcoming" })).not.toHaveAttribute("aria-current", /.*/);

    await filters.getByRole("link", { name: "Past events" }).click();
    await expect(page).toHaveURL(/\/events\?city=Toronto&when=past$/);
    await expect(filters.getByRole("link", { name: "Past events" })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);
  });

  test("the city page's Events tab has the same filters, rendered at the edge for a linked filter", async ({ page }) => {
    await open(page, "/city/Montreal?tab=event&when=past");
    const filters = page.getByRole("navigation", { name: "Events by date" });
    await expect(filters.getByRole("link", { name: "Past events" })).toHaveAttribute("aria-current", "page");
    await filters.getByRole("link", { name: "Upcoming" }).click();
    await expect(page).toHaveURL(/\/city\/Montreal\?tab=event$/);
    await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();
  });

  test("in French", async ({ page }) => {
    await open(page, "/fr/events");
    const filters = page.getByRole("navigation", { name: "Événements par date" });
    await expect(filters.getByRole("link")).toHaveText([
      "À venir",
      "Aujourd'hui",
      "Cette fin de semaine",
      "7 prochains jours",
      "30 prochains jours",
      "Événements passés",
    ]);
    // The seeded events repeat, in French words (other tests add events of their own, which may come first).
    await expect(
      page
        .getByRole("article")
        .getByText(/^Chaque (samedi|dimanche|mois le premier (jeudi|vendredi)|année en [a-zéû]+)$/)
        .first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
