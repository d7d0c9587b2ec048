// The admin ballot editor through the app router and real D1: edits, reorder, retire and a new city
// show on the public pages at once; the edited fields are marked so a re-seed keeps them; every change
// leaves an audit row; only admins may make them.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ballotSeedSql } from "@worker/db/ballot-seed";
import { adminCookie, createAccount, sessionCookie } from "./account-helpers";
import type { Locale } from "@shared/i18n/locales";
import { caller, outcome, type Caller } from "./caller";
import { fetchApp } from "./fetch-app";

let cookie = "";
let adminId = "";
beforeAll(async () => {
  const admin = await adminCookie();
  cookie = admin.cookie;
  adminId = admin.account.id;
});

async function publicShops(city: string, locale: Locale = "en") {
  return (await caller({ locale }).ballots.city({ city }))?.shops ?? null;
}
const seed = () => env.DB.batch(ballotSeedSql().map((sql) => env.DB.prepare(sql)));
const auditOf = async (city: string) =>
  (await env.DB.prepare("SELECT * FROM ballot_changes WHERE city_slug = ? ORDER BY id").bind(city).all<Record<string, unknown>>()).results;
const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;

const pilotEdit = {
  city: "toronto",
  id: "pilot-roastery",
  name: "Pilot Coffee Roasters (edited)",
  address: "50 Wagstaff Dr, Unit 2",
  image: null,
  description_en: "Toronto's roaster, edited by an admin.",
  description_fr: "Le torréfacteur de Toronto, revu par un administrateur.",
  tags_en: "Roaster, Espresso",
  tags_fr: "Torréfacteur, Espresso",
};

describe("authorization", () => {
  it("refuses every editor call from a non-admin (FORBIDDEN) and a visitor (UNAUTHORIZED)", async () => {
    const user = await sessionCookie(await createAccount());
    const calls: [string, (api: Caller) => Promise<unknown>][] = [
      ["admin.ballot.updateShop", (api) => api.admin.ballot.updateShop(pilotEdit)],
      ["admin.ballot.setShopRetired", (api) => api.admin.ballot.setShopRetired({ city: "toronto", id: "pilot-roastery", retired: true })],
      ["admin.ballot.reorderShops", (api) => api.admin.ballot.reorderShops({ city: "toronto", ids: ["pilot-roastery"] })],
      [
        "admin.ballot.addShop",
        (api) =>
          api.admin.ballot.addShop({ city: "toronto", name: "Pilot Two", address: pilotEdit.address, description_en: pilotEdit.description_en }),
      ],
    ];
    for (const [path, call] of calls) {
      expect((await outcome(call(caller({ cookie: user })))).status, path).toBe(403);
      expect((await outcome(call(caller()))).status, path).toBe(401);
    }
    expect((await outcome(caller({ cookie: user }).admin.ballot.cities())).status).toBe(403);
    expect((await publicShops("toronto"))!.find((s) => s.id === "pilot-roastery")?.name).toBe("Pilot Coffee Roasters");
  });
});

describe("editing a shop", () => {
  it("shows on the public pages in both languages, marks the edited fields, survives a re-seed and is audited", async () => {
    const before = await version();
    const { status, data } = await outcome(caller({ cookie }).admin.ballot.updateShop(pilotEdit));
    expect(status).toBe(200);
    expect(data!.changed).toEqual(expect.arrayContaining(["name", "address", "description_en", "description_fr", "tags_en", "tags_fr"]));
    expect(await version()).toBeGreaterThan(before);

    const en = (await publicShops("toronto"))!.find((s) => s.id === "pilot-roastery");
    expect(en).toMatchObject({ name: "Pilot Coffee Roasters (edited)", address: "50 Wagstaff Dr, Unit 2", tags: ["Roaster", "Espresso"] });
    expect((await publicShops("toronto", "fr"))!.find((s) => s.id === "pilot-roastery")?.description).toBe(pilotEdit.description_fr);

    await seed();
    expect((await publicShops("toronto"))!.find((s) => s.id === "pilot-roastery")?.name).toBe("Pilot Coffee Roasters (edited)");
    expect((await publicShops("toronto", "fr"))!.find((s) => s.id === "pilot-roastery")?.description).toBe(pilotEdit.description_fr);

    const [audit] = (await auditOf("toronto")).filter((row) => row.action === "shop_edited");
    expect(audit).toMatchObject({ shop_id: "pilot-roastery", editor_id: adminId });
    expect(JSON.parse(String(audit!.changes))).toContainEqual({
      field: "name",
      before: "Pilot Coffee Roasters",
      after: "Pilot Coffee Roasters (edited)",
    });
    // The same values again change nothing and write no audit row.
    const again = await outcome(caller({ cookie }).admin.ballot.updateShop(pilotEdit));
    expect(again.data?.changed).toEqual([]);
    expect((await auditOf("toronto")).filter((row) => row.action === "shop_edited")).toHaveLength(1);
  });

  it("refuses a bad image address and an unknown shop with exact messages", async () => {
    const bad = await outcome(caller({ cookie }).admin.ballot.updateShop({ ...pilotEdit, image: "http://insecure.example/a.jpg" }));
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toEqual({ image: ["Please enter an https address for the image."] });
    const unknown = await outcome(caller({ cookie }).admin.ballot.updateShop({ ...pilotEdit, id: "no-such-shop" }));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe("Shop not found.");
  });
});

