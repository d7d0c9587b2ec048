// Owners: who may act on a listing besides the staff. Every owner procedure is refused to an anonymous
// caller and to a signed-in person who does not manage the listing it names, with nothing changed.
import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setClock } from "@shared/time/clock";
import type { OpeningHours } from "@shared/time/weekly-hours";
import { citySlug, listingSlug } from "@shared/places/slug";
import { detailPath } from "@shared/routing/paths";
import { createDb } from "@worker/db/client";
import { auditLog, listingActivity, listingChanges, listings, listingTranslations } from "@worker/db/schema";
import { catalogue } from "@worker/db/seed/listings";
import "./clock";
import { adminCookie, createAccount, sessionCookie } from "./account-helpers";
import { caller, outcome } from "./caller";
import { edgeScreen, fetchApp } from "./fetch-app";
import { procedures } from "./fuzz-cases";
import { OWNER_PROCEDURES } from "./public-procedures";
import { makeOwner, ownerCookie } from "./owner-helpers";

const bakery = catalogue.find((listing) => listing.type === "shop")!;
const gem = catalogue.find((listing) => listing.type === "gem")!;
const story = catalogue.find((listing) => listing.type === "story")!;

const db = () => createDb(env.DB);
const row = async (id: number) => (await db().select().from(listings).where(eq(listings.id, id)))[0]!;
const publicGet = async (locale: "en" | "fr" = "en") =>
  (await caller({ locale }).listings.get({ type: "shop", city: citySlug(bakery.city), slug: listingSlug(bakery) }))!;

/** Weekdays 9 to 5, and Christmas Eve 10 to 2 (a dated exception the page lists). */
const NEW_HOURS: OpeningHours = {
  week: { mo: [["09:00", "17:00"]], tu: [["09:00", "17:00"]], we: [["09:00", "17:00"]], th: [["09:00", "17:00"]], fr: [["09:00", "17:00"]] },
  exceptions: [{ date: "2026-12-24", ranges: [["10:00", "14:00"]] }],
};

describe("owners", () => {
  it("lists owner procedures in one place: every owners.* procedure is in OWNER_PROCEDURES and the other way round", () => {
    const owners = procedures.filter(({ path }) => path.startsWith("owners.")).map(({ path }) => path);
    expect(owners.sort()).toEqual([...OWNER_PROCEDURES].sort());
  });

  it("serves /owner and /fr/owner as private pages with their title, not indexed", async () => {
    for (const [path, title] of [
      ["/owner", "Your business | Local Hype"],
      ["/fr/owner", "Votre commerce | Local Hype"],
    ] as const) {
      const res = await fetchApp(path, { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title data-edge-head="">${title}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex');
    }
  });

  it("refuses every owner procedure to an anonymous caller", async () => {
    expect((await outcome(caller().owners.mine())).code).toBe("UNAUTHORIZED");
    expect((await outcome(caller().owners.listing({ listingId: bakery.id }))).code).toBe("UNAUTHORIZED");
    const before = await row(bakery.id);
    expect((await outcome(caller().owners.update({ listingId: bakery.id, phone: "416-555-0199" }))).code).toBe("UNAUTHORIZED");
    expect(await row(bakery.id)).toEqual(before);
  });

  it("refuses a listing to anyone who does not manage it, in their language, the same for a listing that does not exist", async () => {
    const stranger = await ownerCookie(gem.id);
    for (const listingId of [bakery.id, 999_999]) {
      const refused = await outcome(caller({ cookie: stranger.cookie }).owners.listing({ listingId }));
      expect(refused).toMatchObject({ status: 403, message: "This listing is not yours to manage." });
    }
    const french = await outcome(caller({ cookie: stranger.cookie, locale: "fr" }).owners.listing({ listingId: bakery.id }));
    expect(french.message).toBe("Cette fiche n'est pas à votre nom.");
  });

  it("refuses an edit to a stranger and to a staff account, with nothing changed", async () => {
    const stranger = await ownerCookie(gem.id);
    const admin = await adminCookie();
    const before = await row(bakery.id);
    for (const cookie of [stranger.cookie, admin.cookie]) {
      const refused = await outcome(caller({ cookie }).owners.update({ listingId: bakery.id, phone: "416-555-0199", closure: "permanent" }));
      expect(refused).toMatchObject({ status: 403, message: "This listing is not yours to manage." });
    }
    expect(await row(bakery.id)).toEqual(before);
    expect(await db().select().from(listingChanges).where(eq(listingChanges.listing_id, bakery.id))).toEqual([]);
  });

  it("shows an owner the listing and everyone who manages it", async () => {
    const { account, cookie } = await ownerCookie(bakery.id);
    const manager = await ownerCookie(bakery.id, "manager");
    const listing = await caller({ cookie: manager.cookie }).owners.listing({ listingId: bakery.id });
    expect(listing).toMatchObject({ id: bakery.id, title: bakery.title, role: "manager" });
    expect(listing.team.map(({ email, role }) => ({ email, role }))).toEqual(
      expect.arrayContaining([
        { email: account.email, role: "owner" },
        { email: manager.account.email, role: "manager" },
      ]),
    );
    expect((await caller({ cookie }).owners.listing({ listingId: bakery.id })).role).toBe("owner");
  });

  it("answers the signed-in person's own listings only, with their role and proof", async () => {
    const { account, cookie } = await ownerCookie(bakery.id);
    await makeOwner(gem.id, account, "manager", "invitation");
    const someoneElse = await ownerCookie(gem.id);

    const mine = await caller({ cookie }).owners.mine();
    expect(mine.map(({ id, role, proof }) => ({ id, role, proof })).sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: bakery.id, role: "owner", proof: "domain-email" },
        { id: gem.id, role: "manager", proof: "invitation" },
      ].sort((a, b) => a.id - b.id),
    );
    expect((await caller({ cookie: someoneElse.cookie }).owners.mine()).map(({ id }) => id)).toEqual([gem.id]);
    expect(await caller({ cookie: await sessionCookie(await createAccount()) }).owners.mine()).toEqual([]);
  });
});

