// The bot challenge in Chromium against the real Worker: an admin whose address and network are past
// the free allowance of login failures gets the verification step (accessible, keyboard-driven, no CSP
// violation), the browser solves the proof of work in Web Workers, and the right password gets in.
// The e2e server's ALTCHA_MAX_NUMBER is low (playwright.config.ts), so solving takes a moment.
import { expect, test, type Page } from "./test";
import { E2E_LOCKOUT_ADMIN, randomIp } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";
import { watchCspViolations } from "./csp-violations";

/** The free allowance of login failures (RATE_LIMIT_LOGIN in wrangler.toml). */
const FREE_FAILURES = 5;

const main = (page: Page) => page.getByRole("main");

async function tryLogin(page: Page, password: string) {
  // The previous answer can arrive a moment before the form stops sending (aria-disabled), and a press
  // meanwhile is ignored by design: wait for the form, as a person would.
  await expect(main(page).getByRole("button", { name: "Log in" })).not.toHaveAttribute("aria-disabled", "true");
  await main(page).getByLabel("Email").fill(E2E_LOCKOUT_ADMIN.email);
  await main(page).getByLabel("Password").fill(password);
  const answered = page.waitForResponse((res) => res.url().includes("/api/trpc/auth.login"));
  await main(page).getByRole("button", { name: "Log in" }).click();
  return (await answered).status();
}

test("after repeated failures the admin solves the verification step and logs in with the right password", async ({ page }) => {
  // One network for the whole test, and none other test uses it.
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  const violations = await watchCspViolations(page);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));

  await open(page, "/login");
  for (let i = 0; i < FREE_FAILURES; i++) expect(await tryLogin(page, `wrong guess ${i}`)).toBe(401);
  // Nothing of the verification step loaded while it was not needed.
  expect(workers).toEqual([]);

  // Past the allowance, even the right password is asked for the challenge first.
  expect(await tryLogin(page, E2E_LOCKOUT_ADMIN.password)).toBe(428);
  const dialog = page.getByRole("dialog", { name: "Quick check" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("solve a small puzzle");
  await expect(dialog.getByRole("status")).toHaveText("Press Verify to continue.");
  await expect(dialog.getByRole("button", { name: "Verify" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Escape cancels: the dialog goes, focus comes back to the form, and the refusal is said.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole("button", { name: "Log in" })).toBeFocused();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Please complete the verification to continue." })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Again, this time solved with the keyboard alone.
  expect(await tryLogin(page, E2E_LOCKOUT_ADMIN.password)).toBe(428);
  await expect(dialog.getByRole("button", { name: "Verify" })).toBeFocused();
  const retried = page.waitForResponse((res) => res.url().includes("/api/trpc/auth.login") && res.request().headers()["x-altcha"] !== undefined);
  await page.keyboard.press("Enter");
  expect((await retried).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(main(page)).toContainText(`Signed in as ${E2E_LOCKOUT_ADMIN.email}`);

  // The proof of work ran in Web Workers built into /assets/ (what script-src 'self' allows), with no CSP violation.
  expect(workers.length).toBeGreaterThan(0);
  for (const url of workers) expect(url).toMatch(/\/assets\/solver\.worker-[\w-]+\.js$/);
  expect(violations).toEqual([]);
});
