// The French twin of every public page, in Chromium against the real Worker: the edge's HTML
// and the hydrated page carry no English interface text (English listing content is allowed only
// where the page marks it lang="en-CA"), the language switch keeps the page, dates and prices follow
// fr-CA, a French submission is refused in French, and the pages pass axe.
import { expect, test, type Page } from "./test";
import { randomInt } from "node:crypto";
import { ALL_TEXTS } from "../../shared/all-texts";
import { expectNoSeriousA11yViolations } from "./axe";
import { E2E_ADMIN, randomIp, submit, uniqueTitle } from "./accounts";
import { listCards } from "./api";
import { open } from "./open";

/**
 * Pieces of English interface text a French page must never show: the words around the placeholders
 * of every English message whose French differs, long enough to mean something ("Vote Now", "Load
 * more"), and not also part of the French (brand names, "Instagram").
 */
function englishPieces(): string[] {
  const pieces = new Set<string>();
  const walk = (english: unknown, french: unknown) => {
    if (typeof english === "string") {
      if (typeof french !== "string" || french === english) return;
      for (const piece of english.split(/\{\w+\}/)) {
        const text = piece.trim();
        // A piece the French also says, whatever its case ("{tier} promotion", « Promotion {tier} »), is not English.
        if (text.length >= 8 && /\p{L}{3}/u.test(text) && !french.toLowerCase().includes(text.toLowerCase())) pieces.add(text);
      }
      return;
    }
    if (english && typeof english === "object") {
      for (const [key, value] of Object.entries(english)) walk(value, (french as Record<string, unknown> | undefined)?.[key]);
    }
  };
  for (const [id, texts] of Object.entries(ALL_TEXTS.en)) walk(texts, (ALL_TEXTS.fr as Record<string, unknown>)[id]);
  return [...pieces];
}
const ENGLISH = englishPieces();

/** The page's text a person or a screen reader meets: text, labels, titles, alternatives; English-marked parts left out. */
async function frenchText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const node of body.querySelectorAll('[lang^="en"], script, style')) node.remove();
    const attributes = [...body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")].flatMap((element) =>
      ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, body.textContent ?? "", ...attributes].join("\n");
  });
}

/** The English pieces in a page's text, as "where: piece" lines. */
function englishIn(text: string, where: string): string[] {
  return ENGLISH.filter((piece) => text.includes(piece)).map((piece) => `${where}: ${piece}`);
}

async function frenchRoutes(request: Parameters<typeof listCards>[0]): Promise<string[]> {
  const [story] = await listCards(request, { type: "story", city: "Montreal" });
  const [gem] = await listCards(request, { type: "gem", city: "Vancouver" });
  return [
    "/fr",
    "/fr/stories",
    "/fr/events",
    "/fr/gems",
    "/fr/shop",
    `/fr${story!.path}`,
    `/fr${gem!.path}`,
    "/fr/city/Montreal",
    "/fr/city/Red%20Deer",
    "/fr/search?q=caf%C3%A9",
    "/fr/search",
    "/fr/submit",
    "/fr/best-coffee-shops",
    "/fr/best-coffee-shops/montreal",
    "/fr/login",
    "/fr/no-such-page",
  ];
}

