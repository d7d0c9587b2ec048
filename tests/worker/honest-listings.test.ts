// A community listing shows only what its owner gave (the spec's fixed rating, reviews, price range and
// fallback hours describe the built-in catalogue), and the website, phone and address a submitter gives
// are validated in both languages and published with the listing.
import { describe, expect, it } from "vitest";
import { catalogue } from "@worker/db/seed/listings";
import { detailPath } from "@shared/routing/paths";
import { PUBLISHED_ID_OFFSET } from "@worker/features/listings/community-listings";
import { adminCookie, freshIp } from "./account-helpers";
import type { Locale } from "@shared/i18n/locales";
import { caller, outcome, type RouterInputs } from "./caller";
import { fetchApp, jsonLdOf } from "./fetch-app";
import { storeSubmission, submissionRow } from "./submission-helpers";
import { makeSubmissionInput } from "../unit/factories";

const { cookie } = await adminCookie();
const approve = (id: number) => caller({ cookie }).admin.submissions.review({ id, status: "approved" });
async function detail(path: string, locale: Locale = "en") {
  const [, prefix, city, slug] = path.split("/");
  const type = ({ stories: "story", events: "event", gems: "gem", shop: "shop" } as const)[prefix as "stories" | "events" | "gems" | "shop"];
  return (await caller({ locale }).listings.get({ type, city: city!, slug: slug! }))!;
}
/**
 * The edge-rendered page: its markup without scripts (the inlined page texts hold every message, the
 * fixed values included) and its schema.org business entity.
 */
async function page(path: string) {
  const whole = await (await fetchApp(path)).text();
  const jsonLd = jsonLdOf(whole);
  const html = whole.replace(/<script[\s\S]*?<\/script>/g, "");
  expect(html).toContain("<h1");
  return { html, entity: jsonLd.find((data) => data["@type"] === "LocalBusiness") };
}

describe("a community shop", () => {
  it("publishes the website (completed with https://), phone and address its owner gave, and nothing invented", async () => {
    const id = await storeSubmission({
      title: "Café Honnête",
      content_type: "shop",
      city: "Montreal",
      location: "Plateau",
      website: "cafe-honnete.example/menu",
      phone: "(514) 555-0199",
      address: "4321 rue Saint-Denis",
    });
    expect(await submissionRow(id)).toMatchObject({
      website: "https://cafe-honnete.example/menu",
      phone: "(514) 555-0199",
      address: "4321 rue Saint-Denis",
    });
    await approve(id);

    const listing = await detail(`/shop/montreal/${"cafe-honnete"}`);
    expect(listing).toMatchObject({
      id: PUBLISHED_ID_OFFSET + id,
      community: true,
      website: "https://cafe-honnete.example/menu",
      phone: "(514) 555-0199",
      address: "4321 rue Saint-Denis",
      hours: null,
    });

    const { html, entity } = await page(listing.path);
    expect(html).toContain("Hours not provided");
    expect(html).not.toContain("(127 reviews)");
    expect(html).not.toContain("Mon-Sat: 10AM-8PM");
    expect(html).toContain("(514) 555-0199");
    expect(entity).toMatchObject({ telephone: "(514) 555-0199", sameAs: "https://cafe-honnete.example/menu" });
    expect(entity).not.toHaveProperty("aggregateRating");
    expect(entity).not.toHaveProperty("openingHoursSpecification");

    const french = await page(`/fr${listing.path}`);
    expect(french.html).toContain("Heures non fournies");
    expect(french.html).not.toContain("(127 avis)");
  });

  it("without contact details shows none: no phone, no telephone in its structured data", async () => {
    const id = await storeSubmission({ title: "Quiet Corner Books", content_type: "shop", city: "Ottawa", location: "Glebe" });
    await approve(id);
    const listing = await detail("/shop/ottawa/quiet-corner-books");
    expect(listing).toMatchObject({ community: true, website: null, phone: null, address: null, hours: null });
    const { html, entity } = await page(listing.path);
    expect(html).toContain("Hours not provided");
    expect(html).toContain("Not listed");
    expect(html).not.toContain("(127 reviews)");
    expect(entity).not.toHaveProperty("telephone");
    expect(entity).not.toHaveProperty("sameAs");
  });

  it("a community gem shows no rating card; a catalogue gem and shop keep the spec's fixed values", async () => {
    const id = await storeSubmission({ title: "Secret Stair Garden", content_type: "gem", city: "Calgary", location: "Mission" });
    await approve(id);
    const gem = await detail("/gems/calgary/secret-stair-garden");
    expect(gem.community).toBe(true);
    expect((await page(gem.path)).html).not.toContain("(89 reviews)");

    const shop = catalogue.find((l) => l.type === "shop")!;
    const catalogueShop = await detail(detailPath({ ...shop, type: "shop" }));
    expect(catalogueShop.community).toBe(false);
    const shown = (await page(catalogueShop.path)).html;
    expect(shown).toContain("(127 reviews)");
    const catalogueGem = catalogue.find((l) => l.type === "gem")!;
    expect((await page(detailPath({ ...catalogueGem, type: "gem" }))).html).toContain("(89 reviews)");
  });
});

describe("the contact fields of submissions.create", () => {
  const create = (input: RouterInputs["submissions"]["create"], locale: Locale) =>
    outcome(caller({ locale, headers: { "cf-connecting-ip": freshIp() } }).submissions.create(input));

  it("refuses a website that is not one and a phone that is not one, in the visitor's language", async () => {
    const input = makeSubmissionInput({ website: "not a site", phone: "call me" });
    const english = await create(input, "en");
    expect(english.status).toBe(400);
    expect(english.fieldErrors).toMatchObject({
      website: ["Please enter a website such as example.com or https://example.com."],
      phone: ["Please enter a phone number such as (514) 555-0123."],
    });
    const french = await create(input, "fr");
    expect(french.fieldErrors).toMatchObject({
      website: ["Veuillez entrer un site web comme exemple.ca ou https://exemple.ca."],
      phone: ["Veuillez entrer un numéro de téléphone comme 514 555-0123."],
    });
  });
});
