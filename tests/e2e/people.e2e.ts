// The People tab in Chromium against the real Worker, D1, queue and local e-mail: an admin invites a
// moderator, the invitation's link (read from the e-mail sent) opens the invitation page, the invitee
// sets a password, is sent to the login page, logs in and sees only the moderation tab; no serious
// accessibility violation on the People tab or the invitation page.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { E2E_ADMIN, logIn, randomIp } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { linkIn, waitForEmail } from "./local-email";
import { open } from "./open";
import { baseURL } from "./playwright.config";
import { addVirtualAuthenticator } from "./virtual-authenticator";

test("an admin invites a moderator, who sets a password from the e-mail and sees only the moderation queues (submissions, claims, reviews)", async ({
  page,
  browser,
}) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  const email = `moderator-${randomUUID().slice(0, 8)}@example.com`;
  const password = "a brand new moderator passphrase";

  await logIn(page.context(), E2E_ADMIN);
  await open(page, "/admin");
  const main = page.getByRole("main");
  await main.getByRole("tab", { name: "People" }).click();
  await expect(main.getByRole("heading", { level: 2, name: "People" })).toBeVisible();
  await expect(main.getByRole("rowheader", { name: new RegExp(E2E_ADMIN.email) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByLabel(/^Email address/).fill(email);
  await main.getByLabel("Role", { exact: true }).selectOption("moderator");
  await main.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}. The link works for 72 hours.`)).toBeVisible();

  const invitation = await waitForEmail(page.request, email, /^You are invited to the Local Hype staff$/);
  const link = new URL(linkIn(invitation.text, "/admin/invite?token="));

  const inviteeContext = await browser.newContext({ baseURL });
  const invitee = await inviteeContext.newPage();
  await invitee.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  await open(invitee, `${link.pathname}${link.search}`);
  await expect(invitee.getByRole("heading", { level: 1, name: "Join the staff" })).toBeVisible();
  await expect(invitee.getByText(`Choose a password for ${email}. You will then sign in with it.`)).toBeVisible();
  await expectNoSeriousA11yViolations(invitee);
  await invitee.getByLabel(/^New password/).fill(password);
  await invitee.getByLabel(/^Repeat the password/).fill(password);
  await invitee.getByRole("button", { name: "Set password" }).click();
  await expect(invitee).toHaveURL(/\/login$/);
  await expect(invitee.getByText("Your account is ready. Sign in with your new password.")).toBeVisible();

  const login = invitee.getByRole("main");
  await expect(login.getByRole("heading", { level: 1, name: "Admin login" })).toBeVisible();
  await login.getByLabel(/^Email/).fill(email);
  await login.getByLabel(/^Password/).fill(password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(invitee.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const tabs = invitee.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab");
  await expect(tabs).toHaveText(["Submissions", "Claims", "Reviews"]);

  // The link worked once.
  await open(invitee, `${link.pathname}${link.search}`);
  await expect(invitee.getByText("This invitation has already been used. Sign in instead.")).toBeVisible();
  await inviteeContext.close();
});

test("an invitee joins with a passkey instead of a password and lands on the dashboard, signed in", async ({ page, browser }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  const email = `editor-${randomUUID().slice(0, 8)}@example.com`;
  await logIn(page.context(), E2E_ADMIN);
  const sent = await page.request.post("/api/trpc/admin.people.invite", {
    headers: { origin: baseURL },
    data: { email, role: "editor", locale: "en" },
  });
  expect(sent.ok()).toBe(true);
  const invitation = await waitForEmail(page.request, email, /^You are invited to the Local Hype staff$/);
  const link = new URL(linkIn(invitation.text, "/admin/invite?token="));

  const inviteeContext = await browser.newContext({ baseURL });
  const invitee = await inviteeContext.newPage();
  await invitee.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(invitee);
  await open(invitee, `${link.pathname}${link.search}`);
  await expect(
    invitee.getByText("Or use no password at all: a passkey signs you in with your device's screen lock or a security key."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(invitee);
  await invitee.getByRole("button", { name: "Join with a passkey" }).click();

  await expect(invitee.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(invitee.getByText("Your account is ready and you are signed in.")).toBeVisible();
  await expect(invitee.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab")).toHaveText([
    "Submissions",
    "Claims",
    "Reviews",
    "Listings",
    "Nominations",
    "Ballot",
  ]);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.rpId).toBe("localhost");
  await inviteeContext.close();
});
