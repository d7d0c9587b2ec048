// The submitter's journey in Chromium against `npm start`'s server with its local e-mail and queue simulation:
// submit with the form → the receipt arrives (read from the local explorer API) → its private link opens
// the status page → an admin approves in the dashboard → after the undo window (5 s here) the "live"
// e-mail arrives and the status page shows the public link. Also: a wrong link shows "not found".
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./test";
import { E2E_ADMIN, logIn, randomIp, uniqueTitle } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { linkIn, waitForEmail } from "./local-email";
import { open } from "./open";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": randomIp() });
});

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label);

test("submit, get the receipt, follow the status link, get approved, see the public link", async ({ page }) => {
  const title = uniqueTitle("Journey Bakery");
  const email = `journey-${randomUUID().slice(0, 8)}@example.com`;

  await open(page, "/submit");
  await field(page, "Your name").fill("Jo Journey");
  await field(page, "Email").fill(email);
  await field(page, "Title").fill(title);
  await field(page, "Content type").selectOption({ label: "Hidden Gem" });
  // Written in French (the form records it; English is the default).
  await expect(field(page, "Language of your listing")).toHaveValue("en");
  await field(page, "Language of your listing").selectOption({ label: "Français" });
  await field(page, "Description").fill("Des croissants qui valent le détour, envoyés par le test du parcours.");
  await field(page, "City").selectOption("Winnipeg");
  await field(page, "Location").fill("The Exchange");
  await page.getByRole("button", { name: "Submit for Free" }).click();
  await expect(toast(page, "Submission Successful!")).toContainText(
    "Thank you! Your submission has been received and is pending admin approval. You'll be notified once it's published.",
  );

  // Written in French, so the e-mails come in French.
  const nb = "\u00a0";
  const receipt = await waitForEmail(page.request, email, /^Nous avons reçu/);
  expect(receipt.subject).toBe(`Nous avons reçu «${nb}${title}${nb}»`);
  expect(receipt.text).toContain(`Type${nb}: Trésor caché · Ville${nb}: Winnipeg · Promotion${nb}: Aucune`);
  const statusLink = linkIn(receipt.text, "/submissions/status/");
  // A French receipt links to the French status page.
  const statusPath = new URL(statusLink).pathname;
  expect(statusPath).toMatch(/^\/fr\/submissions\/status\/[A-Za-z0-9_-]{43}$/);

  const statusPage = await open(page, statusPath);
  expect(statusPage?.status()).toBe(200);
  // The edge marks the private page noindex.
  expect(await statusPage?.text()).toContain('<meta name="robots" content="noindex" data-edge-head>');
  await expect(page.getByRole("heading", { level: 1, name: "Statut de la proposition" })).toBeVisible();
  const details = page.getByRole("main").locator("dl");
  await expect(details).toContainText(title);
  await expect(details).toContainText("Trésor caché");
  await expect(details).toContainText("Winnipeg");
  await expect(page.getByTestId("submission-status")).toHaveText("En attente de révision");
  await expect(page.getByRole("link", { name: "Voir votre fiche" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // An admin approves it in the dashboard.
  const admin = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(statusLink).origin });
  await logIn(admin, E2E_ADMIN);
  const dashboard = await admin.newPage();
  await open(dashboard, "/admin");
  const entry = dashboard.getByRole("main").getByRole("article", { name: title });
  await entry.getByRole("button", { name: "Approve" }).click();
  await expect(toast(dashboard, "Success").filter({ hasText: "Submission approved successfully" })).toBeVisible();
  await admin.close();

  // Its notice waits out the undo window, then arrives with the public link.
  const live = await waitForEmail(page.request, email, /^Votre fiche est en ligne/);
  expect(live.subject).toBe(`Votre fiche est en ligne${nb}: «${nb}${title}${nb}»`);
  const publicPath = new URL(linkIn(live.text, "/gems/")).pathname;
  expect(publicPath).toMatch(/^\/fr\/gems\/winnipeg\/journey-bakery-[a-z0-9]+$/);

  await open(page, statusPath);
  await expect(page.getByTestId("submission-status")).toHaveText("Publiée");
  const listingLink = page.getByRole("link", { name: "Voir votre fiche" });
  await expect(listingLink).toHaveAttribute("href", publicPath);
  await listingLink.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // On the English page its text is French: marked so screen readers switch voice.
  await open(page, publicPath.replace(/^\/fr/, ""));
  await expect(page.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByText("Des croissants qui valent le détour")).toHaveAttribute("lang", "fr-CA");
});

test("a wrong status link shows only 'Submission not found'", async ({ page }) => {
  await open(page, `/submissions/status/${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Submission not found" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Pending review");
  await open(page, "/submissions/status/not-a-token");
  await expect(page.getByRole("heading", { name: "Submission not found" })).toBeVisible();
});

test("the newsletter: an empty or malformed address is stopped by the browser; the helper text promises a confirmation e-mail, which confirms the address", async ({
  page,
}) => {
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  const subscribes: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("newsletter.subscribe")) subscribes.push(request.url());
  });
  await open(page, "/");
  const form = page.getByRole("contentinfo").getByRole("form", { name: "Get the local hype in your inbox" });
  const field = form.getByRole("textbox", { name: "Email address" });
  await expect(form).toHaveAccessibleDescription("We will send you a confirmation e-mail: open its link to start receiving the newsletter.");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await field.fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
  expect(subscribes).toHaveLength(0);

  await field.fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Subscribed!")).toContainText("Check your inbox to confirm");
  await expect(field).toHaveValue("");

  const confirmation = await waitForEmail(page.request, email, /^Confirm your Local Hype newsletter/);
  await open(page, new URL(linkIn(confirmation.text, "/newsletter/confirm/")).pathname);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();

  const unsubscribe = new URL(linkIn(confirmation.text, "/newsletter/unsubscribe?"));
  await open(page, `${unsubscribe.pathname}${unsubscribe.search}`);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
});
