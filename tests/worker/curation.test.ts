// The admin Listings view's procedures (`admin.listings.*`) over HTTP against real D1: who may call
// them, finding listings, edits that show on the public pages at once, the audit trail (who, when,
// before → after), unpublish/republish, feature/unfeature, bad input, and the seed keeping an edit.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { adminCookie, createAccount, sessionCookie } from "./account-helpers";
import { trpcMutation, trpcQuery } from "./fetch-app";

type Summary = {
  id: number;
  title: string;
  status: string;
  type: string;
  city: string;
  featured: boolean;
  edited_fields: string[];
  public_path: string | null;
};
type Found = { items: Summary[]; total: number; page: number; pageSize: number };
type Change = { field: string; before: unknown; after: unknown };
type Detail = {
  id: number;
  status: string;
  slug: string;
  featured: boolean;
  edited_fields: string[];
  public_path: string | null;
  fields: Record<string, unknown> & { title: string; tags: string[] };
  changes: { id: number; changed_at: string; editor_email: string | null; changes: Change[] }[];
};
type Answer = { listing: Detail; changed: string[] };

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const find = (cookie: string, input: Record<string, unknown> = {}) => trpcQuery<Found>("admin.listings.list", input, { cookie });
const detail = async (cookie: string, id: number) => (await trpcQuery<Detail>("admin.listings.get", { id }, { cookie })).body.result!.data;
const update = (cookie: string, input: Record<string, unknown>) => trpcMutation<Answer>("admin.listings.update", input, { cookie });
const setStatus = (cookie: string, id: number, status: string) => trpcMutation<Answer>("admin.listings.setStatus", { id, status }, { cookie });
const setFeatured = (cookie: string, id: number, featured: boolean) =>
  trpcMutation<Answer>("admin.listings.setFeatured", { id, featured }, { cookie });
const listingRow = (id: number) => env.DB.prepare("SELECT * FROM listings WHERE id = ?").bind(id).first<Record<string, unknown>>();
const publicGet = async (type: string, city: string, slug: string) =>
  (await trpcQuery<{ title: string; tags: string[] } | null>("listings.get", { type, city, slug })).body.result!.data;
const searchIds = async (q: string) =>
  (await trpcQuery<{ items: { id: number }[] }>("listings.search", { q })).body.result!.data.items.map((l) => l.id);

/** The editable fields of a listing as the form sends them, with some replaced. */
async function editInput(cookie: string, id: number, changes: Record<string, unknown>) {
  const { fields } = await detail(cookie, id);
  return { id, ...fields, ...changes };
}