test.describe("French pages", () => {
  test("the edge's HTML and the hydrated page hold no English interface text", async ({ browser, request }) => {
    test.setTimeout(120_000);
    expect(ENGLISH.length).toBeGreaterThan(200);
    const routes = await frenchRoutes(request);
    // Without JavaScript: what crawlers and the first paint get from the edge.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    // With JavaScript: the hydrated page, or the page the browser rendered (forms, voting, 404).
    const app = await browser.newContext();
    const appPage = await app.newPage();
    const found: string[] = [];
    for (const path of routes) {
      await plainPage.goto(path);
      expect(await plainPage.locator("html").getAttribute("lang"), path).toBe("fr-CA");
      found.push(...englishIn(await frenchText(plainPage), `${path} (edge HTML)`));
      await open(appPage, path);
      found.push(...englishIn(await frenchText(appPage), `${path} (in the browser)`));
    }
    await plain.close();
    await app.close();
    expect(found).toEqual([]);
  });

  test("the language switch opens the same page in the other language and is remembered", async ({ page }) => {
    await open(page, "/events?city=Toronto");
    const toFrench = page.getByRole("banner").getByRole("link", { name: "Français" });
    await expect(toFrench).toHaveAttribute("hreflang", "fr-CA");
    await expect(toFrench).toHaveAttribute("lang", "fr-CA");
    await toFrench.click();
    await page.waitForURL("**/fr/events?city=Toronto");
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1, name: "Événements locaux" })).toBeVisible();
    // Remembered: the home address now opens in French; other addresses still open where they point.
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await open(page, "/gems");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    // Back to English: the switch on a French page leads to the English twin and is remembered too.
    await open(page, "/fr/gems");
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/gems$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
  });

  test("dates and prices are written the fr-CA way, and a French submission's errors are in French", async ({ page }) => {
    await open(page, "/fr/events");
    // An event's next dates such as « 7–11 août 2027 » or « sam. 1er août 2026 · 10 h » (as the opening hours
    // write times), never "Aug 7–11, 2027" or "Sat, August 1, 2026 · 10:00 AM".
    const month = "(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\\.?";
    const longMonth = "(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)";
    const range = `\\d{1,2}( ${month})?–\\d{1,2} ${month} \\d{4}`;
    const timed = `(lun|mar|mer|jeu|ven|sam|dim)\\. (1er|\\d{1,2}) ${longMonth} \\d{4}( · \\d{1,2} h( \\d{2})?)?`;
    await expect(
      page
        .getByRole("article")
        .getByText(new RegExp(`^(${range}|${timed})$`))
        .first(),
    ).toBeVisible();

    // A French submission's errors are in French.
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}` });
    await open(page, "/fr/submit");
    await page.getByRole("button", { name: "Soumettre gratuitement" }).click();
    await expect(page.getByRole("main").getByLabel("Titre")).toHaveAccessibleDescription("Le champ «\u00a0Titre\u00a0» est obligatoire.");
    await page.getByRole("main").getByLabel("Courriel").fill("pas-un-courriel");
    await page.getByRole("button", { name: "Soumettre gratuitement" }).click();
    await expect(page.getByRole("main").getByLabel("Courriel")).toHaveAccessibleDescription("Veuillez entrer une adresse courriel valide.");
    await page.getByRole("main").getByText("Basic").first().click();
    await expect(page.getByRole("button", { name: "Soumettre et payer 39\u00a0$" })).toBeVisible();
  });

  test("French pages pass axe; English listing text on them is marked lang=en-CA, French text is not", async ({ page, request }) => {
    test.setTimeout(120_000);
    const [gem] = await listCards(request, { type: "gem", city: "Vancouver" });
    const [story] = await listCards(request, { type: "story", city: "Montreal" });
    // One page of each screen kind: /fr/gems is a list as /fr/stories and /fr/shop are, Red Deer a city as
    // Montréal is, and /fr/events passes axe in event-times.e2e.ts (all three still pass the English check above).
    const sameKind = new Set(["/fr/gems", "/fr/events", "/fr/city/Red%20Deer"]);
    for (const path of (await frenchRoutes(request)).filter((route) => !sameKind.has(route))) {
      await open(page, path);
      if (path === `/fr${gem!.path}`) await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en-CA");
      if (path === `/fr${story!.path}`) await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /.*/);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("the admin dashboard works in French: login (passkey button too), queue, review toast", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
    const title = uniqueTitle("Boulangerie du coin");
    await submit(page.request, { title });
    await open(page, "/fr/login");
    await expect(page).toHaveTitle("Connexion à l'administration | Local Hype");
    await expect(page.getByRole("main").getByRole("button", { name: "Se connecter avec une clé d'accès" })).toBeVisible();
    await page.getByRole("main").getByLabel("Courriel").fill(E2E_ADMIN.email);
    await page.getByRole("main").getByLabel("Mot de passe").fill(E2E_ADMIN.password);
    await page.getByRole("main").getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/admin$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Tableau de bord d'administration" })).toBeVisible();
    await expect(main.getByRole("article", { name: title })).toBeVisible();
    expect(englishIn(await frenchText(page), "/fr/admin")).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    // The review's toast in French, its status word agreeing with "proposition".
    await main.getByRole("article", { name: title }).getByRole("button", { name: "Approuver" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Opération réussie" })).toContainText("La proposition a bien été approuvée");
  });
});
