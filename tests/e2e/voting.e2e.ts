import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { randomIp } from "./accounts";
import { open } from "./open";
import { FIVE_SHOPS, ownBallotCity } from "./ballot-fixtures";
import { coffeeCities } from "../../worker/db/seed/coffee-cities";
import { coffeeLandingMeta } from "../../shared/seo/page-meta";
import { registerAllTexts } from "../../shared/all-texts";

// The shared texts this file compares against, in every language (the app loads them per page).
registerAllTexts();

// A test that votes makes a city of its own (tests/e2e/ballot-fixtures.ts), so no other test moves its
// counts. Votes in the seeded cities are left to the tests whose subject is that city's seed: Toronto's
// storage keys, Montréal's French thanks and Vancouver's locally kept counts; they run one after another
// in this file, and the tests that read those cities' seeded counts run before them.
const city = (slug: string) => coffeeCities.find((c) => c.slug === slug)!;
const shopIn = (slug: string, index: number) => city(slug).shops[index]!;

const card = (page: Page, name: string) => page.getByRole("article", { name });
const voteButton = (page: Page, shopName: string) => page.getByRole("button", { name: `Vote for ${shopName}` });
const toNumber = (text: string) => Number(text.replace(/\D/g, ""));

async function countOf(page: Page, shopName: string): Promise<number> {
  return toNumber(
    await card(page, shopName)
      .getByText(/^[\d,]+ votes$/)
      .innerText(),
  );
}

async function totalVotes(page: Page): Promise<number> {
  return toNumber(await page.getByText(/^[\d,]+ total votes$/).innerText());
}

async function shownShopNames(page: Page): Promise<string[]> {
  return page.getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts();
}

/** Records the most confetti particles ever on screen (they only live for 600 ms). */
async function watchConfetti(page: Page) {
  await page.addInitScript(() => {
    const seen = { max: 0 };
    Object.assign(window, { confettiSeen: seen });
    new MutationObserver(() => {
      seen.max = Math.max(seen.max, document.querySelectorAll(".confetti-piece").length);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { confettiSeen: { max: number } }).confettiSeen.max);
}

async function storedJson(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const text = window.localStorage.getItem(k);
    return text === null ? null : (JSON.parse(text) as unknown);
  }, key);
}

async function serverTally(page: Page, city: string): Promise<Record<string, number>> {
  const response = await page.request.get(`/api/trpc/votes.tally?input=${encodeURIComponent(JSON.stringify({ city }))}`);
  return ((await response.json()) as { result: { data: { counts: Record<string, number> } } }).result.data.counts;
}

/** A first vote from another browser on another network, straight through the API (no cookies). */
let nextVoterIp = 1;
async function castElsewhere(baseURL: string, city: string, shopId: string) {
  const response = await fetch(`${baseURL}/api/trpc/votes.cast`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseURL,
      "cf-connecting-ip": `10.77.${Math.floor(nextVoterIp / 250)}.${(nextVoterIp++ % 250) + 1}`,
    },
    body: JSON.stringify({ city, shopId }),
  });
  expect(response.status).toBe(200);
}

