// What the browser enforces for us: the Content-Security-Policy never blocks our own pages, and no
// cookie we set is readable from JavaScript, and no link built from the address leads to another site.
import { expect, test } from "./test";
import { listCards } from "./api";
import { open } from "./open";
import { ownBallotCity } from "./ballot-fixtures";
import { watchCspViolations } from "./csp-violations";

test("no page trips the Content-Security-Policy", async ({ page, request }) => {
  const violations = await watchCspViolations(page);
  const detail = (await listCards(request, { type: "event" }))[0]!.path;
  for (const path of ["/", detail, "/city/Toronto", "/submit", "/best-coffee-shops", "/best-coffee-shops/toronto", "/nowhere"]) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  // A toast (sonner injects its styles) and the video player (a cross-origin frame).
  await open(page, "/submit");
  await page.getByRole("button", { name: "Submit for Free" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await open(page, "/");
  await page
    .getByRole("button", { name: /^Play video:/ })
    .first()
    .click();
  await expect(page.locator("iframe")).toHaveCount(1);
  expect(violations).toEqual([]);
});

test("cookies set by the app are HttpOnly", async ({ page, context }) => {
  const own = await ownBallotCity();
  await open(page, `/best-coffee-shops/${own.slug}`);
  await page
    .getByRole("button", { name: /^Vote for / })
    .first()
    .click();
  await expect.poll(async () => (await context.cookies()).length).toBeGreaterThan(0);
  for (const cookie of await context.cookies()) {
    expect(cookie.httpOnly, cookie.name).toBe(true);
    expect(cookie.sameSite, cookie.name).toBe("Lax");
  }
  expect(await page.evaluate(() => document.cookie)).toBe("");
});

test("the language switch never links off the site, whatever the address", async ({ page }) => {
  for (const [path, english] of [
    ["/fr//evil.example/login", "/evil.example/login"],
    ["/fr/%5Cevil.example/login", "/%5Cevil.example/login"],
  ] as const) {
    await open(page, path);
    const link = page.getByRole("link", { name: "English" });
    await expect(link).toHaveAttribute("href", english);
    const href = await link.evaluate((a: HTMLAnchorElement) => a.href);
    expect(new URL(href).origin, path).toBe(new URL(page.url()).origin);
  }
});
