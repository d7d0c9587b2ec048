import { expect, test } from "./test";
import { open } from "./open";
import { getDetail, listCards } from "./api";
import { expectNoSeriousA11yViolations } from "./axe";

test.describe("home", () => {
  test("shows every section with the spec's texts and links; the video facade loads no player until clicked", async ({ page }) => {
    await open(page, "/");
    await expect(page).toHaveTitle("Local Hype - Your #1 Local Hype Platform");
    const featured = page.getByRole("region", { name: "Featured" });
    await expect(featured.getByRole("article")).toHaveCount(3);
    await expect(featured.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/shop");
    const trending = page.getByRole("region", { name: "Trending Now" });
    await expect(trending.getByRole("article")).toHaveCount(3);
    await expect(trending.getByText("Near Toronto").first()).toBeVisible();
    await expect(trending.getByRole("link", { name: "See all stories" })).toHaveAttribute("href", "/stories");

    const bestOf = page.getByRole("region", { name: "The Best of Series" });
    await expect(bestOf.getByRole("link", { name: /Best Coffee Shops/ })).toHaveAttribute("href", "/best-coffee-shops");
    // Best Restaurants opens the restaurants (decision 0117), Best Local Shops the shop list.
    await expect(bestOf.getByRole("link", { name: /Best Restaurants/ })).toHaveAttribute("href", "/shop?category=restaurants");
    await expect(bestOf.getByRole("link", { name: /Best Local Shops/ })).toHaveAttribute("href", "/shop");

    const cities = page.getByRole("region", { name: "Explore by Cities" }).getByRole("link");
    await expect(cities).toHaveCount(8);
    await expect(cities.nth(6)).toHaveAttribute("href", "/city/Quebec%20City");
    await expect(cities.nth(6)).toContainText("Quebec");

    const categories = page.getByRole("region", { name: "Explore by Category" }).getByRole("link");
    await expect(categories).toHaveCount(11);
    await expect(page.getByRole("region", { name: "Explore by Category" }).getByRole("link", { name: /Local Gems/ })).toHaveAttribute(
      "href",
      "/gems",
    );
    // The six shop category tiles open their category's list.
    await expect(page.getByRole("region", { name: "Explore by Category" }).getByRole("link", { name: /Art Galleries/ })).toHaveAttribute(
      "href",
      "/shop?category=art-galleries",
    );

    await expect(page.getByRole("button", { name: /^Play video:/ })).toHaveCount(4);

    // The video facade loads no player until clicked.
    await expect(page.locator("iframe")).toHaveCount(0);
    // Offline or blocked, the video is still one plain link away; the play button sits off the title.
    await expect(page.getByRole("link", { name: "Watch on YouTube" })).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Watch on YouTube" }).first()).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=/);
    const button = await page.getByRole("button", { name: /^Play video: Toronto/ }).boundingBox();
    const icon = await page
      .getByRole("button", { name: /^Play video: Toronto/ })
      .locator("svg")
      .boundingBox();
    expect(icon!.y + icon!.height / 2).toBeGreaterThan(button!.y + button!.height * 0.6);
    await page.getByRole("button", { name: /^Play video: Toronto/ }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
    await page.getByRole("link", { name: "Submit Your Content" }).click();
    await expect(page).toHaveURL(/\/submit$/);
  });

  test("a category tile opens the shops and gems of that category, and All categories clears it", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("region", { name: "Explore by Category" }).getByRole("link", { name: /Spas/ }).click();
    await expect(page).toHaveURL(/\/shop\?category=spas$/);
    await expect(page.getByText("Category: Spas")).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: "Steam & Cedar Bathhouse" })).toHaveCount(1);
    await expect(page.getByRole("article").filter({ hasText: "Parkdale Paper & Press" })).toHaveCount(0);
    await page.getByRole("link", { name: "All categories" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByText("Category: Spas")).toHaveCount(0);
  });

  test("the home search names a category: it opens that category's list in the city, not a word search", async ({ page }) => {
    await open(page, "/");
    const search = page.getByRole("search");
    await search.getByRole("combobox", { name: "What are you looking for?" }).fill("Bakeries");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/shop\?category=bakeries$/);
    await expect(page.getByRole("article").filter({ hasText: "Strathcona Sourdough Co." })).toHaveCount(1);
  });

  test("first view renders from the HTML without an API request", async ({ page, request }) => {
    const detail = (await listCards(request, { type: "gem", city: "Halifax" }))[0]!;
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/trpc")) apiCalls.push(r.url());
    });
    await open(page, "/");
    await expect(page.getByRole("region", { name: "Featured" }).getByRole("article")).toHaveCount(3);
    await open(page, "/city/Toronto");
    await expect(page.getByRole("heading", { name: "Discover Toronto" })).toBeVisible();
    // The page builds its inputs with its first-view declaration's own builders: trimmed, decoded and
    // clamped URLs land on the very keys the edge filled.
    await open(page, "/city/%20Quebec%20City%20");
    await expect(page.getByRole("heading", { name: "Discover Quebec City" })).toBeVisible();
    await open(page, "/gems?city=Halifax");
    await expect(page.getByRole("article").first()).toBeVisible();
    await open(page, detail.path);
    await expect(page.getByRole("heading", { level: 1, name: detail.title })).toBeVisible();
    await open(page, "/search?q=coffee&city=Vancouver");
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(apiCalls).toEqual([]);
  });
});