describe("an owner's edits", () => {
  it("publish at once: the public answer and the edge-rendered page show them, with one change row and one audit line", async () => {
    // Monday 23 November 2026, 1 PM in Toronto: the new weekday hours are open.
    setClock(new Date("2026-11-23T18:00:00Z"));
    const { account, cookie } = await ownerCookie(bakery.id, "manager");
    const path = detailPath(bakery);
    await edgeScreen(path); // a cached first view, which the edit must not leave behind
    const before = await row(bakery.id);
    const { changed } = await caller({ cookie }).owners.update({
      listingId: bakery.id,
      phone: "416-555-0199",
      website: "bakery.example.com",
      description: "Sourdough every morning, and rye on Fridays.",
      description_fr: "Du levain chaque matin, et du seigle le vendredi.",
      opening_hours: NEW_HOURS,
    });
    expect(changed.sort()).toEqual(["description", "description_fr", "opening_hours", "phone", "website"]);

    const shown = await publicGet();
    expect(shown).toMatchObject({
      phone: "416-555-0199",
      website: "https://bakery.example.com",
      description: "Sourdough every morning, and rye on Fridays.",
    });
    expect(shown.openingHours).toMatchObject(NEW_HOURS);
    expect((await publicGet("fr")).description).toBe("Du levain chaque matin, et du seigle le vendredi.");
    const page = await edgeScreen(path);
    expect(page).toContain("Sourdough every morning, and rye on Fridays.");
    expect(page).toContain("416-555-0199");
    expect(page).toContain("Thu, December 24, 2026");
    expect(page).toContain("10:00 AM – 2:00 PM");

    const changes = await db().select().from(listingChanges).where(eq(listingChanges.listing_id, bakery.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.editor_id).toBe(account.id);
    expect(changes[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: "phone", before: before.phone, after: "416-555-0199" },
        { field: "opening_hours", before: before.opening_hours, after: NEW_HOURS },
      ]),
    );
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "owner.edit"), eq(auditLog.actor_id, account.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ target_type: "listing", target_id: String(bakery.id) });
    const [french] = await db()
      .select()
      .from(listingTranslations)
      .where(and(eq(listingTranslations.listing_id, bakery.id), eq(listingTranslations.locale, "fr")));
    expect(french!.description).toBe("Du levain chaque matin, et du seigle le vendredi.");
  });

  it("writes nothing when nothing changed, and keeps what is left out", async () => {
    const { account, cookie } = await ownerCookie(bakery.id);
    const before = await row(bakery.id);
    expect(await caller({ cookie }).owners.update({ listingId: bakery.id, phone: before.phone })).toEqual({ changed: [] });
    expect(await row(bakery.id)).toEqual(before);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "owner.edit"), eq(auditLog.actor_id, account.id))),
    ).toEqual([]);
  });

  it("are validated with the editor's rules, and the name, address, city and category are not an owner's to change", async () => {
    const { cookie } = await ownerCookie(bakery.id);
    const before = await row(bakery.id);
    const empty = await outcome(caller({ cookie }).owners.update({ listingId: bakery.id, description: "  " }));
    expect(empty.status).toBe(400);
    expect(empty.fieldErrors).toMatchObject({ description: ["Description (English) is required."] });
    const website = await outcome(caller({ cookie }).owners.update({ listingId: bakery.id, website: "ftp://bakery.example.com" }));
    expect(website.status).toBe(400);
    const overlapping = await outcome(
      caller({ cookie }).owners.update({
        listingId: bakery.id,
        opening_hours: {
          week: {
            mo: [
              ["09:00", "13:00"],
              ["12:00", "17:00"],
            ],
          },
          exceptions: [],
        },
      }),
    );
    expect(JSON.stringify(overlapping.fieldErrors)).toContain("Opening hours on the same day must not overlap.");
    for (const field of ["title", "address", "city", "category"]) {
      const refused = await outcome(caller({ cookie }).owners.update({ listingId: bakery.id, [field]: "Something else" }));
      expect(refused.status, field).toBe(400);
    }
    expect(await row(bakery.id)).toEqual(before);
  });

  it("give hours and a closed state to places only", async () => {
    const { cookie } = await ownerCookie(story.id);
    const refused = await outcome(caller({ cookie }).owners.update({ listingId: story.id, closure: "temporary" }));
    expect(refused).toMatchObject({ status: 400, message: "Only a shop or a hidden gem has opening hours and a closed state." });
  });
});

