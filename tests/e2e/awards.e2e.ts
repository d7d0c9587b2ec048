import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";

// A closed season on the real clock: the server's fixture (tests/e2e/closed-season.sql) adds Halifax,
// whose 2026 season closed on Oct 31 with no votes, so its ranking is the ballot's order (ties go to the
// shop earlier on the ballot). Nothing here votes.
const RESULTS = "/best-coffee-shops/halifax/2026";

interface ItemList {
  "@type": string;
  name: string;
  itemListElement: { position: number; item: { name: string; interactionStatistic: { userInteractionCount: number } } }[];
}

test.describe("a closed season", () => {
  test("the city's voting page says voting is closed and its hearts are disabled", async ({ page }) => {
    await open(page, "/best-coffee-shops/halifax");
    await expect(page.getByText("Voting is closed", { exact: true })).toBeVisible();
    const hearts = page.getByRole("button", { name: /^Vote for / });
    await expect(hearts).toHaveCount(4);
    for (const heart of await hearts.all()) await expect(heart).toBeDisabled();
  });

  test("the results page shows the final ranking, the winner, JSON-LD and the podium's badges", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const response = await open(page, RESULTS);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Best Coffee Shops 2026 in Halifax: Results | Local Hype");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best Coffee Shops 2026 · Halifax");
    await expect(page.getByText("Final results", { exact: true })).toBeVisible();

    // The table: ranks #1..#4, all tied at 0 and so in ballot order, the winner marked.
    const rows = page.getByRole("table", { name: "Ranking" }).locator("tbody tr");
    await expect(rows).toHaveCount(4);
    const ranks = await rows.locator("td:first-child").allInnerTexts();
    expect(ranks).toEqual(["#1", "#2", "#3", "#4"]);
    const counts = (await rows.locator("td:last-child").allInnerTexts()).map((text) => Number(text.replace(/\D/g, "")));
    expect(counts).toEqual([0, 0, 0, 0]);
    const names = await rows.locator("th").evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ""));
    expect(names).toEqual(["Harbour Beans", "Fog City Roasters", "Citadel Espresso", "Dartmouth Drip"]);
    await expect(rows.first()).toContainText("Winner");

    // The JSON-LD list says the same, in the same order.
    const lists = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as ItemList);
    const list = lists.find((entry) => entry["@type"] === "ItemList")!;
    expect(list.name).toBe("Best Coffee Shops 2026 in Halifax");
    expect(list.itemListElement.map((el) => [el.position, el.item.name, el.item.interactionStatistic.userInteractionCount])).toEqual(
      names.map((name, index) => [index + 1, name, counts[index]]),
    );

    // The podium's badges: three snippets, the winner's first, its badge a real picture.
    const winner = "Harbour Beans";
    const snippet = page.getByRole("textbox", { name: `Badge code for ${winner}` });
    await expect(snippet).toHaveAttribute("readonly", "");
    const code = await snippet.inputValue();
    expect(code).toMatch(
      new RegExp(
        `^<a href="${baseURL}/best-coffee-shops/halifax/2026"><img src="${baseURL}/badges/halifax/2026/harbour-beans\\.svg" width="280" height="72" alt="Best Coffee Shops 2026 · #1 Halifax · Local Hype"></a>$`,
      ),
    );
    await expect(page.getByRole("textbox", { name: /^Badge code for / })).toHaveCount(3);
    const badge = page.getByRole("img", { name: "Best Coffee Shops 2026 · #1 Halifax · Local Hype" });
    await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(280);
    await page.getByRole("button", { name: "Copy code" }).first().click();
    await expect(page.getByText("Code copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // No vote buttons on a closed season's results; the voting page is a link away.
    await expect(page.getByRole("button", { name: /^Vote for / })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the results page in French", async ({ page }) => {
    await open(page, `/fr${RESULTS}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meilleurs cafés 2026 · Halifax");
    await expect(page.getByText("Résultats finaux", { exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "Classement" }).locator("tbody tr").first()).toContainText("Gagnant");
    await expectNoSeriousA11yViolations(page);
  });

  test("the landing lists the past winner, linking to the results", async ({ page }) => {
    await open(page, "/best-coffee-shops");
    const winners = page.getByRole("region", { name: "Past winners" });
    await expect(winners).toBeVisible();
    await winners.getByRole("link", { name: "Halifax 2026" }).click();
    await expect(page).toHaveURL(new RegExp(`${RESULTS}$`));
    await expect(page.getByText("Final results", { exact: true })).toBeVisible();
  });
});
