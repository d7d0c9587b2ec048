// The listings store in D1: the catalogue seed (idempotent, respects admin edits), approval and
// rejection writing the listing in the same batch as the review (all or nothing), ranked full-text
// search, and pages that stay complete while listings are added.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { apiMessages } from "@shared/api/api-texts";
import { PAGE_SIZE } from "@shared/listings/paging";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { PUBLISHED_ID_OFFSET } from "@worker/features/listings/community-listings";
import { adminCookie } from "./account-helpers";
import { caller, outcome, type RouterInputs } from "./caller";
import { fetchApp } from "./fetch-app";
import { deliver, payThroughWebhook, stripeEvent } from "./payment-helpers";
import { auditRows, storeSubmission, submissionRow } from "./submission-helpers";

/** The public address of a listing: its type, city and slug. */
type Address = RouterInputs["listings"]["get"];

/** Runs the seed; answers the rows it changed (D1 also counts what the triggers write). */
const seed = async () => {
  const results = await env.DB.batch(catalogueSeedSql(catalogue).map((sql) => env.DB.prepare(sql)));
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
};
const allRows = async () => (await env.DB.prepare("SELECT * FROM listings ORDER BY id").all()).results;
const listingRow = (id: number) => env.DB.prepare("SELECT * FROM listings WHERE id = ?").bind(id).first<Record<string, unknown>>();
const search = async (q: string, extra: Omit<RouterInputs["listings"]["search"], "q"> = {}) => outcome(caller().listings.search({ q, ...extra }));
const searchIds = async (q: string) => (await search(q)).data!.items.map((l) => l.id);

/** Inserts a published listing straight into the table (as the seed or publishing would). */
async function insertListing(fields: { id: number; type?: string; title: string; description: string; city?: string; tags?: string[] }) {
  const city = fields.city ?? "Toronto";
  await env.DB.prepare(
    `INSERT INTO listings (id, source, status, type, slug, city, city_slug, province, title, description, location, tags, published_at)
     VALUES (?, 'catalogue', 'published', ?, ?, ?, ?, 'Ontario', ?, ?, 'Downtown', ?, '2026-01-01T00:00:00.000Z')`,
  )
    .bind(
      fields.id,
      fields.type ?? "gem",
      `test-${fields.id}`,
      city,
      city.toLowerCase(),
      fields.title,
      fields.description,
      JSON.stringify(fields.tags ?? ["test"]),
    )
    .run();
}

describe("the catalogue seed", () => {
  it("has put every catalogue listing in the table, published at its catalogue address", async () => {
    const rows = await allRows();
    expect(rows.filter((r) => r.source === "catalogue")).toHaveLength(catalogue.length);
    const tallow = await listingRow(85);
    expect(tallow).toMatchObject({
      slug: "tallow-and-fern",
      city_slug: "vancouver",
      type: "gem",
      status: "published",
      featured: 1,
      edited_fields: "[]",
    });
    expect(JSON.parse(tallow!.tags as string)).toEqual(["cafe", "bakery", "patio", "cozy"]);
  });

  it("changes nothing when run again: same rows, not even updated_at, no row written", async () => {
    const before = await allRows();
    expect(await seed()).toBe(0);
    expect(await seed()).toBe(0);
    expect(await allRows()).toEqual(before);
  });

  it("puts back a missing listing and a changed field, but never a field an admin edited, nor an unpublish", async () => {
    const original = catalogue.find((l) => l.id === 7)!;
    await env.DB.prepare("DELETE FROM listings WHERE id = 3").run();
    // An admin fixes the title (recorded in edited_fields) and unpublishes listing 9; the description
    // of listing 7 drifts without an edit record (as if the catalogue had changed).
    await env.DB.prepare(`UPDATE listings SET title = 'Fixed By An Admin', edited_fields = '["title"]', description = 'drifted' WHERE id = 7`).run();
    await env.DB.prepare("UPDATE listings SET status = 'unpublished', published_at = NULL WHERE id = 9").run();
    const untouched = await listingRow(8);

    expect(await seed()).toBeGreaterThan(0);
    expect(await listingRow(3)).toMatchObject({ id: 3, status: "published" });
    const seven = await listingRow(7);
    expect(seven).toMatchObject({ title: "Fixed By An Admin", description: original.description });
    expect(seven!.updated_at).not.toBe(untouched!.updated_at);
    expect(await listingRow(9)).toMatchObject({ status: "unpublished", published_at: null });
    expect(await listingRow(8)).toEqual(untouched);
    expect(await seed()).toBe(0);

    // The edited title is what the public page shows on the next request.
    const detail = (await outcome(caller().listings.get({ type: original.type, city: "toronto", slug: (await listingRow(7))!.slug as string })))
      .data!;
    expect(detail?.title).toBe("Fixed By An Admin");
    // The unpublished one is gone from lists and its page.
    const nine = (await listingRow(9))!;
    expect(await caller().listings.get({ type: nine.type as Address["type"], city: nine.city_slug as string, slug: nine.slug as string })).toBeNull();
  });
});