describe("reordering and retiring", () => {
  it("puts the shops in the new order on the public page, kept by a re-seed", async () => {
    const ids = (await publicShops("vancouver"))!.map((s) => s.id);
    const reversed = [...ids].reverse();
    expect((await outcome(caller({ cookie }).admin.ballot.reorderShops({ city: "vancouver", ids: reversed }))).status).toBe(200);
    expect((await publicShops("vancouver"))!.map((s) => s.id)).toEqual(reversed);
    await seed();
    expect((await publicShops("vancouver"))!.map((s) => s.id)).toEqual(reversed);
    const mismatch = await outcome(caller({ cookie }).admin.ballot.reorderShops({ city: "vancouver", ids: reversed.slice(1) }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.message).toBe("The order must list every shop of the city once.");
    expect((await auditOf("vancouver")).map((row) => row.action)).toEqual(["shops_reordered"]);
  });

  it("takes a retired shop off the page and its votes, and brings it back on restore", async () => {
    const [first] = (await publicShops("calgary"))!;
    expect((await outcome(caller({ cookie }).admin.ballot.setShopRetired({ city: "calgary", id: first!.id, retired: true }))).status).toBe(200);
    expect((await publicShops("calgary"))!.some((s) => s.id === first!.id)).toBe(false);
    expect((await outcome(caller({ headers: { "cf-connecting-ip": "192.0.2.9" } }).votes.cast({ city: "calgary", shopId: first!.id }))).status).toBe(
      400,
    );
    await seed();
    expect((await publicShops("calgary"))!.some((s) => s.id === first!.id)).toBe(false);
    expect((await outcome(caller({ cookie }).admin.ballot.setShopRetired({ city: "calgary", id: first!.id, retired: false }))).status).toBe(200);
    expect((await publicShops("calgary"))!.some((s) => s.id === first!.id)).toBe(true);
    expect((await auditOf("calgary")).map((row) => row.action)).toEqual(["shop_retired", "shop_restored"]);
  });
});

describe("adding a city and its shops", () => {
  const halifax = {
    slug: "halifax",
    city_en: "Halifax",
    city_fr: "Halifax",
    province_en: "Nova Scotia",
    province_fr: "Nouvelle-Écosse",
    region_code: "ns",
    time_zone: "America/Halifax",
    blurb_en: "Harbour-front roasters and North End cafés.",
    blurb_fr: "Des torréfacteurs du port et des cafés du North End.",
    intro_en: "Halifax pours a strong cup. Vote for your favourites.",
    intro_fr: "Halifax sert un café corsé. Votez pour vos préférés.",
    season_year: 2026,
  };

  it("adds the city with its season; it shows once it has a shop, in both languages", async () => {
    expect((await outcome(caller({ cookie }).admin.ballot.addCity(halifax))).status).toBe(200);
    expect(await publicShops("halifax")).toBeNull();
    const added = await outcome(
      caller({ cookie }).admin.ballot.addShop({
        city: "halifax",
        name: "Java Blend Coffee",
        address: "6027 North St",
        description_en: "Roasting since 1938.",
        tags_en: "Roaster",
      }),
    );
    expect(added.status).toBe(200);
    expect(added.data?.id).toBe("java-blend-coffee");
    const { data } = await outcome(caller({ locale: "fr" }).ballots.cities());
    expect(data!.find((c) => c.slug === "halifax")).toMatchObject({ title: "Meilleurs cafés à Halifax", province: "Nouvelle-Écosse" });
    const page = await fetchApp("/best-coffee-shops/halifax");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Java Blend Coffee");
    expect(
      (await outcome(caller({ headers: { "cf-connecting-ip": "192.0.2.10" } }).votes.cast({ city: "halifax", shopId: "java-blend-coffee" }))).status,
    ).toBe(200);
    expect((await auditOf("halifax")).map((row) => row.action)).toEqual(["city_added", "shop_added"]);
    const season = await env.DB.prepare("SELECT opens_at, closes_at FROM award_seasons WHERE city_slug = 'halifax'").first();
    expect(season).toEqual({ opens_at: "2026-01-01T04:00:00.000Z", closes_at: "2027-01-01T03:59:59.000Z" });
  });

  it("refuses a taken slug, a page's own address and an unknown time zone", async () => {
    const taken = await outcome(caller({ cookie }).admin.ballot.addCity(halifax));
    expect(taken.status).toBe(409);
    expect(taken.message).toBe("A city with this address already exists.");
    const reserved = await outcome(caller({ cookie }).admin.ballot.addCity({ ...halifax, slug: "nominate" }));
    expect(reserved.status).toBe(400);
    expect(reserved.message).toBe("This address is taken by a page of the site.");
    const zone = await outcome(caller({ cookie }).admin.ballot.addCity({ ...halifax, slug: "moncton", time_zone: "Mars/Olympus" }));
    expect(zone.fieldErrors).toEqual({ time_zone: ["Please enter a time zone such as America/Toronto."] });
  });
});
