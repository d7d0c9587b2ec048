// Paid placement in lists: a paid Pro listing leads its lists and city tabs, Basic comes next, both
// ahead of unpromoted listings, on the first page only; no later page repeats them, and an ended
// promotion goes back to its place in the list even before the Cron Trigger clears it.
import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@shared/listings/paging";
import * as clock from "@shared/time/clock";
import { PROMOTION_MS } from "@shared/payments/payment-statuses";
import { adminCookie } from "./account-helpers";
import { caller, outcome } from "./caller";
import { payThroughWebhook } from "./payment-helpers";
import { storeSubmission } from "./submission-helpers";
import "./clock";

type Page = { items: { title: string; promoted: string | null }[]; total: number; nextAfter: number | null; nextCursor: string | null };

async function list(input: Record<string, unknown>) {
  const { data } = await outcome(caller().listings.list(input));
  return data!;
}
const titles = (page: Page) => page.items.map((item) => item.title);

async function publishPaid(title: string, tier: "basic" | "pro", city = "Toronto") {
  const { cookie } = await adminCookie();
  const id = await storeSubmission({ title, city, content_type: "gem", promotion_tier: tier });
  await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
  await payThroughWebhook(id);
}

describe("paid placement in lists", () => {
  it("puts Pro first and Basic next on a list's first page and its city tab, and nowhere else", async () => {
    const before = await list({ type: "gem" });
    await publishPaid("Placement Basic Gem", "basic");
    await publishPaid("Placement Pro Gem", "pro");
    const first = await list({ type: "gem" });
    expect(titles(first).slice(0, 2)).toEqual(["Placement Pro Gem", "Placement Basic Gem"]);
    expect(first.items.slice(0, 2).map((item) => item.promoted)).toEqual(["pro", "basic"]);
    // The list's own page follows whole: the first page is longer by the pinned cards.
    expect(titles(first).slice(2)).toEqual(titles(before).slice(0, PAGE_SIZE));
    expect(first.total).toBe(before.total + 2);

    // Load more, ?page=N and the last page never repeat them.
    const rest: string[] = [];
    for (let after = first.nextAfter; after !== null;) {
      const next = await list({ type: "gem", after });
      rest.push(...titles(next));
      after = next.nextAfter;
    }
    expect(rest).not.toContain("Placement Pro Gem");
    expect(rest).not.toContain("Placement Basic Gem");
    expect(first.items.length + rest.length).toBe(first.total);
    expect(titles(await list({ type: "gem", page: 2 }))).toEqual(rest.slice(0, PAGE_SIZE));

    const { data } = await outcome(caller().listings.city({ city: "toronto", type: "gem" }));
    expect(titles(data!.listings).slice(0, 2)).toEqual(["Placement Pro Gem", "Placement Basic Gem"]);
    // Another city's list has nothing pinned from Toronto.
    expect(titles(await list({ type: "gem", city: "Halifax" }))).not.toContain("Placement Pro Gem");
  });

  it("ends with the promotion: back in its place in the list before the Cron Trigger clears it", async () => {
    const start = clock.nowMs();
    clock.setClock(start);
    await publishPaid("Placement Ending Gem", "pro", "Halifax");
    expect(titles(await list({ type: "gem", city: "Halifax" }))[0]).toBe("Placement Ending Gem");
    clock.setClock(start + PROMOTION_MS);
    const after = await list({ type: "gem", city: "Halifax" });
    expect(titles(after)[0]).not.toBe("Placement Ending Gem");
    const all: string[] = titles(after);
    for (let next = after.nextAfter; next !== null;) {
      const page = await list({ type: "gem", city: "Halifax", after: next });
      all.push(...titles(page));
      next = page.nextAfter;
    }
    // Community listings come after the catalogue (id order): it is last again.
    expect(all.at(-1)).toBe("Placement Ending Gem");
    expect(all.filter((title) => title === "Placement Ending Gem")).toHaveLength(1);
  });

  it("pins a promoted event at the head of upcoming events, not of past ones", async () => {
    const { cookie } = await adminCookie();
    const id = await storeSubmission({
      title: "Placement Pro Festival",
      city: "Toronto",
      content_type: "event",
      date: "2027-03-01",
      promotion_tier: "pro",
    });
    await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    await payThroughWebhook(id);
    const upcoming = await list({ type: "event" });
    expect(titles(upcoming)[0]).toBe("Placement Pro Festival");
    const all = titles(upcoming);
    for (let cursor = upcoming.nextCursor; cursor !== null;) {
      const page = await list({ type: "event", cursor });
      all.push(...titles(page));
      cursor = page.nextCursor;
    }
    expect(all.filter((title) => title === "Placement Pro Festival")).toHaveLength(1);
    expect(all).toHaveLength(upcoming.total);
    expect(titles(await list({ type: "event", when: "past" }))).not.toContain("Placement Pro Festival");
  });
});

describe("paid placement on the home page", () => {
  it("a Pro listing leads its own city's Featured, not another city's; with no city chosen, the spec's picks", async () => {
    await publishPaid("Placement Calgary Pro", "pro", "Calgary");
    const featured = async (city?: string) => (await caller().listings.home(city ? { city } : undefined)).featured;
    const calgary = await featured("Calgary");
    expect(calgary[0]).toMatchObject({ title: "Placement Calgary Pro", featured: true });

    // Montreal's own featured pick leads, then its nearest cities' (Calgary is far): never Calgary's promotion.
    const montreal = await featured("Montreal");
    expect(montreal[0]!.city).toBe("Montreal");
    expect(montreal.map((card) => card.title)).not.toContain("Placement Calgary Pro");

    // Montreal's own promotion comes before its featured pick.
    await publishPaid("Placement Montreal Pro", "pro", "Montreal");
    const withPro = await featured("Montreal");
    expect(withPro.slice(0, 2).map((card) => card.city)).toEqual(["Montreal", "Montreal"]);
    expect(withPro[0]).toMatchObject({ title: "Placement Montreal Pro", featured: true });
    expect(withPro[1]!.title).toBe(montreal[0]!.title);

    // No city chosen: promotions from anywhere lead (the Toronto and Halifax ones above too), as the spec's Featured always did.
    expect((await featured()).map((card) => card.promoted)).toEqual(["pro", "pro", "pro"]);
  });
});