describe("reviews write the listing in the same batch", () => {
  afterEach(() => vi.restoreAllMocks());
  it("a failing listing write leaves the approval undone: no status change, no audit row, no listing", async () => {
    const { cookie } = await adminCookie();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const id = await storeSubmission({ title: "Atomic Approval Cafe", city: "Halifax" });
    // A real fault inside D1, at the batch's last statement.
    await env.DB.exec("CREATE TRIGGER fail_listing_insert BEFORE INSERT ON listings BEGIN SELECT RAISE(ABORT, 'listing write failed'); END");
    try {
      const { status, message, code } = await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
      // The one failure rule: a fault inside D1 is a 503 the admin may retry.
      expect(status).toBe(503);
      expect(code).toBe("SERVICE_UNAVAILABLE");
      expect(message).toBe(apiMessages.unavailable);
    } finally {
      await env.DB.exec("DROP TRIGGER fail_listing_insert");
    }
    expect(await submissionRow(id)).toMatchObject({ status: "pending", reviewed_at: null, published_at: null, slug: null });
    expect(await auditRows(id)).toHaveLength(0);
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toBeNull();

    // Without the fault the same approval goes through, all three together.
    const ok = await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    expect(ok.status).toBe(200);
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toMatchObject({ status: "published", submission_id: id, source: "community" });
    expect(await auditRows(id)).toHaveLength(1);
  });

  it("a failing take-down leaves the rejection undone, and a rejected listing comes back at the same address", async () => {
    const { cookie } = await adminCookie();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const id = await storeSubmission({ title: "Atomic Rejection Books", city: "Halifax", content_type: "shop" });
    const approved = await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    const path = approved.data!.public_path!;
    await env.DB.exec("CREATE TRIGGER fail_listing_update BEFORE UPDATE ON listings BEGIN SELECT RAISE(ABORT, 'listing write failed'); END");
    try {
      const { status } = await outcome(caller({ cookie }).admin.submissions.review({ id, status: "rejected", reason: "duplicate" }));
      expect(status).toBe(503);
    } finally {
      await env.DB.exec("DROP TRIGGER fail_listing_update");
    }
    expect(await submissionRow(id)).toMatchObject({ status: "approved" });
    expect(await auditRows(id)).toHaveLength(1);
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toMatchObject({ status: "published" });

    await outcome(caller({ cookie }).admin.submissions.review({ id, status: "rejected", reason: "duplicate" }));
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toMatchObject({ status: "unpublished", published_at: null });
    expect((await fetchApp(path, { redirect: "manual" })).status).toBe(302);
    const again = await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    expect(again.data!.public_path).toBe(path);
    expect((await fetchApp(path, { redirect: "manual" })).status).toBe(200);
  });
});

