// Becoming a listing's verified owner in the browser, as a business does: a claim from its page with an
// address at its website's domain (verified at once), then the e-mailed sign-in link.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { Listing } from "../../shared/listings/listing";
import { websiteDomain } from "../../shared/owners/claim-rules";
import { detailPath } from "../../shared/routing/paths";
import { expect } from "./test";
import { linkIn, waitForEmail } from "./local-email";
import { open } from "./open";

/** Claims a shop from its page with an address at its website's domain and follows the e-mailed link. */
export async function claimAndSignIn(page: Page, shop: Listing): Promise<void> {
  const email = `owner-${randomUUID().slice(0, 8)}@${websiteDomain(shop.website)}`;
  await open(page, detailPath(shop));
  await page.getByRole("link", { name: "Own this business? Claim it" }).click();
  const main = page.getByRole("main");
  const form = main.getByRole("form", { name: `Claim ${shop.title}` });
  await form.getByLabel("Your name").fill("Dana Baker");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Your role at the business").fill("Owner");
  await form.getByRole("button", { name: "Claim this listing" }).click();
  await expect(main.getByText(`Check your inbox: we sent a link to ${email}. It works for 30 minutes.`)).toBeVisible();

  const mail = await waitForEmail(page.request, email, new RegExp(`^Your link to manage ${shop.title} on Local Hype$`));
  const link = new URL(linkIn(mail.text, "/owner?link="));
  await open(page, `${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Sign in and manage my listing" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your listings" })).toBeVisible();
}