test.describe("search comboboxes", () => {
  test("keyboard: open on focus, filter, choose with arrows and Enter, Escape closes; mouse: 8 cities when empty, choose one, click outside closes, search shows results", async ({
    page,
  }) => {
    await open(page, "/");
    const business = page.getByRole("combobox", { name: "What are you looking for?" });
    await business.focus();
    const list = page.getByRole("listbox");
    await expect(list).toBeVisible();
    await expect(list.getByRole("option")).toHaveText(["Coffee Shops", "Restaurants", "Bakeries", "Cafes", "Spas"]);
    await business.pressSequentially("caf");
    await expect(list.getByRole("option")).toHaveText(["Cafes"]);
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("option", { name: "Cafes" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(business).toHaveValue("Cafes");
    await expect(page.getByRole("listbox")).toBeHidden();
    await business.fill("");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    // Tab goes from field to field to the button, never into a suggestion list: the city's 8 overflow it,
    // and Chromium puts a scrolling box in the tab order (focus then fell to the page as the list closed).
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: "City", exact: true })).toBeFocused();
    await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(8);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();

    // The mouse: 8 cities when empty, choose one, click outside closes, search shows results.
    const city = page.getByRole("combobox", { name: "City", exact: true });
    await city.click();
    await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(8);
    await page.getByRole("option", { name: "Vancouver" }).click();
    await expect(city).toHaveValue("Vancouver");
    await city.click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.getByRole("heading", { name: "Featured" }).click();
    await expect(page.getByRole("listbox")).toBeHidden();
    await page.getByRole("combobox", { name: "What are you looking for?" }).fill("coffee");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=coffee&city=Vancouver$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Results for “coffee”");
    const results = page.getByRole("article");
    await expect(results.first()).toBeVisible();
    for (const text of await results.allInnerTexts()) expect(text).toContain("Vancouver");
  });
});

// Granted, the nearest city is my city: my-city.e2e.ts.
test.describe("nearest city", () => {
  test("denied → stays Near Toronto and says why", async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await open(page, "/");
    const trending = page.getByRole("region", { name: "Trending Now" });
    await trending.getByRole("button", { name: "Use my location" }).click();
    await expect(trending.getByRole("status")).toContainText("Location unavailable:");
    await expect(trending.getByText("Near Toronto").first()).toBeVisible();
    await context.close();
  });
});