describe("every admin.listings procedure is enforced on the server", () => {
  const calls = [
    { name: "list", run: (h: Record<string, string>) => trpcQuery("admin.listings.list", {}, h) },
    { name: "get", run: (h: Record<string, string>) => trpcQuery("admin.listings.get", { id: 1 }, h) },
    {
      name: "update",
      run: (h: Record<string, string>) => trpcMutation("admin.listings.update", { id: 1, title: "Taken Over", description: "x", location: "y" }, h),
    },
    { name: "setStatus", run: (h: Record<string, string>) => trpcMutation("admin.listings.setStatus", { id: 1, status: "unpublished" }, h) },
    { name: "setFeatured", run: (h: Record<string, string>) => trpcMutation("admin.listings.setFeatured", { id: 1, featured: true }, h) },
  ];

  it.each(calls)("$name: UNAUTHORIZED without a session, FORBIDDEN without the admin role, and nothing changes", async ({ run }) => {
    const before = await listingRow(1);
    const anonymous = await run({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.data.code).toBe("UNAUTHORIZED");
    expect(anonymous.body.error?.message).toBe("Please log in to access the admin panel.");

    const cookie = await sessionCookie(await createAccount());
    const plain = await run({ cookie });
    expect(plain.status).toBe(403);
    expect(plain.body.error?.data.code).toBe("FORBIDDEN");
    expect(plain.body.error?.message).toBe("You don't have admin permissions.");

    expect(await listingRow(1)).toEqual(before);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM listing_changes").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("finding listings", () => {
  it("pages through every listing in id order, catalogue and unpublished ones included", async () => {
    const { cookie } = await adminCookie();
    await env.DB.prepare("UPDATE listings SET status = 'unpublished', published_at = NULL WHERE id = 5").run();
    const first = (await find(cookie)).body.result!.data;
    expect(first.total).toBe(catalogue.length);
    expect(first.items.map((l) => l.id)).toEqual(Array.from({ length: first.pageSize }, (_, i) => i + 1));
    expect(first.items[4]).toMatchObject({ id: 5, status: "unpublished" });
    const pages = Math.ceil(first.total / first.pageSize);
    const last = (await find(cookie, { page: pages })).body.result!.data;
    expect(last.items.at(-1)!.id).toBe(Math.max(...catalogue.map((l) => l.id)));
  });

  it("filters by type, city and status, and searches with the full-text index (accents folded, prefix)", async () => {
    const { cookie } = await adminCookie();
    const gems = (await find(cookie, { type: "gem", city: "vancouver" })).body.result!.data;
    const expected = catalogue.filter((l) => l.type === "gem" && l.city === "Vancouver").map((l) => l.id);
    expect(gems.items.map((l) => l.id)).toEqual(expected);
    expect(gems.total).toBe(expected.length);

    const tallow = (await find(cookie, { q: "tallow fer" })).body.result!.data;
    expect(tallow.items.map((l) => l.id)).toEqual([85]);

    // Accents fold both ways.
    const accented = (await find(cookie, { q: "Montréal" })).body.result!.data;
    const plain = (await find(cookie, { q: "montreal" })).body.result!.data;
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.items.map((l) => l.id)).toEqual(plain.items.map((l) => l.id));

    // Unpublished listings are not in the public index, yet the admin finds them.
    await env.DB.prepare("UPDATE listings SET status = 'unpublished', published_at = NULL WHERE id = 85").run();
    const hidden = (await find(cookie, { q: "Tallow", status: "unpublished" })).body.result!.data;
    expect(hidden.items.map((l) => l.id)).toEqual([85]);
    expect((await find(cookie, { q: "Tallow", status: "published" })).body.result!.data.total).toBe(0);
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
    const { status, body } = await update(cookie, input);
    expect(status).toBe(200);
    const answer = body.result!.data;
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
    const { status, body } = await update(cookie, await editInput(cookie, 12, {}));
    expect(status).toBe(200);
    expect(body.result!.data.changed).toEqual([]);
    expect(body.result!.data.listing.changes).toEqual([]);
    expect(await listingRow(12)).toEqual(before);
  });

  it("takes a website without its scheme and stores it with https://", async () => {
    const { cookie } = await adminCookie();
    const { status, body } = await update(cookie, await editInput(cookie, 20, { website: "  tallowandfern.example/menu " }));
    expect(status).toBe(200);
    expect(body.result!.data.changed).toContain("website");
    expect((await listingRow(20))!.website).toBe("https://tallowandfern.example/menu");
  });

  it("refuses invalid input with field messages (BAD_REQUEST) and changes nothing", async () => {
    const { cookie } = await adminCookie();
    const before = await listingRow(20);
    const input = await editInput(cookie, 20, { title: "   ", website: "http://insecure.example", date: "2026-02-31", tags: "x".repeat(31) });
    const { status, body } = await update(cookie, input);
    expect(status).toBe(400);
    expect(body.error?.data.code).toBe("BAD_REQUEST");
    expect(body.error?.data.fieldErrors).toMatchObject({
      title: ["Title is required."],
      website: ["Please enter a website such as example.com or https://example.com."],
      date: ["Please enter a real date as YYYY-MM-DD."],
      tags: ["Each tag must be at most 30 characters."],
    });
    // An address field is not editable at all.
    const slug = await update(cookie, { ...(await editInput(cookie, 20, {})), slug: "elsewhere" });
    expect(slug.status).toBe(400);
    expect(await listingRow(20)).toEqual(before);
  });

  it("answers NOT_FOUND for an unknown listing", async () => {
    const { cookie } = await adminCookie();
    const { status, body } = await setFeatured(cookie, 999_999, true);
    expect(status).toBe(404);
    expect(body.error?.message).toBe("Listing not found.");
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

describe("unpublish, republish, feature", () => {
  it("unpublishing hides a listing from its page, lists and search; republishing brings it back at the same address", async () => {
    const { account, cookie } = await adminCookie();
    const listing = catalogue.find((l) => l.id === 86)!;
    const row = (await listingRow(86))!;
    const address = [row.type as string, row.city_slug as string, row.slug as string] as const;
    const word = listing.title.split(" ")[0]!;
    const listIds = async () =>
      (await trpcQuery<{ items: { id: number }[] }>("listings.list", { type: listing.type, city: listing.city })).body.result!.data.items.map(
        (l) => l.id,
      );
    expect(await listIds()).toContain(86);
    expect(await searchIds(word)).toContain(86);

    const down = await setStatus(cookie, 86, "unpublished");
    expect(down.status).toBe(200);
    expect(down.body.result!.data.listing.status).toBe("unpublished");
    expect(await publicGet(...address)).toBeNull();
    expect(await listIds()).not.toContain(86);
    expect(await searchIds(word)).not.toContain(86);
    expect(await listingRow(86)).toMatchObject({ published_at: null });

    const up = await setStatus(cookie, 86, "published");
    expect(up.body.result!.data.listing.status).toBe("published");
    expect((await publicGet(...address))?.title).toBe(listing.title);
    expect(await listIds()).toContain(86);
    expect(await searchIds(word)).toContain(86);
    expect(await listingRow(86)).toMatchObject({ slug: row.slug, city_slug: row.city_slug, type: row.type });

    const trail = up.body.result!.data.listing.changes;
    expect(trail.map((c) => [c.editor_email, c.changes])).toEqual([
      [account.email, [{ field: "status", before: "published", after: "unpublished" }]],
      [account.email, [{ field: "status", before: "unpublished", after: "published" }]],
    ]);
  });

  it("featuring puts a listing on the home page's Featured (first 3 featured in list order); unfeaturing takes it off", async () => {
    const { cookie } = await adminCookie();
    const homeIds = async () => (await trpcQuery<{ featured: { id: number }[] }>("listings.home")).body.result!.data.featured.map((l) => l.id);
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
    expect(on.body.result!.data.listing.changes.at(-1)!.changes).toEqual([{ field: "featured", before: false, after: true }]);
    expect(await homeIds()).toEqual([...featuredIds, newcomer].sort((a, b) => a - b).slice(0, 3));

    await setFeatured(cookie, newcomer, false);
    expect(await homeIds()).toEqual(featuredIds.slice(0, 3));
  });
});