describe("undo and paid tiers reach the listing row", () => {
  it("undoing an approval takes the listing down; undoing a rejection puts it back as it was", async () => {
    const { cookie } = await adminCookie();
    const id = await storeSubmission({ title: "Undo Harbour Walk", city: "Halifax", content_type: "gem" });
    const approved = await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    const { public_path, published_at } = approved.data!;
    const path = public_path!;
    expect((await outcome(caller({ cookie }).admin.submissions.undo({ id }))).status).toBe(200);
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toMatchObject({ status: "unpublished", published_at: null });
    expect((await fetchApp(path, { redirect: "manual" })).status).toBe(302);

    await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    const published = (await listingRow(PUBLISHED_ID_OFFSET + id))!.published_at;
    await outcome(caller({ cookie }).admin.submissions.review({ id, status: "rejected", reason: "duplicate" }));
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toMatchObject({ status: "unpublished" });
    expect((await outcome(caller({ cookie }).admin.submissions.undo({ id }))).status).toBe(200);
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toMatchObject({ status: "published", published_at: published, slug: path.split("/").pop() });
    expect(published).not.toBe(published_at);
    expect((await fetchApp(path, { redirect: "manual" })).status).toBe(200);
  });

  it("a paid tier promotes the listing only once its payment is confirmed, and loses it when refunded", async () => {
    const { cookie } = await adminCookie();
    const id = await storeSubmission({ title: "Paid Tier Bakery", city: "Halifax", content_type: "shop", promotion_tier: "pro" });
    await outcome(caller({ cookie }).admin.submissions.review({ id, status: "approved" }));
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toMatchObject({ promoted: null });
    await payThroughWebhook(id);
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toMatchObject({ promoted: "pro" });
    const { payment_intent_id } = (await env.DB.prepare("SELECT payment_intent_id FROM payments WHERE submission_id = ?")
      .bind(id)
      .first<{ payment_intent_id: string }>())!;
    await deliver(stripeEvent("charge.refunded", { id: "ch_store", object: "charge", refunded: true, payment_intent: payment_intent_id }));
    expect(await listingRow(PUBLISHED_ID_OFFSET + id)).toMatchObject({ promoted: null, promoted_until: null });
  });
});

describe("full-text search", () => {
  it("folds accents both ways", async () => {
    await insertListing({ id: 9001, title: "Crème Brûlée Atelier", description: "Custards torched to order in a tiny kitchen near the water." });
    await insertListing({ id: 9002, title: "Creme Caramel Corner", description: "Plain spelling, same dessert, friendly counter staff all day." });
    expect(await searchIds("creme brulee")).toEqual([9001]);
    expect(await searchIds("crème caramel")).toEqual([9002]);
    expect((await searchIds("CRÈME")).sort()).toEqual([9001, 9002]);
    // The catalogue's cafés answer to "cafe" and its Montreal listings to "Montréal".
    const cafes = (await search("cafe")).data!;
    expect(cafes.total).toBeGreaterThan(0);
    expect((await search("montréal")).data!.total).toBe((await search("montreal")).data!.total);
    expect((await search("montréal")).data!.total).toBeGreaterThan(0);
  });

  it("matches the last word as a prefix", async () => {
    const kensington = catalogue.filter((l) => /kensington/i.test(`${l.title} ${l.location} ${l.description} ${l.tags.join(" ")}`));
    expect(kensington.length).toBeGreaterThan(0);
    const found = await searchIds("kensing");
    for (const listing of kensington) expect(found).toContain(listing.id);
    // Only the last word is a prefix: a finished word must match whole.
    expect(await searchIds("kensing market")).toEqual([]);
  });

  it("ranks a title match above a description match", async () => {
    await insertListing({ id: 9003, title: "Plain Room", description: "Known across town for its zanzibarine blue walls and long tables." });
    await insertListing({ id: 9004, title: "Zanzibarine Hall", description: "A concert hall with good acoustics and a bar that closes late." });
    expect(await searchIds("zanzibarine")).toEqual([9004, 9003]);
  });

  it("keeps the category word families", async () => {
    await insertListing({ id: 9005, title: "Tiny Roasters Co", description: "Small-batch beans roasted every morning behind the counter." });
    expect(await searchIds("coffee tiny")).toContain(9005);
  });

  it("treats FTS syntax as text and never fails", async () => {
    for (const q of [
      '"',
      "*",
      "NEAR(",
      "-",
      "coffee NEAR(",
      'a"b',
      "-coffee",
      "coffee OR",
      "AND",
      "title:coffee",
      "^coffee",
      "(",
      ")",
      "'; DROP TABLE listings; --",
      "☕",
    ]) {
      const { status, data } = await search(q);
      expect(status, q).toBe(200);
      expect(Array.isArray(data!.items), q).toBe(true);
    }
    expect((await search("")).data!).toEqual({ items: [], ballot: [], total: 0, totalCapped: false, page: 1, nextPage: null });
    expect((await search("the and of")).data!.total).toBe(0);
  });

  it("refuses a 1,000-character query with a clear message", async () => {
    const { status, fieldErrors, code } = await search("coffee ".repeat(143).slice(0, 1000));
    expect(status).toBe(400);
    expect(code).toBe("BAD_REQUEST");
    expect(fieldErrors?.q).toEqual(["Search for at most 100 characters."]);
  });

  it("comes in pages that together hold every match once", async () => {
    for (let n = 0; n < PAGE_SIZE + 5; n++) {
      await insertListing({ id: 9100 + n, title: `Quokkaville Spot ${n}`, description: "One of many places made for the paging test, all alike." });
    }
    const first = (await search("quokkaville")).data!;
    expect(first.total).toBe(PAGE_SIZE + 5);
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.nextPage).toBe(2);
    const second = (await search("quokkaville", { page: 2 })).data!;
    expect(second.items).toHaveLength(5);
    expect(second.nextPage).toBeNull();
    const ids = [...first.items, ...second.items].map((l) => l.id);
    expect(new Set(ids).size).toBe(PAGE_SIZE + 5);
  });
});

