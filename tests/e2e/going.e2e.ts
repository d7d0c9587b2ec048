// "Going" in Chromium: staff turn RSVP on for a published community event with one place; the first
// person is going, the second waits; the first cancels from the e-mail's private link and the second is
// promoted and e-mailed. The event page keeps its axe check with the RSVP line and form.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { open } from "./open";
import { E2E_ADMIN, logIn, submit, uniqueTitle } from "./accounts";
import { approveByTitle } from "./api";
import { expectNoSeriousA11yViolations } from "./axe";
import { waitForEmail } from "./local-email";
import { baseURL } from "./playwright.config";

test("RSVP: going, the waitlist, cancelling from the e-mail's link promotes the next person", async ({ page, context, request }) => {
  const title = uniqueTitle("Community potluck");
  await submit(request, { title, content_type: "event", date: "2027-03-10" });
  await logIn(context, E2E_ADMIN);
  const path = await approveByTitle(context.request, title);
  const [, , city, slug] = path.split("/");
  const got = await context.request.get(`/api/trpc/listings.get?input=${encodeURIComponent(JSON.stringify({ type: "event", city, slug }))}`);
  const listingId = ((await got.json()) as { result: { data: { id: number } } }).result.data.id;
  const saved = await context.request.post("/api/trpc/going.saveStaffSettings", {
    headers: { origin: baseURL },
    data: { listingId, enabled: true, capacity: 1, max_places: 1, question: null, closes_at: null },
  });
  expect(saved.ok()).toBe(true);
  await context.clearCookies();

  const [first, second] = [`first-${randomUUID().slice(0, 8)}@example.com`, `second-${randomUUID().slice(0, 8)}@example.com`];
  const going = async (email: string, answer: RegExp) => {
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
  };
  await going(first, /^You're going$/);
  await expect(page.getByText("Full · join the waitlist")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await going(second, /^You're on the waitlist \(#1\)$/);

  const confirmation = await waitForEmail(request, first, /^You're going: /);
  const manage = /https?:\/\/\S+#rsvp=[\w-]{43}/.exec(confirmation.text)?.[0];
  expect(manage).toBeDefined();
  expect(confirmation.text).toContain("calendar.google.com");
  await open(page, manage!.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByRole("status").filter({ hasText: "You're going: 1 place(s)" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel my RSVP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You cancelled this RSVP." })).toBeVisible();
  await waitForEmail(request, second, /^A place opened up: you're going to /);
});
