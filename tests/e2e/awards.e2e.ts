import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./test";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";
import { randomIp } from "./accounts";
import { closeSeasonNow, ownBallotCity } from "./ballot-fixtures";

// A closed season on the real clock: the server's fixture (tests/e2e/closed-season.sql) adds Halifax,
// whose 2026 season closed on Oct 31 with no votes, so it has no ranking, winner or badge.
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

  test("the results page says nobody voted: no ranking, winner, JSON-LD list or badge", async ({ page }) => {
    const response = await open(page, RESULTS);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Best Coffee Shops 2026 in Halifax: Results | Local Hype");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best Coffee Shops 2026 · Halifax");
    await expect(page.getByText("Final results", { exact: true })).toBeVisible();
    await expect(page.getByText("No votes were cast this season", { exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "Ranking" })).toHaveCount(0);
    await expect(page.getByText("Winner")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: /^Badge code for / })).toHaveCount(0);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => (JSON.parse(text) as ItemList)["@type"]);
    expect(types).not.toContain("ItemList");
    // No vote buttons on a closed season's results; the voting page is a link away.
    await expect(page.getByRole("button", { name: /^Vote for / })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the results page in French", async ({ page }) => {
    await open(page, `/fr${RESULTS}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meilleurs cafés 2026 · Halifax");
    await expect(page.getByText("Résultats finaux", { exact: true })).toBeVisible();
    await expect(page.getByText("Aucun vote n'a été enregistré cette saison", { exact: true })).toBeVisible();
    await expect(page.getByText("Gagnant")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the landing lists no winner for it", async ({ page }) => {
    await open(page, "/best-coffee-shops");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Halifax 2026" })).toHaveCount(0);
  });
});

// A season with votes, on a ballot of the test's own (tests/e2e/ballot-fixtures.ts) that an admin closes
// early: its first season starts from seeded counts, so its one shop wins with votes.
test.describe("a closed season with votes", () => {
  test("the winner, its badge code, the badge shown on another site, and the landing's past winner", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const own = await ownBallotCity(["Harbour Beans"]);
    const shop = own.shops[0]!;
    const year = new Date().getUTCFullYear();
    const vote = await page.request.post("/api/trpc/votes.cast", {
      headers: { origin: baseURL!, "cf-connecting-ip": randomIp() },
      data: { city: own.slug, shopId: shop.id },
    });
    expect(vote.ok()).toBe(true);
    await closeSeasonNow(own.slug, year);

    await open(page, `/best-coffee-shops/${own.slug}/${year}`);
    await expect(page.getByText("Final results", { exact: true })).toBeVisible();
    const rows = page.getByRole("table", { name: "Ranking" }).locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Winner");
    const lists = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as ItemList);
    expect(lists.find((entry) => entry["@type"] === "ItemList")!.itemListElement.map((el) => [el.position, el.item.name])).toEqual([
      [1, "Harbour Beans"],
    ]);

    const snippet = page.getByRole("textbox", { name: "Badge code for Harbour Beans" });
    await expect(snippet).toHaveAttribute("readonly", "");
    const code = await snippet.inputValue();
    const src = `${baseURL}/badges/${own.slug}/${year}/${shop.id}.svg`;
    expect(code).toBe(
      `<a href="${baseURL}/best-coffee-shops/${own.slug}/${year}"><img src="${src}" width="280" height="72" alt="Best Coffee Shops ${year} · #1 ${own.name} · Local Hype"></a>`,
    );
    const badge = page.getByRole("img", { name: `Best Coffee Shops ${year} · #1 ${own.name} · Local Hype` });
    await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(280);
    await page.getByRole("button", { name: "Copy code" }).click();
    await expect(page.getByText("Code copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // The café's own site pastes the code: a page of another origin (a server of the test's own on
    // 127.0.0.1, which is not localhost) shows the badge.
    const cafeSite = createServer((_, response) =>
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html><title>Our café</title>${code}`),
    );
    await new Promise<void>((listening) => cafeSite.listen(0, "127.0.0.1", listening));
    try {
      await page.goto(`http://127.0.0.1:${(cafeSite.address() as AddressInfo).port}/`);
      const embedded = page.getByRole("img", { name: `Best Coffee Shops ${year} · #1 ${own.name} · Local Hype` });
      await expect.poll(() => embedded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(280);
    } finally {
      cafeSite.close();
    }

    await open(page, "/best-coffee-shops");
    const winners = page.getByRole("region", { name: "Past winners" });
    await winners.getByRole("link", { name: `${own.name} ${year}` }).click();
    await expect(page).toHaveURL(new RegExp(`/best-coffee-shops/${own.slug}/${year}$`));
  });
});