describe("list pages", () => {
  it("hold every listing exactly once across pages while new ones are published", async () => {
    const expected = (
      await env.DB.prepare("SELECT id FROM listings WHERE type = 'gem' AND status = 'published' ORDER BY id").all<{ id: number }>()
    ).results.map((r) => r.id);
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    const seen: number[] = [];
    let after: number | undefined;
    let inserted = 0;
    for (let n = 0; n < 20; n++) {
      const page = await caller().listings.list(after === undefined ? { type: "gem" } : { type: "gem", after });
      seen.push(...page.items.map((l) => l.id));
      // Between two pages, someone publishes a new gem.
      await insertListing({
        id: 900_000 + ++inserted,
        title: `Fresh Gem ${inserted}`,
        description: "Published while someone was reading the list page by page.",
      });
      if (page.nextAfter === null) break;
      after = page.nextAfter;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, expected.length)).toEqual(expected);
    // New gems join at the end (the list's order is by id), never shifting a page already read.
    expect(seen.slice(expected.length).every((id) => id > 900_000)).toBe(true);
    expect(seen.length).toBeGreaterThan(expected.length);
  });

  it("?page=N pages are the same cards as Load more, and totals come from the counters", async () => {
    const one = await caller().listings.list({ type: "gem" });
    expect(one.nextAfter).not.toBeNull();
    const two = await caller().listings.list({ type: "gem", page: 2 });
    const more = await caller().listings.list({ type: "gem", after: one.nextAfter! });
    expect(two.items.length).toBeGreaterThan(0);
    expect(two.items.map((l) => l.id)).toEqual(more.items.map((l) => l.id));
    const count = await env.DB.prepare("SELECT count(*) AS n FROM listings WHERE type = 'gem' AND status = 'published'").first<{ n: number }>();
    expect(one.total).toBe(count!.n);
    expect(two.page).toBe(2);
    expect(more.page).toBeNull();
  });

  it("the edge renders the page the URL asks for, with plain links to the pages around it", async () => {
    const two = await caller().listings.list({ type: "gem", page: 2 });
    const res = await fetchApp("/gems?page=2");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${two.items[0]!.title.replaceAll("&", "&amp;").replaceAll("'", "&#x27;")}<`);
    expect(html).toMatch(/<a[^>]*href="\/gems"[^>]*>Previous page<\/a>/);
    expect(res.headers.get("x-d1-rows-read")).toMatch(/^\d+$/);
  });

  it("reports D1's rows read outside production", async () => {
    const res = await fetchApp(`/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ type: "shop" }))}`);
    const rows = Number(res.headers.get("x-d1-rows-read"));
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(4 * PAGE_SIZE);
  });
});
