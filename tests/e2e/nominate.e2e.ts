// Nominations and the admin ballot editor in Chromium against the real Worker and D1. The form by
// keyboard in English (a city page's "Nominate a shop" chooses the city; an empty send marks the fields
// and focuses the first; a good one thanks the nominator), its French twin's messages, and the admin
// side: the nominations queue and the ballot editor on a city this test creates (the seeded ballot that
// other tests read is left alone). axe on each screen.
import { expect, test, type Locator, type Page, type Request } from "./test";
import { E2E_ADMIN, logIn, randomIp } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";
import { ownBallotCity } from "./ballot-fixtures";
import { baseURL } from "./playwright.config";
import { firstCallInput, openWithScriptHeld } from "./before-hydration";
import { randomInt } from "node:crypto";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });

/** Presses Tab until `target` has focus (failing after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("a city page's link opens the form with its city; by keyboard: errors, then a thank-you; axe passes", async ({ page }) => {
  await open(page, "/best-coffee-shops/toronto");
  const link = page.getByRole("link", { name: "Nominate a shop" });
  await expect(link).toHaveAttribute("href", "/best-coffee-shops/nominate?city=toronto");
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Nominate a coffee shop" })).toBeVisible();
  await expect(page).toHaveTitle("Nominate a Coffee Shop - Best Coffee Shops | Local Hype");
  await expect(field(page, "City*")).toHaveValue("toronto");
  await expectNoSeriousA11yViolations(page);

  // Sent empty from the keyboard: every required field says so and the first gets focus.
  const send = page.getByRole("button", { name: "Send nomination" });
  await tabTo(page, send);
  await page.keyboard.press("Enter");
  const shopName = field(page, "Shop name*");
  await expect(shopName).toBeFocused();
  await expect(shopName).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("main").getByText("Shop name is required.")).toBeVisible();
  await expect(page.getByRole("main").getByText("Your e-mail is required.")).toBeVisible();

  const name = `Keyboard Roasters ${randomInt(1_000_000)}`;
  await page.keyboard.type(name);
  await page.keyboard.press("Tab"); // city (already Toronto)
  await page.keyboard.press("Tab");
  await expect(field(page, "Street address*")).toBeFocused();
  await page.keyboard.type("88 Dundas St W");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keyboard-roasters.example");
  await page.keyboard.press("Tab");
  await page.keyboard.type("They remember everyone's order.");
  await page.keyboard.press("Tab");
  await page.keyboard.type("not-an-address");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByText("Please enter a valid email address.")).toBeVisible();
  await expect(field(page, "Your e-mail*")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(`fan${randomInt(1_000_000)}@example.com`);
  await page.keyboard.press("Enter");

  const thanks = page.getByRole("status").filter({ hasText: "Nomination received!" });
  await expect(thanks).toBeFocused();
  await expect(thanks).toContainText(`Thank you! We will review your nomination of “${name}” and e-mail you our decision.`);
  await expectNoSeriousA11yViolations(page);
});

test("from the landing page the form shows the ballot's cities at once, from the landing's own answer", async ({ page }) => {
  await open(page, "/best-coffee-shops");
  // Other tests may add cities to the shared ballot: the form offers the ones the landing shows.
  const shown = (await page.getByRole("link", { name: /^Vote Now in / }).allTextContents()).map((text) => text.replace("Vote Now in ", ""));
  expect(shown.slice(0, 5)).toEqual(["Vancouver", "Calgary", "Toronto", "Montreal", "Ottawa"]);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/trpc/")) asked.push(new URL(request.url()).pathname);
  });
  await page.getByRole("region", { name: "Own a Coffee Shop?" }).getByRole("link", { name: "Submit Your Shop" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nominate a coffee shop" })).toBeVisible();
  await expect(field(page, "City*").getByRole("option")).toHaveText(["Choose a city", ...shown]);
  await expect(field(page, "City*")).toHaveValue("");
  expect(asked.filter((path) => path.includes("ballots"))).toEqual([]);
});

test("what is typed and chosen before the page's script runs is kept and sent (the edge sends the form as HTML)", async ({ page }) => {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("nominations.create")) sent.push(request);
  });
  // The form is the edge's HTML alone while it is filled: its city the link's, then changed.
  const hydrate = await openWithScriptHeld(page, "/fr/best-coffee-shops/nominate?city=toronto");
  await expect(field(page, "Ville*")).toHaveValue("toronto");
  const name = `Café d'avant ${randomInt(1_000_000)}`;
  await field(page, "Nom du café*").fill(name);
  await field(page, "Ville*").selectOption("montreal");
  await field(page, "Adresse*").fill("4500, rue Saint-Denis");
  await field(page, "Site web").fill("cafe-avant.example");
  await field(page, "Pourquoi il mérite sa place*").fill("Servi avant le script.");
  await field(page, "Votre courriel*").fill("avant@example.com");
  // Not sendable yet: the browser would send the form itself, as a GET with the e-mail in the address.
  const send = page.getByRole("button", { name: "Envoyer la proposition" });
  await expect(send).toBeDisabled();
  await field(page, "Votre courriel*").press("Enter");
  await hydrate();
  expect(new URL(page.url()).search).toBe("?city=toronto");
  await expect(field(page, "Ville*")).toHaveValue("montreal");
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: "Proposition reçue!" })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(firstCallInput(sent[0]!)).toEqual({
    shop_name: name,
    address: "4500, rue Saint-Denis",
    city: "montreal",
    website: "https://cafe-avant.example",
    reason: "Servi avant le script.",
    nominator_email: "avant@example.com",
    language: "fr",
    company_website: "",
  });
});

test("the French form: « Proposer un café », the city from the link and French messages", async ({ page }) => {
  await open(page, "/fr/best-coffee-shops/nominate?city=montreal");
  await expect(page.getByRole("heading", { level: 1, name: "Proposer un café" })).toBeVisible();
  await expect(field(page, "Ville*")).toHaveValue("montreal");
  await field(page, "Nom du café*").fill("Café Clavier");
  await field(page, "Adresse*").fill("4500, rue Saint-Denis");
  await field(page, "Pourquoi il mérite sa place*").fill("Le meilleur allongé du Plateau.");
  await field(page, "Votre courriel*").fill("pas-une-adresse");
  await page.getByRole("button", { name: "Envoyer la proposition" }).click();
  await expect(page.getByRole("main").getByText("Veuillez entrer une adresse courriel valide.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe("admin", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page.context(), E2E_ADMIN);
  });

  test("the ballot editor: edit a shop by keyboard and see it on the public page; axe passes", async ({ page }) => {
    // The save's toast fades in; without motion axe measures its final colours, not a frame of the animation.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { slug, name } = await ownBallotCity();
    await open(page, "/admin");
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Ballot" }).click();
    await expect(main.getByRole("heading", { name: "Best Coffee Shops ballot" })).toBeVisible();
    await main.getByLabel("City", { exact: true }).selectOption(slug);
    const edit = main.getByRole("button", { name: "Edit Original Beans" });
    await edit.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit “Original Beans”" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const nameField = dialog.getByLabel("Name*");
    await nameField.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Edited Beans");
    await dialog.getByLabel("Description (French)").fill("Un café pour un test.");
    await dialog.getByRole("button", { name: "Save" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(main.getByRole("heading", { name: "Edited Beans" })).toBeVisible();
    // Focus returns to the dialog's trigger (Radix).
    await expect(main.getByRole("button", { name: "Edit Edited Beans" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await open(page, `/best-coffee-shops/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Best Coffee Shops in ${name}`);
    await expect(page.getByRole("article").filter({ hasText: "Edited Beans" })).toBeVisible();
    await open(page, `/fr/best-coffee-shops/${slug}`);
    await expect(page.getByText("Un café pour un test.")).toBeVisible();
  });

  test("the nominations queue: a nomination is accepted from its dialog and leaves the queue; axe passes", async ({ page }) => {
    const { slug } = await ownBallotCity();
    const shopName = `Queued Beans ${randomInt(1_000_000)}`;
    const sent = await page.request.post("/api/trpc/nominations.create", {
      headers: { origin: baseURL, "cf-connecting-ip": randomIp() },
      data: { shop_name: shopName, address: "2 Test St", city: slug, reason: "Great espresso.", nominator_email: "queue@example.com" },
    });
    expect(sent.ok()).toBe(true);
    await open(page, "/admin");
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Nominations" }).click();
    const entry = main.getByRole("article", { name: shopName });
    await expect(entry).toContainText("Why: Great espresso.");
    await expectNoSeriousA11yViolations(page);
    await entry.getByRole("button", { name: "Accept" }).click();
    const dialog = page.getByRole("dialog", { name: `Accept “${shopName}”` });
    await dialog.getByLabel("Description (English)*").fill("Accepted in a browser test.");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Accept" }).click();
    await expect(dialog).toBeHidden();
    await expect(entry).toBeHidden();
  });
});
