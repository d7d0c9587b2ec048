// Owners: who may act on a listing besides the staff. Every owner procedure is refused to an anonymous
// caller and to a signed-in person who does not manage the listing it names, with nothing changed.
import { describe, expect, it } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { createAccount, sessionCookie } from "./account-helpers";
import { caller, outcome } from "./caller";
import { fetchApp } from "./fetch-app";
import { procedures } from "./fuzz-cases";
import { OWNER_PROCEDURES } from "./public-procedures";
import { makeOwner, ownerCookie } from "./owner-helpers";

const bakery = catalogue.find((listing) => listing.type === "shop")!;
const gem = catalogue.find((listing) => listing.type === "gem")!;

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
