// The admin Vote integrity view in Chromium against the real Worker and its CityVotes objects: a network
// casts five votes in a city of the test's own, the view lists it by its hash (never its address), an admin voids its
// votes with a reason from the dialog, and the view says they were removed. axe on the view and dialog.
import { expect, test } from "./test";
import { E2E_ADMIN, logIn, randomIp } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { baseURL } from "./playwright.config";
import type { RouterOutputs } from "./router-outputs";
import { open } from "./open";
import { FIVE_SHOPS, ownBallotCity } from "./ballot-fixtures";

type Integrity = RouterOutputs["admin"]["integrity"]["get"];
test("a network's votes listed by hash, voided with a reason, and counted as removed; axe passes", async ({ page }) => {
  const ip = randomIp();
  const own = await ownBallotCity(FIVE_SHOPS);
  const { shops } = own;
  await logIn(page.context(), E2E_ADMIN);
  const figures = async () => {
    const input = { city: own.slug, year: new Date().getUTCFullYear() };
    const res = await page.request.get(`/api/trpc/admin.integrity.get?input=${encodeURIComponent(JSON.stringify(input))}`);
    return ((await res.json()) as { result: { data: Integrity } }).result.data;
  };
  expect((await figures()).networks).toEqual([]);

  for (const shop of shops) {
    const res = await page.request.post("/api/trpc/votes.cast", {
      headers: { origin: baseURL, "cf-connecting-ip": ip },
      data: { city: own.slug, shopId: shop.id },
    });
    expect(res.status()).toBe(200);
  }
  const { networks } = await figures();
  expect(networks).toHaveLength(1);
  const ours = networks[0]!;
  expect(ours).toMatchObject({ votes: shops.length, voters: 1 });

  await open(page, "/admin");
  const main = page.getByRole("main");
  await main.getByRole("tab", { name: "Vote integrity" }).click();
  await expect(main.getByRole("heading", { level: 2, name: "Vote integrity" })).toBeVisible();
  await main.getByLabel("City").selectOption({ label: own.name });
  const row = main.getByRole("row").filter({ has: page.getByRole("rowheader", { name: ours.networkHash }) });
  await expect(row).toHaveCount(1);
  await expect(main).not.toContainText(ip);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("button", { name: "Void votes" }).click();
  const dialog = page.getByRole("dialog", { name: `Void votes from network ${ours.networkHash}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Void these votes" }).click();
  // The reason is required: the browser keeps the dialog open and sends nothing.
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Reason").fill("Five shops from one new browser in a minute");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Void these votes" }).click();
  await expect(page.getByText(`${shops.length} votes removed`, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(main.getByRole("listitem").filter({ hasText: "Five shops from one new browser in a minute" })).toContainText(
    `${shops.length} votes from ${ours.networkHash}`,
  );
});