test.describe("list and detail pages", () => {
  test("list pages have their titles and link to detail pages; client navigation updates the title", async ({ page }) => {
    for (const [path, heading] of [
      ["/stories", "Local Stories"],
      ["/events", "Local Events"],
      ["/gems", "Local Gems"],
      ["/shop", "Local Shops"],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    const first = page.getByRole("article").first().getByRole("link");
    const title = await first.innerText();
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(
      `${title} - Shop in ${await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").nth(2).innerText()} | Local Hype`,
    );
  });

  test("city filter narrows a list and is kept in the URL", async ({ page }) => {
    await open(page, "/gems");
    await page.getByRole("button", { name: "Only Toronto" }).click();
    await expect(page).toHaveURL(/\/gems\?city=Toronto$/);
    // The list answers a moment after the URL changes: wait for it rather than read the previous cards.
    await expect(page.getByRole("article").filter({ hasNotText: "Toronto" })).toHaveCount(0);
    await expect(page.getByRole("article").filter({ hasText: "Toronto" }).first()).toBeVisible();
  });

  test("story detail", async ({ page, request }) => {
    const story = (await listCards(request, { type: "story", city: "Montreal" }))[0]!;
    await open(page, story.path);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Local Stories" })).toHaveAttribute("href", "/stories");
    await expect(crumbs.getByRole("link", { name: "Montreal" })).toHaveAttribute("href", "/city/Montreal");
    await expect(page.getByRole("button", { name: "Share Story" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore More in Montreal" })).toHaveAttribute("href", "/city/Montreal");
    await expect(page.getByRole("heading", { name: "Key Highlights" })).toBeVisible();
    await expect(page).toHaveTitle(`${story.title} - Story in Montreal | Local Hype`);
  });

  test("event detail", async ({ page, request }) => {
    const event = (await listCards(request, { type: "event", city: "Calgary" }))[0]!;
    await open(page, event.path);
    await expect(page.getByText("Multiple Days")).toBeVisible();
    await expect(page.getByText("Free / Paid")).toBeVisible();
    await expect(page.getByRole("button", { name: "Share Event" })).toBeVisible();
    await expect(page.getByRole("link", { name: "More Events in Calgary" })).toHaveAttribute("href", "/events?city=Calgary");
    await expect(page.getByRole("heading", { name: "What to Expect" })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to calendar" }).click();
    expect((await download).suggestedFilename()).toBe(`${event.path.split("/").pop()}.ics`);
  });

  test("gem detail", async ({ page, request }) => {
    const gem = (await listCards(request, { type: "gem", city: "Kelowna" }))[0]!;
    await open(page, gem.path);
    await expect(page.getByText("5.0")).toBeVisible();
    await expect(page.getByText("(89 reviews)")).toBeVisible();
    await expect(page.getByText("Best Time")).toBeVisible();
    await expect(page.getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(page.getByRole("button", { name: "Share Gem" })).toBeVisible();
    // The spec's label, and the list of this gem's city, as "More Shops in {city}" does.
    await expect(page.getByRole("link", { name: "More Gems" })).toHaveAttribute("href", "/gems?city=Kelowna");
    await expect(page.getByRole("heading", { name: "Why You'll Love It" })).toBeVisible();
  });

  test("shop detail", async ({ page, request }) => {
    const card = (await listCards(request, { type: "shop", city: "Halifax" }))[0]!;
    const shop = await getDetail(request, card);
    // A browser without a share sheet (desktop Linux's): Share copies the link and says so. The headless
    // shell the tests may run in declares one that never opens, so this page is told it has none.
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, card.path);
    await expect(page.getByText("4.8")).toBeVisible();
    await expect(page.getByText("(127 reviews)")).toBeVisible();
    await expect(page.getByText("$$", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Get Directions/ })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.address!)}`,
    );
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", `tel:${shop.phone!.replace(/[^\d+]/g, "")}`);
    await expect(page.getByRole("link", { name: /Visit Website/ })).toHaveAttribute("href", shop.website!);
    await expect(page.getByRole("link", { name: "More Shops in Halifax" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What We Offer" })).toBeVisible();
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
  });

  test("a shop without hours shows the fallback hours", async ({ page, request }) => {
    for (const city of ["Toronto", "Edmonton", "Montreal", "Winnipeg"]) {
      for (const card of await listCards(request, { type: "shop", city })) {
        const shop = await getDetail(request, card);
        if (shop.hours) continue;
        await open(page, card.path);
        await expect(page.getByText("Mon-Sat: 10AM-8PM")).toBeVisible();
        await expect(page.getByText("Sun: 11AM-6PM")).toBeVisible();
        return;
      }
    }
    throw new Error("The catalogue has no shop without hours to show the fallback");
  });

  test("unknown item redirects to the list page", async ({ page }) => {
    await open(page, "/events/toronto/no-such-event");
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Events");
  });
});

test.describe("city page", () => {
  test("hero, counts, tabs and empty texts", async ({ page }) => {
    await open(page, "/city/Red%20Deer");
    await expect(page.getByRole("heading", { name: "Discover Red Deer" })).toBeVisible();
    await expect(page.getByText("Alberta").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "About Red Deer" })).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Listings by type" });
    await expect(tabs.getByRole("tab")).toHaveText([/^All\d+$/, /^Stories0$/, /^Events0$/, /^Gems\d+$/, /^Shops0$/, /^Jobs0$/]);
    await tabs.getByRole("tab", { name: /^Stories/ }).click();
    await expect(page.getByText("No stories found for this city.")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("No events found for this city.")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("No shops found for this city.")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("No open job postings in this city.")).toBeVisible();
  });

  test("unknown city says so", async ({ page }) => {
    const response = await open(page, "/city/Atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "City not found" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test("no serious or critical axe violations on the browsing pages", async ({ page, request }) => {
    // Nine pages, each scanned by axe: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const details = await Promise.all(
      (["story", "event", "gem", "shop"] as const).map(async (type) => (await listCards(request, { type }))[0]!.path),
    );
    for (const path of ["/", "/stories", ...details, "/city/Toronto", "/search?q=park"]) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test.describe("server rendering", () => {
  test("pages render at the edge and hydrate without errors", async ({ page, request }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (msg) => {
      // Offline, the photo CDN cannot be reached; those failures are not the app's.
      if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) problems.push(msg.text());
    });
    const detail = (await listCards(request, { type: "gem" }))[0]!.path;
    for (const path of ["/", "/stories", detail, "/city/Toronto", "/search?q=park", "/best-coffee-shops"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<div id="root"><.+<h1/s);
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    // Hydrated: interactive without a reload.
    await open(page, "/city/Toronto");
    await page.getByRole("tab", { name: /^Shops/ }).click();
    await expect(page.getByRole("tab", { name: /^Shops/ })).toHaveAttribute("aria-selected", "true");
    expect(problems).toEqual([]);
  });
});

test.describe("pages of listings", () => {
  test("Load more appends the next page in place and moves focus to its first card", async ({ page }) => {
    await open(page, "/gems");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(24);
    const status = page.getByRole("navigation", { name: "More listings" }).getByRole("status");
    await expect(status).toHaveText(/^Showing 24 of (\d+)$/);
    const total = Number(/of (\d+)/.exec(await status.innerText())![1]);
    expect(total).toBeGreaterThan(24);
    const firstTitles = await cards.getByRole("heading").allInnerTexts();

    await page.getByRole("button", { name: "Load more" }).click();
    await expect(status).not.toHaveText(/^Showing 24 of/);
    // Browser tests running beside this one publish gems meanwhile (new ones come last in the list), so
    // the total is read again: the second page and its count come from one read.
    const [shown, now] = /^Showing (\d+) of (\d+)$/
      .exec(await status.innerText())!
      .slice(1)
      .map(Number) as [number, number];
    expect(now).toBeGreaterThanOrEqual(total);
    expect(shown).toBe(Math.min(now, 48));
    await expect(cards).toHaveCount(shown);
    // The first page stays as it was; the new cards follow it, none twice.
    expect((await cards.getByRole("heading").allInnerTexts()).slice(0, 24)).toEqual(firstTitles);
    expect(new Set(await cards.getByRole("heading").allInnerTexts()).size).toBe(shown);
    await expect(cards.nth(24).getByRole("link")).toBeFocused();
    await expect(page).toHaveURL(/\/gems$/);
  });

  test("?page=2 works without JavaScript, with plain links between pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/gems");
    await expect(page.getByRole("article")).toHaveCount(24);
    const more = page.getByRole("link", { name: "Load more" });
    await expect(more).toHaveAttribute("href", "/gems?page=2");
    await more.click();
    await expect(page).toHaveURL(/\/gems\?page=2$/);
    const second = await page.getByRole("article").getByRole("heading").allInnerTexts();
    expect(second.length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Gems");
    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/gems$/);
    const first = await page.getByRole("article").getByRole("heading").allInnerTexts();
    expect(first.filter((title) => second.includes(title))).toEqual([]);
    await context.close();
  });
});
