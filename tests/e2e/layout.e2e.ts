import { expect, test } from "./test";
import { open } from "./open";

test.describe("shared layout (desktop)", () => {
  test("header links, navigating between sections inside the app, the submit button and the footer", async ({ page }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Local Hype", exact: true })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Stories", "/stories"],
      ["Events", "/events"],
      ["Gems", "/gems"],
      ["Shop", "/shop"],
      ["Jobs", "/jobs"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await nav.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Events");
    await expect(page).toHaveTitle("Local Events in Canadian Cities | Local Hype");
    await header.getByRole("link", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/submit$/);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Your #1 Local Hype Platform");
    await expect(footer).toContainText("© 2024 Local Hype");
  });

  test("a page reached within the app starts at its top; a reload keeps the visitor's place", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await footer.getByRole("link", { name: "Saved places" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved places");
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

    await open(page, "/stories");
    await footer.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => scrollY);
    expect(place).toBeGreaterThan(0);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    expect(await page.evaluate(() => scrollY)).toBe(place);
  });

  test("city selector defaults to Toronto and works with the keyboard and the mouse", async ({ page }) => {
    await open(page, "/");
    const selector = page.getByRole("combobox", { name: "Choose your city" });
    await expect(selector).toHaveText("Toronto");
    await selector.focus();
    await page.keyboard.press("ArrowDown");
    const list = page.getByRole("listbox");
    await expect(list).toBeVisible();
    await expect(page.getByRole("option", { name: "Vancouver" })).toBeVisible();
    const maxHeight = await list.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe("300px");
    // Typeahead, then Enter, like any listbox.
    await page.keyboard.type("Vanc");
    // Enter picks the option typeahead moved focus to; wait for it, or a busy machine presses Enter first.
    await expect(page.getByRole("option", { name: "Vancouver" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(list).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Choose your city" })).toHaveText("Vancouver");

    await page.getByRole("combobox", { name: "Choose your city" }).click();
    await page.getByRole("option", { name: "Halifax" }).click();
    await expect(page.getByRole("combobox", { name: "Choose your city" })).toHaveText("Halifax");
  });
});

test.describe("a browser whose first language is French", () => {
  test.use({ locale: "fr-CA" });

  test("is offered the French page on an English one, without a redirect, until it declines", async ({ page }) => {
    const response = await open(page, "/gems");
    expect(response?.url()).toMatch(/\/gems$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    const offer = page.getByRole("complementary", { name: "Version française" });
    await expect(offer).toHaveAttribute("lang", "fr-CA");
    await expect(offer.getByRole("link", { name: "Lire en français" })).toHaveAttribute("href", "/fr/gems");
    await offer.getByRole("button", { name: "Non merci" }).click();
    await expect(offer).toHaveCount(0);
    await open(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(offer).toHaveCount(0);
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("shows the spec's icon links to home and the four sections, on one row", async ({ page }) => {
    await open(page, "/gems");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const expected = [
      ["Home", "/"],
      ["Stories", "/stories"],
      ["Events", "/events"],
      ["Gems", "/gems"],
      ["Shop", "/shop"],
    ] as const;
    for (const [name, href] of expected) {
      await expect(mobileNav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(mobileNav.getByRole("link")).toHaveCount(expected.length);
    // Saved places, one tap away in the header (the bar keeps the spec's five tabs).
    await expect(page.getByRole("banner").getByRole("link", { name: "Saved places" })).toHaveAttribute("href", "/saved");
    // Nothing wider than the phone: a page that scrolls sideways breaks the fixed bottom bar.
    for (const path of ["/", "/gems", "/city/Toronto"]) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await mobileNav.getByRole("link", { name: "Shop", exact: true }).tap();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Shops");
  });
});

test.describe("404 page", () => {
  test("shows the message, logs the path and links home", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    const response = await open(page, "/this/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => errors.some((text) => text.includes("/this/does-not-exist"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