test.describe("Best Coffee Shops landing", () => {
  test("shows a card per city, how voting works and the call to shop owners", async ({ page }) => {
    await open(page, "/best-coffee-shops");
    await expect(page).toHaveTitle(coffeeLandingMeta(coffeeCities, "").title);
    await expect(page.getByRole("heading", { level: 1, name: "Best Coffee Shops" })).toBeVisible();

    expect(coffeeCities.map((c) => c.city)).toEqual(["Vancouver", "Calgary", "Toronto", "Montreal", "Ottawa"]);
    for (const c of coffeeCities) {
      const cityCard = card(page, c.city);
      await expect(cityCard).toContainText(c.province);
      await expect(cityCard).toContainText(c.blurb);
      await expect(cityCard).toContainText("5 Coffee Shops");
      const link = cityCard.getByRole("link", { name: /^Vote Now/ });
      await expect(link).toHaveText("Vote Now in " + c.city);
      await expect(link).toHaveAttribute("href", `/best-coffee-shops/${c.slug}`);
    }

    const howItWorks = page.getByRole("region", { name: "How Voting Works" });
    await expect(howItWorks.getByRole("listitem")).toHaveCount(3);
    const ownShop = page.getByRole("region", { name: "Own a Coffee Shop?" });
    await expect(ownShop.getByRole("link", { name: "Submit Your Shop" })).toHaveAttribute("href", "/best-coffee-shops/nominate");

    await card(page, "Calgary")
      .getByRole("link", { name: /^Vote Now/ })
      .click();
    await expect(page).toHaveURL(/\/best-coffee-shops\/calgary$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best Coffee Shops in Calgary");
    await expect(page).toHaveTitle(/^Best Coffee Shops in Calgary/);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await open(page, "/best-coffee-shops");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });
});

test.describe("award season", () => {
  // The seed opens the current year's season until Dec 31 (city time); the server runs on the real clock.
  const year = new Date().getFullYear();

  test("the landing and city pages say when voting closes, in English and French", async ({ page }) => {
    await open(page, "/best-coffee-shops");
    await expect(card(page, "Toronto")).toContainText(`Voting closes Dec 31, ${year}`);
    await open(page, "/best-coffee-shops/toronto");
    await expect(page.getByText(`Voting closes Dec 31, ${year}`)).toBeVisible();
    await expect(voteButton(page, city("toronto").shops[0]!.name)).toBeEnabled();
    await open(page, "/fr/best-coffee-shops/toronto");
    await expect(page.getByText(`Le vote se termine le 31 décembre ${year}`)).toBeVisible();
  });
});

test.describe("city voting page", () => {
  test("shows the city header, sort bar and five complete shop cards", async ({ page }) => {
    // Calgary: no other browser test votes there, so every count is still the seeded one (50–199).
    const calgary = city("calgary");
    await open(page, "/best-coffee-shops/calgary");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best Coffee Shops in Calgary");
    await expect(page.getByText(calgary.intro)).toBeVisible();
    await expect(page.getByText("5 coffee shops", { exact: true })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(5);

    let sum = 0;
    for (const shop of calgary.shops) {
      const shopCard = card(page, shop.name);
      await expect(voteButton(page, shop.name)).toBeEnabled();
      await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "false");
      const count = await countOf(page, shop.name);
      expect(count).toBeGreaterThanOrEqual(50);
      expect(count).toBeLessThanOrEqual(199);
      sum += count;
      await expect(shopCard).toContainText(shop.description);
      await expect(shopCard).toContainText(shop.address);
      await expect(shopCard).toContainText(`${shop.reviews.toLocaleString("en-CA")}+ reviews`);
      const maps = shopCard.getByRole("link", { name: /^View on Google Maps/ });
      await expect(maps).toHaveAttribute("target", "_blank");
      await expect(maps).toHaveAttribute("rel", "noopener");
      const href = new URL((await maps.getAttribute("href"))!);
      expect(href.origin + href.pathname).toBe("https://www.google.com/maps/search/");
      expect(href.searchParams.get("query")).toBe(`${shop.name}, ${shop.address}, Calgary`);
      await expect(shopCard.getByRole("img")).toHaveCount(0); // the photo is decorative (alt="")
    }
    expect(await totalVotes(page)).toBe(sum);
  });

  test("sorts by most voted by default, and alphabetically on request", async ({ page }) => {
    await open(page, "/best-coffee-shops/vancouver");
    const sortGroup = page.getByRole("group", { name: "Sort coffee shops" });
    const mostVoted = sortGroup.getByRole("button", { name: "Most Voted" });
    const alphabetical = sortGroup.getByRole("button", { name: "Alphabetical" });
    await expect(mostVoted).toHaveAttribute("aria-pressed", "true");
    await expect(alphabetical).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("article")).toHaveCount(5);

    const byVotes = async () => {
      const names = await shownShopNames(page);
      const counts = await Promise.all(names.map((name) => countOf(page, name)));
      return { names, counts };
    };
    const first = await byVotes();
    expect(first.counts).toEqual([...first.counts].sort((a, b) => b - a));

    await alphabetical.click();
    await expect(alphabetical).toHaveAttribute("aria-pressed", "true");
    await expect(mostVoted).toHaveAttribute("aria-pressed", "false");
    const names = city("vancouver").shops.map((s) => s.name);
    expect(await shownShopNames(page)).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-CA")));

    await mostVoted.click();
    expect((await byVotes()).names).toEqual(first.names);
  });

  test("a vote is thanked, counted once, and leaves the heart filled and disabled", async ({ page }) => {
    const confettiSeen = await watchConfetti(page);
    const shop = shopIn("toronto", 4);
    await open(page, "/best-coffee-shops/toronto");
    await expect(page.getByRole("article")).toHaveCount(5);
    const before = await countOf(page, shop.name);
    const totalBefore = await totalVotes(page);

    await voteButton(page, shop.name).click();
    await expect(page.getByText("Thanks for voting! ❤️")).toBeVisible();
    await expect(page.getByText("Your vote has been counted.")).toBeVisible();
    await expect.poll(() => countOf(page, shop.name)).toBe(before + 1);
    expect(await totalVotes(page)).toBe(totalBefore + 1);
    await expect(voteButton(page, shop.name)).toBeDisabled();
    await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "true");
    await expect(voteButton(page, shop.name)).toHaveAccessibleDescription(`${before + 1} votes`);
    await expect(page.getByRole("status").filter({ hasText: `${shop.name} now has ${before + 1} votes.` })).toBeAttached();
    expect(await confettiSeen()).toBe(30);
    // The burst lasts 600 ms, then leaves the page.
    await expect(page.locator(".confetti-piece")).toHaveCount(0);

    // The browser keeps per-city, lower-cased keys: counts and voted flags.
    const counts = (await storedJson(page, "coffee-votes-toronto")) as Record<string, number>;
    expect(Object.keys(counts).sort()).toEqual(
      city("toronto")
        .shops.map((s) => s.id)
        .sort(),
    );
    expect(counts[shop.id]).toBe(before + 1);
    expect(await storedJson(page, "coffee-voted-toronto")).toEqual({ [shop.id]: true });
    expect(await storedJson(page, "coffee-unsent-toronto")).toBeNull();
  });

  test("a repeat vote is refused, after a reload, in another tab and by the API", async ({ page, context, baseURL }) => {
    const own = await ownBallotCity(FIVE_SHOPS);
    const shop = own.shops[1]!;
    const staleTab = await context.newPage();
    await staleTab.goto(`/best-coffee-shops/${own.slug}`);
    await expect(voteButton(staleTab, shop.name)).toBeEnabled();

    await open(page, `/best-coffee-shops/${own.slug}`);
    // The thanks shows as the vote is made; the reload must come after the server has counted it, or the
    // page reloads on a tally without it (the vote then waits in this browser to be sent again).
    const cast = page.waitForResponse((response) => response.url().includes("votes.cast"));
    await voteButton(page, shop.name).click();
    await expect(page.getByText("Thanks for voting! ❤️")).toBeVisible();
    expect((await cast).ok()).toBe(true);
    const counted = await countOf(page, shop.name);

    await page.reload();
    await expect(voteButton(page, shop.name)).toBeDisabled();
    await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "true");
    expect(await countOf(page, shop.name)).toBe(counted);
    // The disabled heart keeps focus and explains instead of voting.
    await voteButton(page, shop.name).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Already voted!")).toBeVisible();
    await expect(page.getByText("You've already voted for this coffee shop.")).toBeVisible();
    expect(await countOf(page, shop.name)).toBe(counted);

    // A tab opened before the vote shows it too, without a reload: the heart is disabled there as well.
    await expect(voteButton(staleTab, shop.name)).toBeDisabled();
    await expect(voteButton(staleTab, shop.name)).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => countOf(staleTab, shop.name)).toBe(counted);
    await voteButton(staleTab, shop.name).press("Enter");
    await expect(staleTab.getByText("Already voted!")).toBeVisible();

    // And so does the API itself, for this browser's voter cookie.
    const response = await page.request.post("/api/trpc/votes.cast", {
      headers: { origin: baseURL! },
      data: { city: own.slug, shopId: shop.id },
    });
    expect(response.status()).toBe(409);
    expect((await serverTally(page, own.slug))[shop.id]).toBe(counted);
  });

  test("Montreal thanks voters in French", async ({ page }) => {
    const shop = shopIn("montreal", 0);
    await open(page, "/best-coffee-shops/montreal");
    await voteButton(page, shop.name).click();
    await expect(page.getByText("Merci d'avoir voté! ❤️")).toBeVisible();
    await expect(page.getByText("Your vote has been counted.")).toBeVisible();
  });

  test("after a vote, a reload of the French Montréal page on a phone hydrates to the edge's HTML, then shows the vote", async ({ page }) => {
    // The edge draws the heart unvoted (it cannot see this browser's storage) and the browser's
    // storage says voted. The first client render must be the edge's (the test's watch fails on React's #418),
    // and the vote shows right after it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
    const shop = shopIn("montreal", 1);
    const heart = page.getByRole("button", { name: `Voter pour ${shop.name}` });
    await open(page, "/fr/best-coffee-shops/montreal");
    await heart.click();
    await expect(page.getByText("Merci d'avoir voté! ❤️")).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    const edgeHtml = await (await page.request.get("/fr/best-coffee-shops/montreal")).text();
    expect(edgeHtml).toMatch(new RegExp(`<button[^>]*aria-label="Voter pour ${shop.name}"[^>]*aria-pressed="false"`));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toBeDisabled();
  });

  test("a fresh browser sees the server's tally, including earlier votes", async ({ page, browser }) => {
    const own = await ownBallotCity(FIVE_SHOPS);
    const shop = own.shops[2]!;
    await open(page, `/best-coffee-shops/${own.slug}`);
    await voteButton(page, shop.name).click();
    await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "true");
    const counted = await countOf(page, shop.name);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(`/best-coffee-shops/${own.slug}`);
    await expect.poll(() => countOf(other, shop.name)).toBe(counted);
    // Another browser is another voter: its heart is still free.
    await expect(voteButton(other, shop.name)).toBeEnabled();
    await expect(voteButton(other, shop.name)).toHaveAttribute("aria-pressed", "false");
    await fresh.close();
  });

  test("with reduced motion a vote shows no confetti", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const confettiSeen = await watchConfetti(page);
    const own = await ownBallotCity();
    const shop = own.shops[0]!;
    await open(page, `/best-coffee-shops/${own.slug}`);
    await voteButton(page, shop.name).click();
    await expect(page.getByText("Thanks for voting! ❤️")).toBeVisible();
    await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "true");
    expect(await confettiSeen()).toBe(0);
  });

  test("without the server the page works from localStorage and sends the vote later", async ({ page }) => {
    const shop = shopIn("vancouver", 3);
    await page.route("**/api/trpc/**", (route) => route.abort("internetdisconnected"));
    // The live socket cannot reach the server either: closed as soon as it opens.
    await page.routeWebSocket(/\/api\/votes\//, (socket) => socket.close());
    // The edge renders a voting page with the server's tally, so the server is lost after the page: the
    // visitor moves to the city from the landing page, inside the app, with the API out of reach.
    await open(page, "/best-coffee-shops");
    await page.getByRole("link", { name: "Vote Now in Vancouver" }).click();
    await expect(page.getByText("We couldn't reach the server, so these are the votes saved in this browser.")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(5);
    // A first visit seeds locally.
    const seeded = (await storedJson(page, "coffee-votes-vancouver")) as Record<string, number>;
    expect(Object.keys(seeded)).toHaveLength(5);
    expect(Object.values(seeded).every((n) => n >= 50 && n <= 199)).toBe(true);
    expect(await countOf(page, shop.name)).toBe(seeded[shop.id]);

    await voteButton(page, shop.name).click();
    await expect(page.getByText("Vote not sent")).toBeVisible();
    await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "true");
    expect(await countOf(page, shop.name)).toBe(seeded[shop.id]! + 1);
    expect(await storedJson(page, "coffee-unsent-vancouver")).toEqual([shop.id]);

    // Back online: the stored vote is sent, and the server's tally replaces the local one.
    const serverBefore = await page.request.get(`/api/trpc/votes.tally?input=${encodeURIComponent('{"city":"vancouver"}')}`);
    const before = ((await serverBefore.json()) as { result: { data: { counts: Record<string, number> } } }).result.data.counts;
    await page.unroute("**/api/trpc/**");
    await page.unrouteAll();
    await page.reload();
    await expect.poll(() => storedJson(page, "coffee-unsent-vancouver")).toBeNull();
    await expect.poll(() => countOf(page, shop.name)).toBe(before[shop.id]! + 1);
    await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("We couldn't reach the server", { exact: false })).toHaveCount(0);
  });

  test("an offline vote is sent when the browser is back online, without a reload", async ({ page, context }) => {
    const own = await ownBallotCity(FIVE_SHOPS);
    const shop = own.shops[1]!;
    await open(page, `/best-coffee-shops/${own.slug}`);
    await expect(page.getByRole("article")).toHaveCount(5);
    const before = (await serverTally(page, own.slug))[shop.id]!;
    // The visitor has used the page (a key press) before the connection drops: the toaster loads on the
    // first interaction, so it is there to say the vote was not sent (web/lib/notify.ts).
    await page.keyboard.press("Tab");
    await expect(page.locator("section[aria-label^='Notifications']")).toHaveCount(1);

    await context.setOffline(true);
    await voteButton(page, shop.name).click();
    await expect(page.getByText("Vote not sent")).toBeVisible();
    await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "true");
    expect(await countOf(page, shop.name)).toBe(before + 1);
    expect(await storedJson(page, `coffee-unsent-${own.slug}`)).toEqual([shop.id]);
    expect((await serverTally(page, own.slug))[shop.id]).toBe(before);

    await context.setOffline(false);
    await expect.poll(() => storedJson(page, `coffee-unsent-${own.slug}`)).toBeNull();
    await expect.poll(async () => (await serverTally(page, own.slug))[shop.id]).toBe(before + 1);
    expect(await countOf(page, shop.name)).toBe(before + 1);
    await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "true");
  });

  test("an unknown city shows the 404 page", async ({ page }) => {
    const response = await open(page, "/best-coffee-shops/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });

  test("has no serious accessibility violations, before and after a vote", async ({ page }) => {
    // Without motion the toast appears fully at once, so axe checks its real colours (mid-animation
    // it reports them as undeterminable, which would hide a failure).
    await page.emulateMedia({ reducedMotion: "reduce" });
    const own = await ownBallotCity(FIVE_SHOPS);
    await open(page, `/best-coffee-shops/${own.slug}`);
    await expect(page.getByRole("article")).toHaveCount(5);
    const before = await new AxeBuilder({ page }).analyze();
    expect(before.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    const shop = own.shops[4]!;
    await voteButton(page, shop.name).click();
    await expect(page.getByText("Thanks for voting! ❤️")).toBeVisible();
    // A press on the voted heart adds the destructive "Already voted!" toast.
    await voteButton(page, shop.name).press("Enter");
    await expect(page.getByText("Already voted!")).toBeVisible();
    const after = await new AxeBuilder({ page }).analyze();
    expect(after.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    const toasts = await new AxeBuilder({ page }).include("[data-sonner-toaster]").withRules(["color-contrast"]).analyze();
    expect(toasts.passes.map((rule) => rule.id)).toContain("color-contrast");
    expect(toasts.incomplete).toEqual([]);
  });
});

test.describe("live counts", () => {
  test("a vote in one browser shows in another within 3 s, without a reload", async ({ page, browser }) => {
    const own = await ownBallotCity(FIVE_SHOPS);
    const shop = own.shops[3]!;
    const other = await browser.newContext();
    const watcher = await other.newPage();
    await open(watcher, `/best-coffee-shops/${own.slug}`);
    await expect(watcher.getByRole("article")).toHaveCount(5);
    const before = await countOf(watcher, shop.name);
    const totalBefore = await totalVotes(watcher);

    await open(page, `/best-coffee-shops/${own.slug}`);
    await voteButton(page, shop.name).click();
    await expect(voteButton(page, shop.name)).toHaveAttribute("aria-pressed", "true");

    await expect.poll(() => countOf(watcher, shop.name), { timeout: 3000 }).toBe(before + 1);
    expect(await totalVotes(watcher)).toBe(totalBefore + 1);
    // Someone else's vote: this browser's heart stays free, and nothing is announced here.
    await expect(voteButton(watcher, shop.name)).toHaveAttribute("aria-pressed", "false");
    await expect(watcher.getByRole("status").filter({ hasText: "now has" })).toHaveCount(0);
    await other.close();
  });

  test("counts from others change in place; the order changes only when the visitor sorts", async ({ page, baseURL }) => {
    const own = await ownBallotCity(FIVE_SHOPS);
    await open(page, `/best-coffee-shops/${own.slug}`);
    await expect(page.getByRole("article")).toHaveCount(5);
    const order = await shownShopNames(page);
    const shopByName = (name: string) => own.shops.find((s) => s.name === name)!;
    const [leader, runnerUp] = [shopByName(order[0]!), shopByName(order[1]!)];
    const gap = (await countOf(page, leader.name)) - (await countOf(page, runnerUp.name));

    // Enough votes from other browsers to put the runner-up ahead.
    for (let i = 0; i <= gap; i++) await castElsewhere(baseURL!, own.slug, runnerUp.id);
    const overtaken = (await serverTally(page, own.slug))[runnerUp.id]!;
    await expect.poll(() => countOf(page, runnerUp.name), { timeout: 3000 }).toBe(overtaken);
    expect(overtaken).toBeGreaterThan(await countOf(page, leader.name));
    expect(await shownShopNames(page)).toEqual(order);

    await page.getByRole("button", { name: "Most Voted" }).click();
    expect((await shownShopNames(page)).slice(0, 2)).toEqual([runnerUp.name, leader.name]);
  });
});
