// Passkeys in Chromium with its virtual authenticator (CDP WebAuthn): log in with the password, add a
// passkey on the Account page, rename it, log out, "Sign in with a passkey" to the dashboard, then
// remove it. The RP ID is the e2e server's host (localhost, whatever E2E_PORT is); axe on the page.
import { expect, test, type Page } from "./test";
import { E2E_ADMIN, randomIp } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { open } from "./open";
import { addVirtualAuthenticator } from "./virtual-authenticator";

const main = (page: Page) => page.getByRole("main");

test("add a passkey on the Account page, then sign in with it", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  await open(page, "/login");
  await main(page).getByLabel("Email").fill(E2E_ADMIN.email);
  await main(page).getByLabel("Password").fill(E2E_ADMIN.password);
  await main(page).getByRole("button", { name: "Log in" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  await main(page).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(main(page).getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  const passkeys = main(page).getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByRole("status")).toHaveText("Passkey added.");
  const table = passkeys.getByRole("table", { name: "Passkeys" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("cell", { name: "Passkey 1", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Never" })).toBeVisible();
  // The browser made the credential for the e2e server's host.
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.rpId).toBe("localhost");
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await table.getByRole("button", { name: "Rename Passkey 1" }).click();
  const name = table.getByLabel("Passkey name");
  await expect(name).toBeFocused();
  await name.fill("E2E laptop");
  await expectNoSeriousA11yViolations(page);
  await name.press("Enter");
  await expect(passkeys.getByRole("status")).toHaveText("Passkey renamed.");
  await expect(table.getByRole("button", { name: "Rename E2E laptop" })).toBeFocused();

  await main(page).getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  await open(page, "/login");
  await main(page).getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const signCount = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0]?.signCount;
  expect(signCount).toBeGreaterThan(0);

  await main(page).getByRole("link", { name: "Account" }).click();
  const row = main(page).getByRole("row").filter({ hasText: "E2E laptop" });
  await expect(row.getByRole("cell").nth(2)).not.toHaveText("Never");
  await row.getByRole("button", { name: "Remove E2E laptop" }).click();
  await page.getByRole("dialog", { name: "Remove E2E laptop?" }).getByRole("button", { name: "Remove", exact: true }).click();
  await expect(main(page).getByRole("status")).toHaveText("Passkey removed.");
  await expect(main(page).getByText("You have no passkeys yet.")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Add a passkey" })).toBeFocused();
});
