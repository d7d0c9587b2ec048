// The admin Listings view's procedures (`admin.listings.*`) through the app router against real D1: who may call
// them, finding listings, edits that show on the public pages at once, the audit trail (who, when,
// before → after), unpublish/republish, feature/unfeature, bad input, and the seed keeping an edit.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { geohash } from "@shared/places/geohash";
import { adminCookie, createAccount, sessionCookie } from "./account-helpers";
import { caller, outcome, type CallerOptions, type RouterInputs } from "./caller";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const find = (cookie: string, input: RouterInputs["admin"]["listings"]["list"] = {}) => outcome(caller({ cookie }).admin.listings.list(input));
const detail = (cookie: string, id: number) => caller({ cookie }).admin.listings.get({ id });
const update = (cookie: string, input: RouterInputs["admin"]["listings"]["update"]) => outcome(caller({ cookie }).admin.listings.update(input));
const setStatus = (cookie: string, id: number, status: RouterInputs["admin"]["listings"]["setStatus"]["status"]) =>
  outcome(caller({ cookie }).admin.listings.setStatus({ id, status }));
const setFeatured = (cookie: string, id: number, featured: boolean) => outcome(caller({ cookie }).admin.listings.setFeatured({ id, featured }));
const listingRow = (id: number) => env.DB.prepare("SELECT * FROM listings WHERE id = ?").bind(id).first<Record<string, unknown>>();
type Address = RouterInputs["listings"]["get"];
const publicGet = (type: Address["type"], city: string, slug: string) => caller().listings.get({ type, city, slug });
const searchIds = async (q: string) => (await caller().listings.search({ q })).items.map((l) => l.id);

/** The editable fields of a listing as the form sends them, with some replaced. */
async function editInput(cookie: string, id: number, changes: Partial<RouterInputs["admin"]["listings"]["update"]>) {
  const { fields } = await detail(cookie, id);
  return { id, ...fields, ...changes };
}

