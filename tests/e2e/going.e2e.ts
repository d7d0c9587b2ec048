// "Going" in Chromium: staff turn RSVP on for a published community event with one place; the first
// person is going, the second waits; the first cancels from the e-mail's private link and the second is
// promoted and e-mailed. The event page keeps its axe check with the RSVP line and form. At the door, the
// submitter checks a person in from the status page with the code of their e-mail.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./test";
import { open } from "./open";
import { E2E_ADMIN, logIn, submit, uniqueTitle } from "./accounts";
import { approveByTitle } from "./api";
import { expectNoSeriousA11yViolations } from "./axe";
import { linkIn, waitForEmail } from "./local-email";
import { baseURL } from "./playwright.config";

/** A community event, published by staff with RSVP on: its page's path. */
async function rsvpEvent(context: BrowserContext, request: APIRequestContext, title: string, capacity: number, submitterEmail?: string) {
  await submit(request, { title, content_type: "event", date: "2027-03-10", ...(submitterEmail ? { submitter_email: submitterEmail } : {}) });
  await logIn(context, E2E_ADMIN);
  const path = await approveByTitle(context.request, title);
  const [, , city, slug] = path.split("/");
  const got = await context.request.get(`/api/trpc/listings.get?input=${encodeURIComponent(JSON.stringify({ type: "event", city, slug }))}`);
  const listingId = ((await got.json()) as { result: { data: { id: number } } }).result.data.id;
  const saved = await context.request.post("/api/trpc/going.saveStaffSettings", {
    headers: { origin: baseURL },
    data: { listingId, enabled: true, capacity, max_places: 1, question: null, closes_at: null },
  });
  expect(saved.ok()).toBe(true);
  await context.clearCookies();
  return path;
}

/** "I'm going" on the event's page, and the answer shown. */
async function sayGoing(page: Page, path: string, email: string, answer: RegExp) {
  // A page cached before the settings changed turns over within a second (the content version).
  await expect(async () => {
    await open(page, path);
    await expect(page.getByRole("button", { name: "Register Now" })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole("button", { name: "Register Now" }).click();
  await page.getByLabel("Your name").fill("Alex Martin");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "I'm going" }).click();
  await expect(page.getByRole("status").filter({ hasText: answer })).toBeVisible();
}

test("RSVP: going, the waitlist, cancelling from the e-mail's link promotes the next person", async ({ page, context, request }) => {
  const path = await rsvpEvent(context, request, uniqueTitle("Community potluck"), 1);
  const [first, second] = [`first-${randomUUID().slice(0, 8)}@example.com`, `second-${randomUUID().slice(0, 8)}@example.com`];
  await sayGoing(page, path, first, /^You're going$/);
  await expect(page.getByText("Full · join the waitlist")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await sayGoing(page, path, second, /^You're on the waitlist \(#1\)$/);

  const confirmation = await waitForEmail(request, first, /^You're going: /);
  const manage = /https?:\/\/\S+#rsvp=[\w-]{43}/.exec(confirmation.text)?.[0];
  expect(manage).toBeDefined();
  expect(confirmation.text).toContain("calendar.google.com");
  await open(page, manage!.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByRole("status").filter({ hasText: "You're going: 1 place(s)" })).toBeVisible();
  // The door's code and its QR code, drawn from the Worker's SVG.
  const code = /Your check-in code: ([A-Z2-9]{6})\./.exec(confirmation.text)?.[1];
  expect(code).toBeDefined();
  await expect(page.getByText(`Your check-in code: ${code}`)).toBeVisible();
  const qr = page.getByRole("img", { name: `QR code of your check-in code ${code}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Cancel my RSVP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You cancelled this RSVP." })).toBeVisible();
  await waitForEmail(request, second, /^A place opened up: you're going to /);
});

test("RSVP check-in: the organizer's list on the status page checks in the code of a confirmation, once", async ({ page, context, request }) => {
  const title = uniqueTitle("Door potluck");
  const submitter = `door-org-${randomUUID().slice(0, 8)}@example.com`;
  const path = await rsvpEvent(context, request, title, 5, submitter);
  const guest = `door-guest-${randomUUID().slice(0, 8)}@example.com`;
  await sayGoing(page, path, guest, /^You're going$/);
  const confirmation = await waitForEmail(request, guest, /^You're going: /);
  const code = /Your check-in code: ([A-Z2-9]{6})\./.exec(confirmation.text)?.[1];
  expect(code).toBeDefined();

  const receipt = await waitForEmail(request, submitter, /^We received /);
  await open(page, new URL(linkIn(receipt.text, "/submissions/status/")).pathname);
  const table = page.getByRole("table", { name: "2027-03-10 · 1 going · 4 places left · 0 of 1 checked in" });
  await expect(table).toBeVisible();
  await page.getByRole("button", { name: "Check in at the door" }).click();
  const field = page.getByLabel("Check-in code");
  // Typed by hand, in small letters.
  await field.fill(code!.toLowerCase());
  await field.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Checked in: Alex Martin, 1 place(s)." })).toBeVisible();
  await expect(page.getByRole("table", { name: "2027-03-10 · 1 going · 4 places left · 1 of 1 checked in" })).toBeVisible();
  await expect(field).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await field.fill(code!);
  await field.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: /^Already checked in at \d\d:\d\d: Alex Martin\.$/ })).toBeVisible();
});