describe("a closed state", () => {
  it("shows on the page and the cards in both languages, and a closed place is never open now", async () => {
    const { cookie } = await ownerCookie(bakery.id);
    const always: OpeningHours = {
      week: Object.fromEntries(["mo", "tu", "we", "th", "fr", "sa", "su"].map((day) => [day, [["00:00", "23:59"]]])),
      exceptions: [],
    };
    await caller({ cookie }).owners.update({ listingId: bakery.id, opening_hours: always });
    const openIds = async () => (await caller().listings.list({ type: "shop", city: bakery.city, open: "now" })).items.map((item) => item.id);
    expect(await openIds()).toContain(bakery.id);
    const path = detailPath(bakery);

    for (const [closure, en, fr] of [
      ["temporary", "Temporarily closed", "Fermé temporairement"],
      ["permanent", "Permanently closed", "Fermé définitivement"],
    ] as const) {
      await caller({ cookie }).owners.update({ listingId: bakery.id, closure });
      const shown = await publicGet();
      expect(shown).toMatchObject({ closedText: en, openingHours: null, openNow: { open: false, status: en, next: null } });
      expect((await publicGet("fr")).closedText).toBe(fr);
      expect(await edgeScreen(path)).toContain(en);
      expect(await edgeScreen(`/fr${path}`)).toContain(fr);
      const card = (await caller().listings.list({ type: "shop", city: bakery.city })).items.find((item) => item.id === bakery.id);
      expect(card!.openNow).toEqual({ open: false, status: en, next: null });
      expect(await openIds()).not.toContain(bakery.id);
    }

    await caller({ cookie }).owners.update({ listingId: bakery.id, closure: null });
    expect((await publicGet()).closedText).toBeNull();
    expect(await openIds()).toContain(bakery.id);
    const trail = await db().select().from(listingChanges).where(eq(listingChanges.listing_id, bakery.id)).orderBy(desc(listingChanges.id));
    expect(trail[0]!.changes).toEqual([{ field: "closure", before: "permanent", after: null }]);
  });
});

describe("performance", () => {
  it("is refused to anonymous callers and strangers, and answers totals with every count under 5 withheld", async () => {
    // Friday 27 November 2026, noon in Toronto.
    setClock(new Date("2026-11-27T17:00:00Z"));
    await db()
      .insert(listingActivity)
      .values([
        { listing_id: gem.id, period: "2026-11-27", view: 12, call: 1, directions: 3, website: 5, save: 0, share: 0 },
        { listing_id: gem.id, period: "2026-11-20", view: 4, call: 0, directions: 3, website: 0, save: 2, share: 0 },
        { listing_id: gem.id, period: "2026-09-01", view: 50, call: 0, directions: 0, website: 0, save: 0, share: 0 },
      ]);
    expect((await outcome(caller().owners.performance({ listingId: gem.id, days: 30 }))).code).toBe("UNAUTHORIZED");
    const stranger = await ownerCookie(bakery.id);
    expect((await outcome(caller({ cookie: stranger.cookie }).owners.performance({ listingId: gem.id, days: 30 }))).status).toBe(403);

    const { cookie } = await ownerCookie(gem.id, "manager");
    const month = await caller({ cookie }).owners.performance({ listingId: gem.id, days: 30 });
    expect(month.totals).toEqual({ view: 16, call: null, directions: 6, website: 5, save: null, share: null });
    expect(month.days).toEqual([
      { day: "2026-11-27", view: 12, call: null, directions: null, website: 5, save: null, share: null },
      { day: "2026-11-20", view: null, call: null, directions: null, website: null, save: null, share: null },
    ]);
    expect((await caller({ cookie }).owners.performance({ listingId: gem.id, days: 90 })).totals.view).toBe(66);
    expect((await outcome(caller({ cookie }).owners.performance({ listingId: gem.id, days: 7 as 30 }))).status).toBe(400);
  });
});