describe("every admin.listings procedure is enforced on the server", () => {
  const calls = [
    { name: "list", run: (options: CallerOptions) => outcome(caller(options).admin.listings.list({})) },
    { name: "get", run: (options: CallerOptions) => outcome(caller(options).admin.listings.get({ id: 1 })) },
    { name: "activity", run: (options: CallerOptions) => outcome(caller(options).admin.listings.activity({ id: 1, days: 30 })) },
    {
      name: "update",
      run: (options: CallerOptions) =>
        outcome(caller(options).admin.listings.update({ id: 1, title: "Taken Over", description: "x", location: "y" })),
    },
    {
      name: "setStatus",
      run: (options: CallerOptions) => outcome(caller(options).admin.listings.setStatus({ id: 1, status: "unpublished" })),
    },
    {
      name: "setFeatured",
      run: (options: CallerOptions) => outcome(caller(options).admin.listings.setFeatured({ id: 1, featured: true })),
    },
  ];

  it.each(calls)("$name: UNAUTHORIZED without a session, FORBIDDEN without the admin role, and nothing changes", async ({ run }) => {
    const before = await listingRow(1);
    const anonymous = await run({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.code).toBe("UNAUTHORIZED");
    expect(anonymous.message).toBe("Please log in to access the admin panel.");

    const cookie = await sessionCookie(await createAccount());
    const plain = await run({ cookie });
    expect(plain.status).toBe(403);
    expect(plain.code).toBe("FORBIDDEN");
    expect(plain.message).toBe("You don't have admin permissions.");

    expect(await listingRow(1)).toEqual(before);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM listing_changes").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("finding listings", () => {
  it("pages through every listing in id order, catalogue and unpublished ones included", async () => {
    const { cookie } = await adminCookie();
    await env.DB.prepare("UPDATE listings SET status = 'unpublished', published_at = NULL WHERE id = 5").run();
    const first = (await find(cookie)).data!;
    expect(first.total).toBe(catalogue.length);
    expect(first.items.map((l) => l.id)).toEqual(Array.from({ length: first.pageSize }, (_, i) => i + 1));
    expect(first.items[4]).toMatchObject({ id: 5, status: "unpublished" });
    const pages = Math.ceil(first.total / first.pageSize);
    const last = (await find(cookie, { page: pages })).data!;
    expect(last.items.at(-1)!.id).toBe(Math.max(...catalogue.map((l) => l.id)));
  });

  it("filters by type, city and status, and searches with the full-text index (accents folded, prefix)", async () => {
    const { cookie } = await adminCookie();
    const gems = (await find(cookie, { type: "gem", city: "vancouver" })).data!;
    const expected = catalogue.filter((l) => l.type === "gem" && l.city === "Vancouver").map((l) => l.id);
    expect(gems.items.map((l) => l.id)).toEqual(expected);
    expect(gems.total).toBe(expected.length);

    const tallow = (await find(cookie, { q: "tallow fer" })).data!;
    expect(tallow.items.map((l) => l.id)).toEqual([85]);

    // Accents fold both ways.
    const accented = (await find(cookie, { q: "Montréal" })).data!;
    const plain = (await find(cookie, { q: "montreal" })).data!;
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.items.map((l) => l.id)).toEqual(plain.items.map((l) => l.id));

    // Unpublished listings are not in the public index, yet the admin finds them.
    await env.DB.prepare("UPDATE listings SET status = 'unpublished', published_at = NULL WHERE id = 85").run();
    const hidden = (await find(cookie, { q: "Tallow", status: "unpublished" })).data!;
    expect(hidden.items.map((l) => l.id)).toEqual([85]);
    expect((await find(cookie, { q: "Tallow", status: "published" })).data!.total).toBe(0);
    await env.DB.prepare("UPDATE listings SET status = 'published', published_at = updated_at WHERE id = 85").run();
  });

  it("answers hostile search syntax without an error", async () => {
    const { cookie } = await adminCookie();
    for (const q of ['"', "*", "NEAR(", "-", "a OR", "%", "_", "\\"]) {
      const { status } = await find(cookie, { q });
      expect(status).toBe(200);
    }
  });
});

describe("editing a listing", () => {
  it("shows the new title on the public page at once, keeps the address, and records before → after", async () => {
    const { account, cookie } = await adminCookie();
    const listing = catalogue.find((l) => l.id === 85)!;
    const before = await listingRow(85);
    const input = await editInput(cookie, 85, { title: "Tallow & Fern Bakery", tags: "cafe, bakery, patio, cozy, sourdough" });
    const { status, data } = await update(cookie, input);
    expect(status).toBe(200);
    const answer = data!;
    expect(answer.changed).toEqual(["title", "tags"]);
    expect(answer.listing).toMatchObject({ slug: "tallow-and-fern", public_path: "/gems/vancouver/tallow-and-fern" });
    expect(answer.listing.edited_fields).toEqual(["title", "tags"]);

    // The next public request sees it, at the same address.
    const shown = await publicGet("gem", "vancouver", "tallow-and-fern");
    expect(shown?.title).toBe("Tallow & Fern Bakery");
    expect(shown?.tags).toEqual(["cafe", "bakery", "patio", "cozy", "sourdough"]);
    // Search follows the edit (the FTS triggers ran in the same statement).
    expect(await searchIds("sourdough")).toContain(85);

    // The audit trail: who, when, which fields, before → after.
    const trail = answer.listing.changes;
    expect(trail).toHaveLength(1);
    expect(trail[0]!.editor_email).toBe(account.email);
    expect(trail[0]!.changed_at).toMatch(ISO);
    expect(trail[0]!.changes).toEqual([
      { field: "title", before: listing.title, after: "Tallow & Fern Bakery" },
      { field: "tags", before: listing.tags, after: ["cafe", "bakery", "patio", "cozy", "sourdough"] },
    ]);
    const row = await listingRow(85);
    expect(row).toMatchObject({ slug: before!.slug, city_slug: before!.city_slug, type: before!.type, updated_at: trail[0]!.changed_at });
  });

  it("writes nothing when nothing changed", async () => {
    const { cookie } = await adminCookie();
    const before = await listingRow(12);
    const { status, data } = await update(cookie, await editInput(cookie, 12, {}));
    expect(status).toBe(200);
    expect(data!.changed).toEqual([]);
    expect(data!.listing.changes).toEqual([]);
    expect(await listingRow(12)).toEqual(before);
  });

  it("takes a website without its scheme and stores it with https://", async () => {
    const { cookie } = await adminCookie();
    const { status, data } = await update(cookie, await editInput(cookie, 20, { website: "  tallowandfern.example/menu " }));
    expect(status).toBe(200);
    expect(data!.changed).toContain("website");
    expect((await listingRow(20))!.website).toBe("https://tallowandfern.example/menu");
  });

  it("refuses invalid input with field messages (BAD_REQUEST) and changes nothing", async () => {
    const { cookie } = await adminCookie();
    const before = await listingRow(20);
    const input = await editInput(cookie, 20, { title: "   ", website: "http://insecure.example", date: "2026-02-31", tags: "x".repeat(31) });
    const { status, code, fieldErrors } = await update(cookie, input);
    expect(status).toBe(400);
    expect(code).toBe("BAD_REQUEST");
    expect(fieldErrors).toMatchObject({
      title: ["Title is required."],
      website: ["Please enter a website such as example.com or https://example.com."],
      date: ["Please enter a real date as YYYY-MM-DD."],
      tags: ["Each tag must be at most 30 characters."],
    });
    // An address field is not editable at all.
    // @ts-expect-error -- an address field the form never sends is what this test sends
    const slug = await update(cookie, { ...(await editInput(cookie, 20, {})), slug: "elsewhere" });
    expect(slug.status).toBe(400);
    expect(await listingRow(20)).toEqual(before);
  });

  it("answers NOT_FOUND for an unknown listing", async () => {
    const { cookie } = await adminCookie();
    const { status, message } = await setFeatured(cookie, 999_999, true);
    expect(status).toBe(404);
    expect(message).toBe("Listing not found.");
  });

  it("the catalogue seed keeps the admin's edit", async () => {
    const { cookie } = await adminCookie();
    const listing = catalogue.find((l) => l.id === 30)!;
    await update(cookie, await editInput(cookie, 30, { description: "An admin rewrote this description to fix a factual error in it." }));
    await setFeatured(cookie, 30, !listing.featured);
    const edited = await listingRow(30);
    await env.DB.batch(catalogueSeedSql(catalogue).map((sql) => env.DB.prepare(sql)));
    expect(await listingRow(30)).toEqual(edited);
    expect(edited).toMatchObject({
      description: "An admin rewrote this description to fix a factual error in it.",
      featured: listing.featured ? 0 : 1,
    });
    expect(JSON.parse(edited!.edited_fields as string)).toEqual(["description", "featured"]);
  });
});

describe("placing a listing", () => {
  // A Montreal listing no other test here edits.
  const montreal = catalogue.find((l) => l.city === "Montreal" && ![1, 5, 12, 20, 30, 85, 86].includes(l.id))!;

  it("moves the pin to a point in the city (its neighbourhood by outline), which the catalogue seed then keeps", async () => {
    const { cookie } = await adminCookie();
    const point = { lat: 45.52412, lon: -73.60123 };
    const { status, data } = await update(cookie, await editInput(cookie, montreal.id, { area: null, ...point }));
    expect(status).toBe(200);
    expect(data!.changed).toEqual(expect.arrayContaining(["lat", "lon", "geohash"]));
    expect(data!.listing.place).toEqual({ ...point, area: "mile-end" });
    const placed = await listingRow(montreal.id);
    expect(placed).toMatchObject({ ...point, geohash: geohash(point.lat, point.lon), area: "mile-end" });
    await env.DB.batch(catalogueSeedSql(catalogue).map((sql) => env.DB.prepare(sql)));
    expect(await listingRow(montreal.id)).toEqual(placed);
    // An edit that sends no place leaves it where it stands.
    await update(cookie, await editInput(cookie, montreal.id, { cost: "Free" }));
    expect(await listingRow(montreal.id)).toMatchObject({ ...point, area: "mile-end" });
  });

  it("refuses a point outside the listing's city and another city's neighbourhood, changing nothing", async () => {
    const { cookie } = await adminCookie();
    const before = await listingRow(montreal.id);
    const outside = await update(cookie, await editInput(cookie, montreal.id, { area: null, lat: 43.65, lon: -79.38 }));
    expect(outside).toMatchObject({ status: 400, message: "This point is outside Montreal." });
    const area = await update(cookie, await editInput(cookie, montreal.id, { area: "kensington-market", lat: null, lon: null }));
    expect(area).toMatchObject({ status: 400, fieldErrors: { area: ["Please choose one of the city's neighbourhoods."] } });
    expect(await listingRow(montreal.id)).toEqual(before);
  });
});

describe("unpublish, republish, feature", () => {
  it("unpublishing hides a listing from its page, lists and search; republishing brings it back at the same address", async () => {
    const { account, cookie } = await adminCookie();
    const listing = catalogue.find((l) => l.id === 86)!;
    const row = (await listingRow(86))!;
    const address = [row.type as Address["type"], row.city_slug as string, row.slug as string] as const;
    const word = listing.title.split(" ")[0]!;
    const listIds = async () => (await caller().listings.list({ type: address[0], city: listing.city })).items.map((l) => l.id);
    expect(await listIds()).toContain(86);
    expect(await searchIds(word)).toContain(86);

    const down = await setStatus(cookie, 86, "unpublished");
    expect(down.status).toBe(200);
    expect(down.data!.listing.status).toBe("unpublished");
    expect(await publicGet(...address)).toBeNull();
    expect(await listIds()).not.toContain(86);
    expect(await searchIds(word)).not.toContain(86);
    expect(await listingRow(86)).toMatchObject({ published_at: null });

    const up = await setStatus(cookie, 86, "published");
    expect(up.data!.listing.status).toBe("published");
    expect((await publicGet(...address))?.title).toBe(listing.title);
    expect(await listIds()).toContain(86);
    expect(await searchIds(word)).toContain(86);
    expect(await listingRow(86)).toMatchObject({ slug: row.slug, city_slug: row.city_slug, type: row.type });

    const trail = up.data!.listing.changes;
    expect(trail.map((c) => [c.editor_email, c.changes])).toEqual([
      [account.email, [{ field: "status", before: "published", after: "unpublished" }]],
      [account.email, [{ field: "status", before: "unpublished", after: "published" }]],
    ]);
  });

  it("featuring puts a listing on the home page's Featured (first 3 featured in list order); unfeaturing takes it off", async () => {
    const { cookie } = await adminCookie();
    const homeIds = async () => (await caller().listings.home()).featured.map((l) => l.id);
    const featuredIds = (
      await env.DB.prepare("SELECT id FROM listings WHERE featured = 1 AND status = 'published' ORDER BY id").all<{ id: number }>()
    ).results.map((r) => r.id);
    expect(await homeIds()).toEqual(featuredIds.slice(0, 3));
    const newcomer = catalogue
      .map((l) => l.id)
      .sort((a, b) => a - b)
      .find((id) => !featuredIds.includes(id) && id < featuredIds[2]!)!;
    expect(newcomer).toBeDefined();

    const on = await setFeatured(cookie, newcomer, true);
    expect(on.data!.listing.changes.at(-1)!.changes).toEqual([{ field: "featured", before: false, after: true }]);
    expect(await homeIds()).toEqual([...featuredIds, newcomer].sort((a, b) => a - b).slice(0, 3));

    await setFeatured(cookie, newcomer, false);
    expect(await homeIds()).toEqual(featuredIds.slice(0, 3));
  });
});
